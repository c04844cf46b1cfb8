import type { IssuePath } from '@atrium/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useFieldIssue } from '../fields/use-field-issue';

type Props = {
  path: IssuePath;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  helperText?: string;
  /** A fuller name than the visible label, where several switches share one (`Shown`). */
  'aria-label'?: string;
  'data-testid'?: string;
};

/** An on/off field of the venue JSON that shows the draft's problem at its path. */
export function IssueSwitch(props: Props) {
  const {
    path,
    label,
    checked,
    onChange,
    helperText,
    'aria-label': ariaLabel,
    'data-testid': testId,
  } = props;
  const issue = useFieldIssue(path);
  const helperId = useId();
  const help = issue ?? helperText;
  return (
    <FormControl error={issue !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-describedby': help ? helperId : undefined,
                'aria-label': ariaLabel,
                ...({ 'data-testid': testId } as object),
              },
            }}
          />
        }
      />
      {help && <FormHelperText id={helperId}>{help}</FormHelperText>}
    </FormControl>
  );
}
