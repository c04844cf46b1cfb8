import type { CookieProvider, CookieProviderAttribute } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../fields/localized-text-field';
import { ARCHITECTURE_PATH, editArchitecture } from './edit-architecture';

type Props = { provider: CookieProvider; index: number };

function editAttributes(
  index: number,
  recipe: (attributes: CookieProviderAttribute[]) => void,
  key?: string,
) {
  editArchitecture((architecture) => {
    const provider = architecture.cookieProviders[index];
    if (provider) recipe(provider.attributes);
  }, key);
}

/** The key/value rows the detailed banner lists under a provider (purpose, lifetime, …), both localized. */
export function ProviderAttributesEditor({ provider, index }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const path = [...ARCHITECTURE_PATH, 'cookieProviders', index, 'attributes'];
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Box>
        <Typography id={headingId} variant="subtitle2" component="h5">
          {t('studio.cookies.attributes.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('studio.cookies.attributes.help')}
        </Typography>
      </Box>
      {provider.attributes.map((attribute, row) => {
        const number = row + 1;
        return (
          <Stack
            // Rows have no id of their own; they are only added at the end or removed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={row}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <LocalizedTextField
              path={[...path, row, 'key']}
              value={attribute.key}
              onChange={(list) =>
                editAttributes(
                  index,
                  (attributes) => {
                    if (attributes[row]) attributes[row].key = list;
                  },
                  `cookie-provider-attribute-key:${index}:${row}`,
                )
              }
              label={t('studio.cookies.attributes.key', { number })}
              sx={{ flex: 1 }}
            />
            <LocalizedTextField
              path={[...path, row, 'value']}
              value={attribute.value}
              onChange={(list) =>
                editAttributes(
                  index,
                  (attributes) => {
                    if (attributes[row]) attributes[row].value = list;
                  },
                  `cookie-provider-attribute-value:${index}:${row}`,
                )
              }
              label={t('studio.cookies.attributes.value', { number })}
              multiline
              sx={{ flex: 2 }}
            />
            <Tooltip title={t('studio.cookies.attributes.remove', { number })}>
              <IconButton
                aria-label={t('studio.cookies.attributes.remove', { number })}
                onClick={() => editAttributes(index, (attributes) => void attributes.splice(row, 1))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        );
      })}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => editAttributes(index, (attributes) => void attributes.push({ key: [], value: [] }))}
        >
          {t('studio.cookies.attributes.add')}
        </Button>
      </Box>
    </Stack>
  );
}
