import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadBar } from './image-upload-bar';
import { useWallImage } from './use-wall-image';
import { useWallSubmit } from './use-wall-submit';
import { post } from './wall-actions';
import { useWall } from './wall-context';
import { WALL_IMAGE_TYPES } from './wall-image-file';
import { WallTextField } from './wall-text-field';

/** Writes a post: its text (Ctrl+Enter posts) and one image, uploaded with its progress. */
export function WallComposer() {
  const { t } = useTranslation();
  const { wall } = useWall();
  const [text, setText] = useState('');
  const { image, choose, clear } = useWallImage(wall);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const { busy, failure, submit } = useWallSubmit(async () => {
    await post(wall, text.trim(), image?.state === 'ready' ? image.uploaded.imageId : undefined);
    setText('');
    clear();
    textInput.current?.focus();
  });
  const canPost = !busy && text.trim().length > 0 && image?.state !== 'uploading';
  const send = () => {
    if (canPost) void submit();
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('socialWall.composer.title')}
      data-testid="wall-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <WallTextField
        label={t('socialWall.composer.label')}
        value={text}
        onChange={setText}
        onSubmit={send}
        minRows={2}
        inputRef={textInput}
        testId="wall-composer-text"
      />
      {image && <ImageUploadBar image={image} onRemove={clear} />}
      {failure && (
        <Alert severity="error" data-testid="wall-post-error">
          {t(failure)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <input
          ref={fileInput}
          type="file"
          accept={WALL_IMAGE_TYPES.join(',')}
          hidden
          data-testid="wall-image-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) choose(file);
          }}
        />
        <Button
          color="inherit"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={busy}
        >
          {t(image ? 'socialWall.composer.replaceImage' : 'socialWall.composer.addImage')}
        </Button>
        <Button type="submit" variant="contained" disabled={!canPost} sx={{ marginInlineStart: 'auto' }}>
          {t(busy ? 'socialWall.composer.posting' : 'socialWall.composer.post')}
        </Button>
      </Box>
    </Paper>
  );
}
