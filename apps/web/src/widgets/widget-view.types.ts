import type { ContentWidget } from '@atrium/domain';

/** How an opened widget is presented (from its configuration's linkOpeningMode). */
export type WidgetPresentation = 'embedded' | 'dialog' | 'overlay';

/** What the area view hands every widget kind's view when the widget is opened. */
export type WidgetViewProps<W extends ContentWidget = ContentWidget> = {
  widget: W;
  /** The active configuration (spec §4), already checked to be inside its time window. */
  configuration: W['configurations'][number];
  architectureId: string;
  areaId: string;
  presentation: WidgetPresentation;
  /** Closes the widget (dialogs and overlays); the view may call it, e.g. "back to area". */
  onClose: () => void;
};
