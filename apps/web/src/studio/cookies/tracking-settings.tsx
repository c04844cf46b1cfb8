import type { Architecture } from '@atrium/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../fields/use-field-issue';
import { ARCHITECTURE_PATH, editArchitecture } from './edit-architecture';
import { SwitchField } from './switch-field';

type Props = { architecture: Architecture };

/** Whether logged-in attendees are asked to allow tracking linked to their account. */
export function TrackingSettings({ architecture }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="h6" component="h3">
        {t('studio.cookies.tracking.title')}
      </Typography>
      <SwitchField
        label={t('studio.cookies.tracking.enabled')}
        help={t('studio.cookies.tracking.help')}
        checked={architecture.personalizedTrackingEnabled}
        onChange={(checked) =>
          editArchitecture((draft) => {
            draft.personalizedTrackingEnabled = checked;
          })
        }
        path={[...ARCHITECTURE_PATH, 'personalizedTrackingEnabled']}
        testId="personalized-tracking"
      />
    </Stack>
  );
}

/** The registration system attendees may log in with (their Cvent confirmation number). */
export function RegistrationSystemSettings({ architecture }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const eventPath = [...ARCHITECTURE_PATH, 'cventEvent'];
  const eventError = useFieldError(eventPath, t('studio.cookies.registration.eventHelp'));
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h6" component="h3">
        {t('studio.cookies.registration.title')}
      </Typography>
      <SwitchField
        label={t('studio.cookies.registration.enabled')}
        help={t('studio.cookies.registration.enabledHelp')}
        checked={architecture.cventLoginEnabled}
        onChange={(checked) =>
          editArchitecture((draft) => {
            draft.cventLoginEnabled = checked;
          })
        }
        path={[...ARCHITECTURE_PATH, 'cventLoginEnabled']}
        testId="cvent-login-enabled"
      />
      <TextField
        size="small"
        label={t('studio.cookies.registration.event')}
        value={architecture.cventEvent ?? ''}
        onChange={(event) =>
          editArchitecture((draft) => {
            // No event is null in the venue JSON, not an empty string.
            draft.cventEvent = event.target.value.trim() === '' ? null : event.target.value;
          }, 'cvent-event')
        }
        {...eventError}
        slotProps={{ htmlInput: { 'data-testid': 'cvent-event', spellCheck: false } }}
      />
    </Stack>
  );
}
