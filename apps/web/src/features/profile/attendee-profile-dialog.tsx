import type { UserProfile } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStackedDialog } from '../../shared/ui/use-stacked-dialog';
import { useVenueView } from '../../shared/ui/use-venue-view';
import { useStartChat } from '../presence/use-start-chat';
import { ProfileDetails } from './profile-details';
import { profileFields } from './profile-form';
import { ProfileHeading } from './profile-heading';

/**
 * Another attendee's profile (spec §2.8): what the server's presenter let through. Private
 * fields reach administrators only, with the special-privileges note (spec §6).
 */
export function AttendeeProfileDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const { architecture, locale } = useVenueView();
  const fields = useMemo(() => profileFields(architecture?.userProfileAttributes), [architecture]);
  const startChat = useStartChat();
  useStackedDialog('attendee-profile', true, onClose);
  const name = String(profile.attributes.name ?? '') || t('profile.unnamed');

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="attendee-profile-title"
      fullWidth
      maxWidth="sm"
      data-testid="attendee-profile"
    >
      <DialogTitle id="attendee-profile-title">{t('profile.attendeeTitle', { name })}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {profile.privileged && (
          <Alert severity="info" data-testid="privileged-note">
            {t('profile.privileged')}
          </Alert>
        )}
        <ProfileHeading profile={profile} name={name} />
        {profile.privileged && profile.attributes.openForNetworking === false && (
          <Typography variant="body2" color="text.secondary">
            {t('profile.notNetworkingOther')}
          </Typography>
        )}
        <ProfileDetails fields={fields} profile={profile} locale={locale} own={false} />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={startChat && (() => startChat({ uid: profile.userId, name }))}
          disabled={!startChat}
          title={startChat ? undefined : t('presence.menu.chatUnavailable')}
        >
          {t('presence.menu.chat')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('app.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** While an attendee's profile loads (spec §4 "loading attendee profile"). */
export function ProfileLoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  useStackedDialog('attendee-profile', true, onClose);
  return (
    <Dialog open onClose={onClose} aria-labelledby="profile-loading-title" data-testid="profile-loading">
      <DialogTitle id="profile-loading-title">{t('profile.loading')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
          <CircularProgress aria-label={t('profile.loading')} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('profile.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
