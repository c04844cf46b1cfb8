import { type IssuePath, type LinkOpeningMode, linkOpeningModes } from '@atrium/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../fields/use-field-issue';

type Props = {
  value: LinkOpeningMode | undefined;
  onChange: (mode: LinkOpeningMode | undefined) => void;
  path: IssuePath;
  /** Offers "not set" (the presence list, which opens nothing of its own). */
  optional?: boolean;
};

/** How the widget opens: in place, in a dialog, in an overlay or in a new tab. */
export function OpeningModeField({ value, onChange, path, optional }: Props) {
  const { t } = useTranslation();
  const errorProps = useFieldError(path, t('studio.widgets.configuration.openingModeHint'));
  return (
    <TextField
      select
      size="small"
      label={t('studio.widgets.configuration.openingMode')}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as LinkOpeningMode | undefined)}
      {...errorProps}
    >
      {optional && <MenuItem value="">{t('studio.widgets.configuration.openingModeNone')}</MenuItem>}
      {linkOpeningModes.map((mode) => (
        <MenuItem key={mode} value={mode}>
          {t(`studio.widgets.openingModes.${mode}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
