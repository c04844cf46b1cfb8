import type { CookieProvider, IssuePath } from '@atrium/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../fields/use-field-issue';
import { orderedChoice } from './field-values';

type Props = {
  value: readonly string[];
  providers: readonly CookieProvider[];
  onChange: (ids: string[]) => void;
  path: IssuePath;
};

/** The cookie providers whose consent the widget needs (ids of the architecture's providers). */
export function CookieProvidersField({ value, providers, onChange, path }: Props) {
  const { t } = useTranslation();
  const ids = providers.map((provider) => provider.id);
  // Ids of providers that no longer exist stay listed (marked), so their problem can be seen and removed.
  const options = [...ids, ...value.filter((id) => !ids.includes(id))];
  const nameOf = (id: string) => providers.find((provider) => provider.id === id)?.name || id;
  const errorProps = useFieldError(
    path,
    t(
      providers.length === 0
        ? 'studio.widgets.configuration.noCookieProviders'
        : 'studio.widgets.configuration.cookieProvidersHint',
    ),
  );
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={[...value]}
      onChange={(_event, chosen) => onChange(orderedChoice(chosen, options))}
      getOptionLabel={nameOf}
      filterSelectedOptions
      renderValue={(chosen, getItemProps) =>
        chosen.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={nameOf(id)}
              color={ids.includes(id) ? 'default' : 'error'}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t('studio.widgets.configuration.cookieProviders')} {...errorProps} />
      )}
    />
  );
}
