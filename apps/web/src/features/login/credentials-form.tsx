import { canSubmitLogin, type LoginField as Field } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginField } from './login-field';

export type FieldSpec = {
  field: Field;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
};

type Props = {
  fields: FieldSpec[];
  busy: boolean;
  onSubmit: (values: Record<Field, string>) => void;
  /** Extra actions below the submit button, given the current values. */
  extra?: (values: Partial<Record<Field, string>>) => ReactNode;
};

/** A login form: its fields, and a submit button enabled only when all are filled and valid. */
export function CredentialsForm({ fields, busy, onSubmit, extra }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Partial<Record<Field, string>>>(() =>
    Object.fromEntries(fields.map((spec) => [spec.field, ''])),
  );
  const valid = canSubmitLogin(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onSubmit(values as Record<Field, string>);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      {fields.map((spec) => (
        <LoginField
          key={spec.field}
          {...spec}
          value={values[spec.field] ?? ''}
          onChange={(value) => setValues((current) => ({ ...current, [spec.field]: value }))}
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!valid || busy}
        sx={{ mt: 1 }}
      >
        {t('login.submit')}
      </Button>
      {extra?.(values)}
    </Box>
  );
}
