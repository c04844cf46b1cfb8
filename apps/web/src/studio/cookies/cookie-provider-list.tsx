import type { Architecture } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddProviderDialog } from './add-provider-dialog';
import { CookieProviderEditor } from './cookie-provider-editor';
import { editArchitecture } from './edit-architecture';
import { referencesRemovedWith, removeCookieProvider } from './provider-references';
import { RemoveProviderDialog } from './remove-provider-dialog';

type Props = {
  architecture: Architecture;
  /** The provider to open first (`/studio/cookies/<provider id>`). */
  openProviderId?: string | undefined;
};

/** The venue's cookie providers: the services widgets need consent for. */
export function CookieProviderList({ architecture, openProviderId }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const providers = architecture.cookieProviders;
  // By position: ids can change while a provider is open, and may even be duplicated in imported JSON.
  const [expanded, setExpanded] = useState<number>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number>();

  // Opens the provider the address names when it names another one (state adjusted while rendering).
  const [opened, setOpened] = useState<string>();
  if (openProviderId !== opened) {
    setOpened(openProviderId);
    const index = providers.findIndex((provider) => provider.id === openProviderId);
    if (index >= 0) setExpanded(index);
  }

  const removed = removing === undefined ? undefined : providers[removing];
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography id={headingId} variant="h6" component="h3">
            {t('studio.cookies.providers.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('studio.cookies.providers.help')}
          </Typography>
        </Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ flexShrink: 0 }}
          data-testid="add-cookie-provider"
        >
          {t('studio.cookies.providers.add')}
        </Button>
      </Box>
      {providers.length === 0 ? (
        <Typography color="text.secondary">{t('studio.cookies.providers.empty')}</Typography>
      ) : (
        <Box>
          {providers.map((_provider, index) => (
            <CookieProviderEditor
              // Positions, not ids, identify the editors (see `expanded`).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              architecture={architecture}
              index={index}
              expanded={expanded === index}
              onToggle={(open) => setExpanded(open ? index : undefined)}
              onRemove={() => setRemoving(index)}
            />
          ))}
        </Box>
      )}
      {adding && (
        <AddProviderDialog
          takenIds={providers.map((provider) => provider.id)}
          onAdd={(provider) => {
            editArchitecture((draft) => {
              draft.cookieProviders.push(provider);
            });
            setExpanded(providers.length);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {removing !== undefined && removed && (
        <RemoveProviderDialog
          provider={removed}
          references={referencesRemovedWith(architecture, removing)}
          onConfirm={() => {
            editArchitecture((draft) => removeCookieProvider(draft, removing));
            setExpanded(undefined);
          }}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </Stack>
  );
}
