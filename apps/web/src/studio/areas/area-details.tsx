import { type Area, type LocalizedList, type ViewMode, viewModes } from '@atrium/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { LocalizedTextField } from '../fields/localized-text-field';
import { useFieldError } from '../fields/use-field-issue';
import { setViewMode } from './area-edits';

type Props = { area: Area; areaIndex: number };

/** The area's names and descriptions (in the content language) and its view mode. */
export function AreaDetails({ area, areaIndex }: Props) {
  const { t } = useTranslation();
  const path = ['architectures', 0, 'areas', areaIndex] as const;
  const viewModeError = useFieldError([...path, 'viewMode'], t('studio.areas.fields.viewModeHelp'));
  const idError = useFieldError([...path, 'id'], t('studio.areas.fields.idHelp'));
  const edit = useDraftStore.getState().edit;

  const setList = (field: 'names' | 'descriptions') => (list: LocalizedList) =>
    edit((venue) => {
      const target = draftArchitecture(venue).areas[areaIndex];
      if (target) target[field] = list;
    }, `area-${field}:${area.id}`);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <TextField
        size="small"
        label={t('studio.areas.fields.id')}
        value={area.id}
        slotProps={{ input: { readOnly: true } }}
        {...idError}
      />
      <LocalizedTextField
        path={[...path, 'names']}
        value={area.names}
        onChange={setList('names')}
        label={t('studio.areas.fields.name')}
        data-testid="area-name-field"
      />
      <LocalizedTextField
        path={[...path, 'descriptions']}
        value={area.descriptions}
        onChange={setList('descriptions')}
        label={t('studio.areas.fields.description')}
        multiline
        minRows={2}
      />
      <TextField
        select
        size="small"
        label={t('studio.areas.fields.viewMode')}
        value={area.viewMode}
        onChange={(event) =>
          edit((venue) => setViewMode(draftArchitecture(venue), area.id, event.target.value as ViewMode))
        }
        {...viewModeError}
        data-testid="area-view-mode"
      >
        {viewModes.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`studio.areas.viewMode.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
