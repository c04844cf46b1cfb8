import type { MeetingWidget } from '@atrium/domain';
import type { WidgetViewProps } from '../widget-view.types';

/** Placeholder until the meeting view is built. */
export function MeetingWidgetView({ configuration }: WidgetViewProps<MeetingWidget>) {
  return <div>{configuration.name}</div>;
}
