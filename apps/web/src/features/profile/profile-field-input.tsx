import type { ProfileField, ProfileIssueCode, ProfileValue } from '@atrium/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { issueTextKey } from './profile-form';

type Props = {
  field: ProfileField;
  label: string;
  value: ProfileValue;
  /** The problem to show at the field (already decided to be shown). */
  issue: ProfileIssueCode | undefined;
  onChange: (value: ProfileValue) => void;
  onBlur: () => void;
};

const inputTypes = { URL: 'url', EMAIL: 'email', PHONE: 'tel', TEXT: 'text' } as const;
const autoCompletes: Record<string, string> = {
  name: 'name',
  company: 'organization',
  title: 'organization-title',
  socialMediaProfile: 'url',
};

export const fieldInputId = (key: string) => `profile-field-${key}`;

/** One field of the own profile, by its type; §5's message under it when its value is wrong. */
export function ProfileFieldInput({ field, label, value, issue, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const id = fieldInputId(field.key);
  const hint =
    field.key === 'openForNetworking'
      ? t('profile.openForNetworkingHint')
      : field.private
        ? t('profile.hiddenFromOthers')
        : undefined;

  if (field.type === 'BOOLEAN') {
    return (
      <div>
        <FormControlLabel
          control={
            <Switch
              id={id}
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': hint ? `${id}-hint` : undefined } }}
            />
          }
          label={label}
        />
        {hint && <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText>}
      </div>
    );
  }
  return (
    <TextField
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      required={field.required}
      error={Boolean(issue)}
      helperText={issue ? t(issueTextKey(issue)) : hint}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      type={inputTypes[field.type]}
      autoComplete={autoCompletes[field.key] ?? 'off'}
      multiline={field.key === 'privateInformation'}
      minRows={field.key === 'privateInformation' ? 3 : undefined}
      fullWidth
      size="small"
    />
  );
}
