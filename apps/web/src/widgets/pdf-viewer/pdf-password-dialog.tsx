import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStackedDialog } from '../../shared/ui/use-stacked-dialog';
import './pdf-texts';

type PdfPasswordDialogProps = {
  open: boolean;
  /** The last password was wrong. */
  incorrect: boolean;
  /** pdf.js is trying a password. */
  checking: boolean;
  documentTitle: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
};

/** Spec §2.8: the password prompt of a protected PDF; a wrong password can be tried again. */
export function PdfPasswordDialog(props: PdfPasswordDialogProps) {
  const { open, incorrect, checking, documentTitle, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const promptId = useId();
  useStackedDialog('pdf-password', open, onCancel);

  // A wrong password is cleared and the field focused again for the next try.
  useEffect(() => {
    if (incorrect) {
      setPassword('');
      input.current?.focus();
    }
  }, [incorrect]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && !checking) onSubmit(password);
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={promptId}
      maxWidth="xs"
      fullWidth
      data-testid="pdf-password-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockOutlinedIcon aria-hidden="true" />
        {t('pdf.passwordTitle')}
      </DialogTitle>
      <form onSubmit={submit}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={promptId} sx={{ mb: 2 }}>
            {t('pdf.passwordPrompt')}
          </DialogContentText>
          <DialogContentText variant="body2" sx={{ mb: 2, fontWeight: 600 }}>
            {documentTitle}
          </DialogContentText>
          <TextField
            inputRef={input}
            autoFocus
            fullWidth
            type="password"
            name="pdf-password"
            autoComplete="off"
            label={t('pdf.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={incorrect}
            helperText={incorrect ? t('pdf.wrongPassword') : ' '}
            slotProps={{ formHelperText: { role: incorrect ? 'alert' : undefined } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('pdf.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!password} loading={checking}>
            {t('pdf.open')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
