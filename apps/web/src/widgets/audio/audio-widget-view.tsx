import type { AudioWidget } from '@atrium/domain';
import type { WidgetViewProps } from '../widget-view.types';

/** Placeholder until the audio view is built. */
export function AudioWidgetView({ configuration }: WidgetViewProps<AudioWidget>) {
  return <div>{configuration.name}</div>;
}
