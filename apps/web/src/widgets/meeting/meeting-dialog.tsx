import type { MeetingWidget } from '@atrium/domain';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useStackedDialog } from '../../shared/ui/use-stacked-dialog';
import type { WidgetViewProps } from '../widget-view.types';
import { MeetingFrame } from './meeting-frame';

/** The embedded-dialog display mode: the room in a large dialog over the area. */
export function MeetingDialog({
  widget,
  configuration,
  architectureId,
  areaId,
  onClose,
  fullPagePath,
}: WidgetViewProps<MeetingWidget> & { fullPagePath: string }) {
  const titleId = useId();
  useStackedDialog(`meeting:${widget.id}:${configuration.id}`, true, onClose);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      slotProps={{ paper: { sx: { height: '85vh', display: 'flex', flexDirection: 'column' } } }}
      data-testid="meeting-dialog"
    >
      <DialogTitle id={titleId} sx={{ pb: 0 }}>
        {configuration.name}
      </DialogTitle>
      <MeetingFrame
        widget={widget}
        configuration={configuration}
        architectureId={architectureId}
        areaId={areaId}
        onBack={onClose}
        fullPagePath={fullPagePath}
      />
    </Dialog>
  );
}
