import { meetingDisplayModes } from '@atrium/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { setOptionalText } from '../field-values';
import { IssueSwitch } from '../issue-switch';
import { IssueTextField } from '../issue-text-field';
import type { ConfigFormProps } from '../widget-editing';
import { MeetingSwitchesField } from './meeting-switches-field';

const urlFields = ['meetingUrl', 'hostMeetingUrl', 'viewerMeetingUrl'] as const;

/** A meeting: how it is shown, whether it is a webinar, its room URLs and the meeting's features. */
export function MeetingConfigForm({ configuration, path, update }: ConfigFormProps<'MEETING'>) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <IssueTextField
          select
          fullWidth={false}
          sx={{ minWidth: 220 }}
          label={t('studio.widgets.meeting.displayMode')}
          path={[...path, 'displayMode']}
          value={configuration.displayMode}
          onChange={(mode) =>
            update((c) => {
              c.displayMode = mode as typeof c.displayMode;
            })
          }
        >
          {meetingDisplayModes.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {t(`studio.widgets.meeting.displayModes.${mode}`)}
            </MenuItem>
          ))}
        </IssueTextField>
        <IssueSwitch
          label={t('studio.widgets.meeting.webinarOn')}
          helperText={t('studio.widgets.meeting.webinarHint')}
          path={[...path, 'webinarOn']}
          checked={configuration.webinarOn}
          onChange={(on) =>
            update((c) => {
              c.webinarOn = on;
            })
          }
        />
      </Box>
      {urlFields.map((field) => (
        <IssueTextField
          key={field}
          type="url"
          label={t(`studio.widgets.meeting.${field}`)}
          helperText={t(`studio.widgets.meeting.${field}Hint`)}
          path={[...path, field]}
          value={configuration[field] ?? ''}
          onChange={(text) => update((c) => setOptionalText(c, field, text), field)}
        />
      ))}
      <MeetingSwitchesField
        switches={configuration.switches}
        path={[...path, 'switches']}
        onChange={(name, on) =>
          update((c) => {
            if (on === undefined) delete c.switches[name];
            else c.switches = { ...c.switches, [name]: on };
          })
        }
      />
    </Box>
  );
}
