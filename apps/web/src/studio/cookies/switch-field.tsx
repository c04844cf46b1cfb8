import type { IssuePath } from '@atrium/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useFieldError } from '../fields/use-field-issue';

type Props = {
  label: string;
  /** What the switch changes, under it (its validation issue replaces it). */
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Where the flag is in the venue JSON, for its validation issue. */
  path: IssuePath;
  testId?: string;
};

/** A labelled on/off setting with its explanation and its validation issue. */
export function SwitchField({ label, help, checked, onChange, path, testId }: Props) {
  const helpId = useId();
  const { error, helperText } = useFieldError(path, help);
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
            data-testid={testId}
          />
        }
        label={label}
      />
      <FormHelperText id={helpId} error={error} sx={{ mt: 0 }}>
        {helperText}
      </FormHelperText>
    </Box>
  );
}
