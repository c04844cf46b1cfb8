import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WallImage } from './use-wall-image';

const thumb = { height: 72, maxWidth: 128, objectFit: 'cover', borderRadius: 1, flexShrink: 0 } as const;

/** The composer's image: its upload progress, its preview ready to post, or why it was refused. */
export function ImageUploadBar({ image, onRemove }: { image: WallImage; onRemove: () => void }) {
  const { t } = useTranslation();
  const remove = (
    <IconButton
      size="small"
      onClick={onRemove}
      aria-label={t('socialWall.composer.removeImage', { name: image.name })}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
  if (image.state === 'failed') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="body2"
          color="error"
          role="alert"
          data-testid="wall-image-error"
          sx={{ flex: 1 }}
        >
          {image.name}: {t(image.errorKey)}
        </Typography>
        {remove}
      </Box>
    );
  }
  const uploading = image.state === 'uploading';
  const percent = uploading ? Math.round(image.share * 100) : 100;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="wall-image">
      <Box
        component="img"
        src={uploading ? image.localUrl : image.uploaded.previewUrl}
        alt={t('socialWall.composer.imagePreview', { name: image.name })}
        sx={thumb}
        data-testid="wall-image-preview"
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" noWrap component="div">
          {uploading ? t('socialWall.composer.uploading', { name: image.name, percent }) : image.name}
        </Typography>
        {uploading && (
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('socialWall.composer.progress', { name: image.name })}
            data-testid="wall-upload-progress"
          />
        )}
      </Box>
      {remove}
    </Box>
  );
}
