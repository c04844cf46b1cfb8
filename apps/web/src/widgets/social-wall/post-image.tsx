import type { SocialWallImage } from '@atrium/domain';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWall } from './wall-context';
import { wallKey, wallQueryClient } from './wall-queries';

/** Signed image URLs expire: a failed one has the wall read again (once per URL) for fresh ones. */
const renewed = new Set<string>();

/** A post's image: its preview variant in the post, the large one in a dialog on click. */
export function PostImage({ image, author }: { image: SocialWallImage; author: string }) {
  const { t } = useTranslation();
  const { wall } = useWall();
  const [open, setOpen] = useState(false);
  const alt = t('socialWall.post.image', { name: author });
  const renew = (url: string) => () => {
    if (renewed.has(url)) return;
    renewed.add(url);
    void wallQueryClient.invalidateQueries({ queryKey: wallKey(wall) });
  };
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('socialWall.post.openImage', { name: author })}
        sx={{
          alignSelf: 'flex-start',
          borderRadius: 1,
          overflow: 'hidden',
          // At most 360 px high and as wide as the post, in the image's proportions before it loads.
          width: `min(100%, ${Math.round((360 * image.width) / Math.max(1, image.height))}px)`,
        }}
        data-testid="wall-post-image"
      >
        <Box
          component="img"
          src={image.previewUrl}
          alt={alt}
          loading="lazy"
          onError={renew(image.previewUrl)}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${image.width} / ${image.height}`,
            bgcolor: 'action.hover',
          }}
        />
      </ButtonBase>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth={false}
        aria-label={alt}
        data-testid="wall-image-dialog"
        slotProps={{ paper: { sx: { m: 1, maxWidth: 'calc(100% - 16px)', position: 'relative' } } }}
      >
        <Box
          component="img"
          src={image.url}
          alt={alt}
          onError={renew(image.url)}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 'calc(100vh - 32px)', objectFit: 'contain' }}
        />
        <IconButton
          onClick={() => setOpen(false)}
          aria-label={t('socialWall.close')}
          sx={{
            position: 'absolute',
            top: 8,
            insetInlineEnd: 8,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <CloseIcon />
        </IconButton>
      </Dialog>
    </>
  );
}
