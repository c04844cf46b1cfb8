import { type PresenceFilter, presenceFilters } from '@atrium/domain';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { IssueTextField } from '../issue-text-field';
import type { ConfigFormProps } from '../widget-editing';

/** A presence list: whom it lists. */
export function PresenceListConfigForm({ configuration, path, update }: ConfigFormProps<'PRESENCE_LIST'>) {
  const { t } = useTranslation();
  return (
    <IssueTextField
      select
      label={t('studio.widgets.presence.filter')}
      path={[...path, 'filter']}
      value={configuration.filter}
      onChange={(filter) =>
        update((c) => {
          c.filter = filter as PresenceFilter;
        })
      }
    >
      {presenceFilters.map((filter) => (
        <MenuItem key={filter} value={filter}>
          {t(`studio.widgets.presence.filters.${filter}`)}
        </MenuItem>
      ))}
    </IssueTextField>
  );
}
