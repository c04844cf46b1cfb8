import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { AttendeeProfileDialog, ProfileLoadingDialog } from './attendee-profile-dialog';
import { OwnProfileDialog } from './own-profile-dialog';
import { useProfilePanel } from './profile-panel.store';
import './profile-texts';

/** Shows the profile panel's state (spec §4): the own profile, loading, an attendee's, or why not. */
export function ProfileHost() {
  const { t } = useTranslation();
  const panel = useProfilePanel((s) => s.panel);
  const failure = useProfilePanel((s) => s.failure);
  const close = useProfilePanel((s) => s.close);
  const dismissFailure = useProfilePanel((s) => s.dismissFailure);

  return (
    <>
      {panel.state === 'own' && <OwnProfileDialog onClose={close} />}
      {panel.state === 'loading' && <ProfileLoadingDialog onClose={close} />}
      {panel.state === 'attendee' && <AttendeeProfileDialog profile={panel.profile} onClose={close} />}
      <Snackbar
        open={Boolean(failure)}
        autoHideDuration={6000}
        onClose={(_event, reason) => reason !== 'clickaway' && dismissFailure()}
        message={failure ? t(failure) : ''}
        data-testid="profile-failure"
      />
    </>
  );
}
