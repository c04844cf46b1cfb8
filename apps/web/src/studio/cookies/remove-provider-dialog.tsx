import { type CookieProvider, localizedText } from '@atrium/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderReference } from './provider-references';

type Props = {
  provider: CookieProvider;
  /** The widget configurations naming the provider: they lose the reference in the same edit. */
  references: ProviderReference[];
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before removing a provider, naming the widget configurations that will no longer ask consent for it. */
export function RemoveProviderDialog({ provider, references, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const name = provider.name || provider.id;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="remove-cookie-provider-dialog"
    >
      <DialogTitle id={titleId}>{t('studio.cookies.remove.title', { name })}</DialogTitle>
      <DialogContent>
        {references.length > 0 ? (
          <>
            <DialogContentText>
              {t('studio.cookies.remove.references', { count: references.length, name })}
            </DialogContentText>
            <List dense data-testid="cookie-provider-references">
              {references.map((reference) => (
                <ListItem key={reference.path.join('.')} disableGutters>
                  <ListItemText
                    primary={t('studio.cookies.remove.widget', {
                      widget: reference.widget.name || reference.widget.id,
                      configuration: reference.configuration.name || reference.configuration.id,
                    })}
                    secondary={
                      reference.area
                        ? t('studio.cookies.remove.inArea', {
                            area: localizedText(reference.area.names, i18n.language) || reference.area.id,
                          })
                        : t('studio.cookies.remove.global')
                    }
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : (
          <DialogContentText>{t('studio.cookies.remove.noReferences')}</DialogContentText>
        )}
        {provider.defaultProvider && (
          <DialogContentText sx={{ mt: 1 }}>{t('studio.cookies.remove.defaultProvider')}</DialogContentText>
        )}
        <DialogContentText sx={{ mt: 1 }}>{t('studio.cookies.remove.undo')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('studio.cookies.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          data-testid="remove-cookie-provider-confirm"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {t('studio.cookies.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
