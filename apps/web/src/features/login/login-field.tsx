import { type LoginField as Field, showsValidation, validateLoginField } from '@atrium/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  field: Field;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
};

/** A login form field that validates after its first focus or once it holds a value (spec §5). */
export function LoginField({ field, label, value, onChange, type = 'text', autoComplete, inputMode }: Props) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  const error = showsValidation(focused, value) ? validateLoginField(field, value) : undefined;
  // An invalid email shows only as invalid: its message is empty (spec §5).
  const helper = error && !(field === 'email' && error === 'invalidEmail') ? t(`login.${error}`) : ' ';
  return (
    <TextField
      name={field}
      type={type}
      label={label}
      value={value}
      autoComplete={autoComplete}
      required
      fullWidth
      margin="dense"
      error={Boolean(error)}
      helperText={helper}
      onFocus={() => setFocused(true)}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { inputMode, 'aria-invalid': Boolean(error) } }}
    />
  );
}
