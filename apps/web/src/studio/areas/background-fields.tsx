import { type Background, type BackgroundType, backgroundTypes } from '@atrium/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetUploadButton } from '../fields/asset-upload-button';
import { backgroundOfType } from './area-edits';
import { AssetThumbnail } from './asset-thumbnail';
import { backgroundProblems } from './background-check';
import { useDraftAssetUrl } from './use-draft-asset-url';

/** Problems of a background's fields, by field name. */
export type BackgroundErrors = Partial<Record<'type' | 'assetId' | 'videoUrl' | 'posterAssetId', string>>;

/**
 * The problems of a background not in the draft yet: what is wrong, not what is still missing
 * (the form says once what it needs before it can be added).
 */
export function newBackgroundErrors(
  background: Background,
  assets: Parameters<typeof backgroundProblems>[1],
  t: TFunction,
): BackgroundErrors {
  const problems = backgroundProblems(background, assets);
  const errors: BackgroundErrors = {};
  if (problems.assetId === 'unknown') errors.assetId = t('studio.areas.background.unknownAsset');
  if (problems.posterAssetId === 'unknown') errors.posterAssetId = t('studio.areas.background.unknownAsset');
  if (problems.videoUrl === 'invalid') errors.videoUrl = t('studio.areas.background.invalidUrl');
  return errors;
}

type Props = {
  architectureId: string;
  value: Background;
  /** `typing` is set while the video address is being typed (one undo step per word). */
  onChange: (background: Background, typing?: 'videoUrl') => void;
  errors: BackgroundErrors;
};

function AssetName({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const { asset } = useDraftAssetUrl(assetId);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
      {asset?.displayName || assetId || t('studio.areas.background.noPicture')}
    </Typography>
  );
}

/** A viewpoint's background: its type, and the uploaded picture or panorama, or the video's address and poster. */
export function BackgroundFields({ architectureId, value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const picture = value.type === 'BackgroundVideo' ? value.posterAssetId : value.assetId;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl error={errors.type !== undefined}>
        <FormLabel id={labelId}>{t('studio.areas.background.type')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value.type}
          onChange={(event) => onChange(backgroundOfType(value, event.target.value as BackgroundType))}
        >
          {backgroundTypes.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={t(`studio.areas.background.${type}`)}
            />
          ))}
        </RadioGroup>
        {errors.type && <FormHelperText>{errors.type}</FormHelperText>}
      </FormControl>

      {value.type === 'BackgroundVideo' && (
        <>
          <TextField
            size="small"
            fullWidth
            type="url"
            label={t('studio.areas.background.videoUrl')}
            value={value.videoUrl}
            onChange={(event) => onChange({ ...value, videoUrl: event.target.value }, 'videoUrl')}
            error={errors.videoUrl !== undefined}
            helperText={errors.videoUrl ?? t('studio.areas.background.videoUrlHelp')}
            data-testid="background-video-url"
          />
          <FormControlLabel
            control={
              <Switch
                checked={value.playerActive}
                onChange={(event) => onChange({ ...value, playerActive: event.target.checked })}
              />
            }
            label={t('studio.areas.background.playerActive')}
          />
        </>
      )}

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <AssetThumbnail assetId={picture} alt={t('studio.areas.background.preview')} />
        <Box sx={{ display: 'grid', gap: 1, minWidth: 200, flex: 1 }}>
          <Typography variant="subtitle2" component="p">
            {t(
              value.type === 'BackgroundVideo'
                ? 'studio.areas.background.poster'
                : `studio.areas.background.picture.${value.type}`,
            )}
          </Typography>
          {picture && <AssetName assetId={picture} />}
          <AssetUploadButton
            architectureId={architectureId}
            accept="image/*"
            label={t(
              value.type === 'BackgroundPanorama'
                ? 'studio.areas.background.uploadPanorama'
                : value.type === 'BackgroundVideo'
                  ? 'studio.areas.background.uploadPoster'
                  : 'studio.areas.background.uploadImage',
            )}
            onUploaded={(asset) =>
              onChange(
                value.type === 'BackgroundVideo'
                  ? { ...value, posterAssetId: asset.id }
                  : { ...value, assetId: asset.id },
              )
            }
          />
          {value.type === 'BackgroundVideo' && value.posterAssetId && (
            <Button
              size="small"
              startIcon={<DeleteIcon />}
              onClick={() => {
                const { posterAssetId: _, ...rest } = value;
                onChange(rest);
              }}
              sx={{ justifySelf: 'start' }}
            >
              {t('studio.areas.background.removePoster')}
            </Button>
          )}
          {value.type === 'BackgroundPanorama' && (
            <Typography variant="caption" color="text.secondary">
              {t('studio.areas.background.panoramaHelp')}
            </Typography>
          )}
          {(errors.assetId ?? errors.posterAssetId) && (
            <FormHelperText error>{errors.assetId ?? errors.posterAssetId}</FormHelperText>
          )}
        </Box>
      </Box>
    </Box>
  );
}
