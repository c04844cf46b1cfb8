import type { IssuePath, Venue } from '@atrium/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { AssetUploadButton } from '../fields/asset-upload-button';
import { useFieldError } from '../fields/use-field-issue';

type Props = {
  architectureId: string;
  venue: Venue;
  label: string;
  value: readonly string[];
  onChange: (assetIds: string[]) => void;
  /** Adds an uploaded file to the draft's list (read there, as the list may change during the upload). */
  onAdd: (assetId: string) => void;
  path: IssuePath;
  uploadLabel: string;
};

/** Several of the venue's files, in the order chosen; a file uploaded here is added to them. */
export function AssetListPicker({
  architectureId,
  venue,
  label,
  value,
  onChange,
  onAdd,
  path,
  uploadLabel,
}: Props) {
  const errorProps = useFieldError(path);
  const ids = venue.assets.map((asset) => asset.id);
  const options = [...ids, ...value.filter((id) => !ids.includes(id))];
  const nameOf = (id: string) => {
    const asset = venue.assets.find((item) => item.id === id);
    return asset ? asset.displayName || asset.id : id;
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Autocomplete
        multiple
        size="small"
        options={options}
        value={[...value]}
        onChange={(_event, chosen) => onChange(chosen)}
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
        renderInput={(params) => <TextField {...params} label={label} {...errorProps} />}
      />
      <Box sx={{ justifySelf: 'start' }}>
        <AssetUploadButton
          architectureId={architectureId}
          accept=""
          label={uploadLabel}
          onUploaded={(asset) => onAdd(asset.id)}
        />
      </Box>
    </Box>
  );
}
