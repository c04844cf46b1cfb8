import type { MeetingWidget } from '@atrium/domain';
import Box from '@mui/material/Box';
import { paths } from '../../shared/routing/route-paths';
import type { WidgetViewProps } from '../widget-view.types';
import { MeetingDialog } from './meeting-dialog';
import { MeetingFrame } from './meeting-frame';

const sizes = {
  // In place of the area's background, whose frame has the title and "back to the area".
  embedded: { minHeight: { xs: 360, md: 520 } },
  // A dialog is as large as its content.
  dialog: {
    width: { xs: '100%', sm: 'min(960px, calc(100vw - 128px))' },
    height: { xs: '100%', sm: '70vh' },
  },
  overlay: {},
};

/**
 * An opened meeting widget. Its link opening mode gave it its frame (in place, dialog or
 * overlay); its display mode says how the room shows in it: EMBEDDED fills the frame,
 * EMBEDDED_DIALOG opens a dialog of its own when the frame is the area itself (in a dialog or an
 * overlay it fills that one). FULL_SCREEN and NEW_TAB never get here: the click itself goes to
 * the full-screen route, in this tab or a new one (`widgetAction`, which has the whole table).
 */
export function MeetingWidgetView(props: WidgetViewProps<MeetingWidget>) {
  const { widget, configuration, architectureId, areaId, presentation, onClose } = props;
  const fullPagePath = paths.meeting(architectureId, areaId, widget.id, configuration.id);

  if (configuration.displayMode === 'EMBEDDED_DIALOG' && presentation === 'embedded') {
    return <MeetingDialog {...props} fullPagePath={fullPagePath} />;
  }
  return (
    <Box
      data-testid="meeting-widget"
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, ...sizes[presentation] }}
    >
      <MeetingFrame
        widget={widget}
        configuration={configuration}
        architectureId={architectureId}
        areaId={areaId}
        onBack={presentation === 'embedded' ? undefined : onClose}
        fullPagePath={fullPagePath}
      />
    </Box>
  );
}
