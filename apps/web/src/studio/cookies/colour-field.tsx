import type { IssuePath } from '@atrium/domain';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../fields/use-field-issue';
import { colourInputValue } from '../style/style-colours';

type Props = {
  label: string;
  value: string;
  /** Where the colour is in the venue JSON, for its validation issue. */
  path: IssuePath;
  onChange: (value: string) => void;
  testId?: string;
};

/** A hex colour typed in or picked with the browser's colour picker. */
export function ColourField({ label, value, path, onChange, testId }: Props) {
  const { t } = useTranslation();
  const errorProps = useFieldError(path, t('studio.cookies.colours.help'));
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      {...errorProps}
      slotProps={{
        htmlInput: { spellCheck: false, 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                value={colourInputValue(value) ?? '#000000'}
                onChange={(event) => onChange(event.target.value.toUpperCase())}
                aria-label={t('studio.cookies.colours.picker', { label })}
                sx={{ width: 32, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
