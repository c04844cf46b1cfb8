import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import { useDraftAssetUrl } from './use-draft-asset-url';

const WIDTH = 160;

/** A small picture of one of the draft's assets (an empty frame while it loads or when it is missing). */
export function AssetThumbnail({ assetId, alt }: { assetId: string | undefined; alt: string }) {
  const { asset, src } = useDraftAssetUrl(assetId);
  return (
    <Box
      sx={{
        width: WIDTH,
        aspectRatio: '16 / 9',
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
        color: 'text.disabled',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          title={asset?.displayName}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <ImageIcon aria-hidden />
      )}
    </Box>
  );
}
