import type { DownloadWidget } from '@atrium/domain';
import type { WidgetViewProps } from '../widget-view.types';

/** Placeholder until the download view is built. */
export function DownloadWidgetView({ configuration }: WidgetViewProps<DownloadWidget>) {
  return <div>{configuration.name}</div>;
}
