import { type Architecture, type CookieCategory, cookieCategories } from '@atrium/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft.store';
import { issuesAt, useFieldError } from '../fields/use-field-issue';
import { ARCHITECTURE_PATH, editArchitecture } from './edit-architecture';
import { ProviderAttributesEditor } from './provider-attributes-editor';
import { ProviderIdField } from './provider-id-field';
import { SwitchField } from './switch-field';

type Props = {
  architecture: Architecture;
  index: number;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  onRemove: () => void;
};

function editProvider(
  index: number,
  recipe: (provider: Architecture['cookieProviders'][number]) => void,
  key?: string,
) {
  editArchitecture((architecture) => {
    const provider = architecture.cookieProviders[index];
    if (provider) recipe(provider);
  }, key);
}

/** One cookie provider, folded to its name and kind until opened. */
export function CookieProviderEditor({ architecture, index, expanded, onToggle, onRemove }: Props) {
  const { t } = useTranslation();
  const summaryId = useId();
  const detailsId = useId();
  const provider = architecture.cookieProviders[index];
  const path = [...ARCHITECTURE_PATH, 'cookieProviders', index];
  const problems = useDraftStore((state) => issuesAt(state.issues, path).length);
  const nameError = useFieldError([...path, 'name']);
  const typeError = useFieldError(
    [...path, 'type'],
    t(`studio.cookies.providers.typeHelp.${provider?.type ?? 'EXTERNAL_MEDIA'}`),
  );
  if (!provider) return null;
  const title = provider.name || t('studio.cookies.providers.unnamed');
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => onToggle(open)}
      slotProps={{ heading: { component: 'h4' }, transition: { unmountOnExit: true } }}
      data-testid={`cookie-provider-${index}`}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={detailsId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {provider.id}
          </Typography>
          <Chip size="small" label={t(`studio.cookies.providers.types.${provider.type}`)} />
          {provider.defaultProvider && (
            <Chip size="small" variant="outlined" label={t('studio.cookies.providers.defaultChip')} />
          )}
          {problems > 0 && (
            <Chip
              size="small"
              color="error"
              icon={<ErrorOutlineIcon />}
              label={t('studio.cookies.providers.problems', { count: problems })}
            />
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              size="small"
              fullWidth
              label={t('studio.cookies.providers.name')}
              value={provider.name}
              onChange={(event) =>
                editProvider(
                  index,
                  (draft) => {
                    draft.name = event.target.value;
                  },
                  `cookie-provider-name:${index}`,
                )
              }
              {...nameError}
            />
            <ProviderIdField architecture={architecture} index={index} />
          </Stack>
          <TextField
            select
            size="small"
            label={t('studio.cookies.providers.type')}
            value={provider.type}
            onChange={(event) =>
              editProvider(index, (draft) => {
                draft.type = event.target.value as CookieCategory;
              })
            }
            {...typeError}
          >
            {cookieCategories.map((category) => (
              <MenuItem key={category} value={category}>
                {t(`studio.cookies.providers.types.${category}`)}
              </MenuItem>
            ))}
          </TextField>
          <SwitchField
            label={t('studio.cookies.providers.default')}
            help={t('studio.cookies.providers.defaultHelp')}
            checked={provider.defaultProvider}
            onChange={(checked) =>
              editProvider(index, (draft) => {
                draft.defaultProvider = checked;
              })
            }
            path={[...path, 'defaultProvider']}
          />
          <ProviderAttributesEditor provider={provider} index={index} />
          <Box>
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={onRemove}
              data-testid="remove-cookie-provider"
            >
              {t('studio.cookies.providers.remove')}
            </Button>
          </Box>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
