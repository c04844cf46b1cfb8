import type { IssuePath } from '@atrium/domain';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFieldError } from '../fields/use-field-issue';

type Props = { path: IssuePath; value: string; onChange: (text: string) => void } & Omit<
  TextFieldProps,
  'value' | 'onChange' | 'error'
>;

/** A text field of the venue JSON that shows the draft's problem at its path. */
export function IssueTextField({ path, value, onChange, helperText, ...rest }: Props) {
  const errorProps = useFieldError(path, helperText === undefined ? undefined : String(helperText));
  return (
    <TextField
      size="small"
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...errorProps}
      {...rest}
    />
  );
}
