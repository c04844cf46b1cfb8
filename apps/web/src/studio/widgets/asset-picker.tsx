import type { IssuePath, Venue } from '@atrium/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AssetUploadButton } from '../fields/asset-upload-button';
import { useFieldError } from '../fields/use-field-issue';
import { assetsMatching } from './asset-kinds';

type Props = {
  architectureId: string;
  venue: Venue;
  label: string;
  /** The file types offered (`application/pdf`, `audio/*`, `image/*`). */
  accept: string;
  /** The chosen asset id; '' or undefined when none is. */
  value: string | undefined;
  onChange: (assetId: string | undefined) => void;
  path: IssuePath;
  /** Offers "none" (for an optional file). */
  optional?: boolean;
  uploadLabel: string;
};

/** One of the venue's files of a kind, chosen from those uploaded or uploaded here. */
export function AssetPicker({
  architectureId,
  venue,
  label,
  accept,
  value,
  onChange,
  path,
  optional,
  uploadLabel,
}: Props) {
  const { t } = useTranslation();
  const errorProps = useFieldError(path);
  const fitting = assetsMatching(venue.assets, accept);
  const current = value ? venue.assets.find((asset) => asset.id === value) : undefined;
  const choices = current && !fitting.includes(current) ? [current, ...fitting] : fitting;
  const missing = value && !current ? value : undefined;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        sx={{ minWidth: 240, flex: 1 }}
        {...errorProps}
        helperText={
          errorProps.helperText ?? (fitting.length === 0 ? t('studio.widgets.asset.noneYet') : undefined)
        }
      >
        <MenuItem value="" disabled={!optional}>
          {optional ? t('studio.widgets.asset.none') : t('studio.widgets.asset.choose')}
        </MenuItem>
        {missing && (
          <MenuItem value={missing} disabled>
            {t('studio.widgets.asset.missing', { id: missing })}
          </MenuItem>
        )}
        {choices.map((asset) => (
          <MenuItem key={asset.id} value={asset.id}>
            {asset.displayName || asset.id}
          </MenuItem>
        ))}
      </TextField>
      <AssetUploadButton
        architectureId={architectureId}
        accept={accept}
        label={uploadLabel}
        onUploaded={(asset) => onChange(asset.id)}
      />
    </Box>
  );
}
