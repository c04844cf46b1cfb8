import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAssetSource } from '../../shared/assets/use-asset-source';
import { areaBackgroundWidth } from '../../shared/ui/area-background-uri';
import { useVenueView } from '../../shared/ui/use-venue-view';

/** Natural aspect ratios of backgrounds seen in this visit, so a revisit lays out at once. */
const knownRatios = new Map<string, number>();

export function knownRatio(assetId: string | undefined): number | undefined {
  return assetId ? knownRatios.get(assetId) : undefined;
}

type AreaBackgroundProps = {
  assetId: string | undefined;
  /** Used when the asset has no alternative text of its own. */
  fallbackAlt: string;
  onRatio: (ratio: number) => void;
};

/**
 * The viewpoint's picture (an image, a video's poster or a panorama drawn flat), filling the
 * background box. Loaded in the size the screen draws it (the variant the route's preload fetched);
 * a picture that cannot be loaded at all shows the content problem text.
 */
export function AreaBackground({ assetId, fallbackAlt, onRatio }: AreaBackgroundProps) {
  const { t } = useTranslation();
  const { text } = useVenueView();
  const { asset, src, onError, failed } = useAssetSource(assetId, { width: areaBackgroundWidth() });
  if (failed) {
    return (
      <Typography role="alert" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
        {t('errors.codes.WIDGET_ERROR')}
      </Typography>
    );
  }
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={text(asset?.alts ?? []) || fallbackAlt}
      onError={onError}
      onLoad={(event) => {
        const { naturalWidth, naturalHeight } = event.currentTarget;
        if (!assetId || naturalWidth === 0 || naturalHeight === 0) return;
        knownRatios.set(assetId, naturalWidth / naturalHeight);
        onRatio(naturalWidth / naturalHeight);
      }}
      fetchPriority="high"
      data-testid="area-background"
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'contain',
        display: 'block',
      }}
    />
  );
}
