import type { IssuePath } from '@atrium/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../fields/use-field-issue';
import { normaliseTags } from '../field-values';

type Props = {
  value: readonly string[];
  suggestions: readonly string[];
  onChange: (tags: string[]) => void;
  path: IssuePath;
};

/** Free tags: typed and confirmed with Enter (or a comma), or picked from those used on the board. */
export function TagsField({ value, suggestions, onChange, path }: Props) {
  const { t } = useTranslation();
  const errorProps = useFieldError(path, t('studio.widgets.mediaBoard.tagsHint'));
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={suggestions.filter((tag) => !value.includes(tag))}
      value={[...value]}
      onChange={(_event, tags) => onChange(normaliseTags(tags))}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t('studio.widgets.mediaBoard.tags')} {...errorProps} />
      )}
    />
  );
}
