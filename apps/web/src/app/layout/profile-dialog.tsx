import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { userDisplayName, useSessionStore } from '../../shared/stores/session.store';
import { useStackedDialog } from '../../shared/ui/use-stacked-dialog';

/** The user's own profile as far as the venue knows it; editing arrives with profiles. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  useStackedDialog('own-profile', open, onClose);
  if (!user) return null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="own-profile-title" fullWidth maxWidth="xs">
      <DialogTitle id="own-profile-title">{t('profile.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="overline" component="p">
          {t('profile.name')}
        </Typography>
        <Typography gutterBottom>{userDisplayName(user)}</Typography>
        <Typography variant="overline" component="p">
          {t('profile.email')}
        </Typography>
        <Typography gutterBottom>{user.email}</Typography>
        <Typography variant="overline" component="p">
          {t('profile.roles')}
        </Typography>
        <Typography>{user.roles.join(', ')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
