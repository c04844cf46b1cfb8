import type { PdfViewerWidget } from '@atrium/domain';
import type { WidgetViewProps } from '../widget-view.types';

/** Placeholder until the pdf-viewer view is built. */
export function PdfViewerWidgetView({ configuration }: WidgetViewProps<PdfViewerWidget>) {
  return <div>{configuration.name}</div>;
}
