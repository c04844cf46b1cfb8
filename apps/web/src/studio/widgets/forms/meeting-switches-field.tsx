import {
  type IssuePath,
  type MeetingSwitches,
  type MeetingSwitchName,
  meetingSwitchNames,
} from '@atrium/domain';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFieldIssue } from '../../fields/use-field-issue';

type Props = {
  switches: MeetingSwitches;
  path: IssuePath;
  /** `undefined` leaves the feature to the meeting service's default (nothing is sent for it). */
  onChange: (name: MeetingSwitchName, on: boolean | undefined) => void;
};

function MeetingSwitch({
  name,
  on,
  path,
  onChange,
}: { name: MeetingSwitchName; on: boolean | undefined } & Pick<Props, 'path' | 'onChange'>) {
  const { t } = useTranslation();
  const issue = useFieldIssue([...path, name]);
  const label = t(`studio.widgets.meeting.switches.${name}`);
  const state = on === undefined ? 'default' : on ? 'on' : 'off';
  return (
    <FormControl error={issue !== undefined} sx={{ flexDirection: 'row', alignItems: 'center' }}>
      <FormControlLabel
        sx={{ mr: 0, flex: 1 }}
        control={
          <Switch
            size="small"
            checked={on === true}
            onChange={(event) => onChange(name, event.target.checked)}
          />
        }
        label={
          <Box component="span" sx={{ display: 'grid' }}>
            <span>{label}</span>
            <Typography component="span" variant="caption" color="text.secondary">
              {t(`studio.widgets.meeting.switchState.${state}`)}
            </Typography>
          </Box>
        }
      />
      {on !== undefined && (
        <Tooltip title={t('studio.widgets.meeting.useDefault', { feature: label })}>
          <IconButton
            size="small"
            aria-label={t('studio.widgets.meeting.useDefault', { feature: label })}
            onClick={() => onChange(name, undefined)}
          >
            <RestartAltIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {issue && <FormHelperText>{issue}</FormHelperText>}
    </FormControl>
  );
}

/** Every feature switch of the meeting; a feature not switched keeps the meeting service's default. */
export function MeetingSwitchesField({ switches, path, onChange }: Props) {
  const { t } = useTranslation();
  const issue = useFieldIssue(path);
  return (
    <FormControl component="fieldset" error={issue !== undefined}>
      <FormLabel component="legend">{t('studio.widgets.meeting.switchesLegend')}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{t('studio.widgets.meeting.switchesHint')}</FormHelperText>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 2 }}
      >
        {meetingSwitchNames.map((name) => (
          <MeetingSwitch key={name} name={name} on={switches[name]} path={path} onChange={onChange} />
        ))}
      </Box>
    </FormControl>
  );
}
