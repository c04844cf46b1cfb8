import { type CookieCategory, type CookieProvider, cookieCategories } from '@atrium/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { providerIdFromName, providerIdProblem } from './provider-id';

type Props = {
  /** The ids the architecture's providers have already. */
  takenIds: string[];
  onAdd: (provider: CookieProvider) => void;
  onClose: () => void;
};

/** Asks for a new provider's name and kind; its id follows the name until it is typed over. */
export function AddProviderDialog({ takenIds, onAdd, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<CookieCategory>('EXTERNAL_MEDIA');
  const [typedId, setTypedId] = useState<string>();
  const id = typedId ?? providerIdFromName(name, takenIds);
  const problem = providerIdProblem(id, takenIds);
  const ready = name.trim() !== '' && problem === undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="add-cookie-provider-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          onAdd({ id: id.trim(), name: name.trim(), type, defaultProvider: false, attributes: [] });
          onClose();
        }}
      >
        <DialogTitle id={titleId}>{t('studio.cookies.add.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              required
              size="small"
              label={t('studio.cookies.providers.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              helperText={t('studio.cookies.add.nameHelp')}
              slotProps={{ htmlInput: { 'data-testid': 'new-cookie-provider-name' } }}
            />
            <TextField
              select
              size="small"
              label={t('studio.cookies.providers.type')}
              value={type}
              onChange={(event) => setType(event.target.value as CookieCategory)}
              helperText={t(`studio.cookies.providers.typeHelp.${type}`)}
            >
              {cookieCategories.map((category) => (
                <MenuItem key={category} value={category}>
                  {t(`studio.cookies.providers.types.${category}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              size="small"
              label={t('studio.cookies.providers.id')}
              value={id}
              onChange={(event) => setTypedId(event.target.value)}
              error={problem !== undefined}
              helperText={
                problem ? t(`studio.cookies.providers.idProblem.${problem}`) : t('studio.cookies.add.idHelp')
              }
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('studio.cookies.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!ready}
            data-testid="add-cookie-provider-confirm"
          >
            {t('studio.cookies.add.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
