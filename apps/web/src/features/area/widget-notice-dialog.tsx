import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown instead of a widget that has no active configuration: when it opens, or that it has ended. */
export function WidgetNoticeDialog(props: {
  name: string;
  opensAt?: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const message = props.opensAt
    ? t('area.opensOn', {
        name: props.name,
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
          new Date(props.opensAt),
        ),
      })
    : t('area.ended', { name: props.name });
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="widget-notice"
    >
      <DialogTitle id={`${id}-title`}>{props.name}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          {t('app.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
