import type { MeetingWidget } from '@atrium/domain';
import Box from '@mui/material/Box';
import { Navigate } from 'react-router';
import { paths } from '../../app/routing/route-paths';
import type { WidgetViewProps } from '../widget-view.types';
import { MeetingDialog } from './meeting-dialog';
import { MeetingFrame } from './meeting-frame';
import { MeetingNewTabNotice } from './meeting-new-tab-notice';

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
 * An opened meeting widget. Its display mode decides where the room is shown: in place, in a
 * dialog of its own, on the full-screen page, or (a link to that page) in a new tab.
 */
export function MeetingWidgetView(props: WidgetViewProps<MeetingWidget>) {
  const { widget, configuration, architectureId, areaId, presentation, onClose } = props;
  const fullPagePath = paths.meeting(architectureId, areaId, widget.id, configuration.id);

  switch (configuration.displayMode) {
    case 'FULL_SCREEN':
      return <Navigate to={fullPagePath} />;
    case 'NEW_TAB':
      return <MeetingNewTabNotice name={configuration.name} href={fullPagePath} onBack={onClose} />;
    case 'EMBEDDED_DIALOG':
      // Opened in place, it still gets its dialog; opened as a dialog already, it fills that one.
      if (presentation === 'embedded') return <MeetingDialog {...props} fullPagePath={fullPagePath} />;
      break;
    case 'EMBEDDED':
      break;
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
