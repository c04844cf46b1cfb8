import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkHref } from './rich-text-output';

export type LinkRequest = {
  /** The address of the link being changed, if the selection is in one. */
  href: string;
  /** Nothing is selected: the link needs words of its own. */
  needsText: boolean;
};

type Props = {
  request: LinkRequest | undefined;
  onCancel: () => void;
  onSave: (href: string, text: string) => void;
  onRemove: () => void;
  /** After the dialog has gone, so the editor can take the focus back. */
  onExited: () => void;
};

/** Asks for a link's address: web (http, https) and mail addresses only. */
export function LinkDialog({ request, onCancel, onSave, onRemove, onExited }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [address, setAddress] = useState('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [shown, setShown] = useState<LinkRequest>();
  if (request && request !== shown) {
    setShown(request);
    setAddress(request.href);
    setText('');
    setTried(false);
  }
  const href = linkHref(address);
  const invalid = tried && !href;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (href) onSave(href, text.trim());
  };

  return (
    <Dialog
      open={request !== undefined}
      onClose={onCancel}
      aria-labelledby={titleId}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {t(shown?.href ? 'studio.legal.link.editTitle' : 'studio.legal.link.title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            autoFocus
            label={t('studio.legal.link.address')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={invalid}
            helperText={t(invalid ? 'studio.legal.link.invalid' : 'studio.legal.link.hint')}
            slotProps={{
              htmlInput: { inputMode: 'url', spellCheck: false, 'data-testid': 'legal-link-address' },
            }}
          />
          {shown?.needsText && (
            <TextField
              label={t('studio.legal.link.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={t('studio.legal.link.textHint')}
            />
          )}
        </DialogContent>
        <DialogActions>
          {shown?.href && (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              {t('studio.legal.link.remove')}
            </Button>
          )}
          <Button onClick={onCancel}>{t('studio.legal.link.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="legal-link-save">
            {t('studio.legal.link.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
