import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAssetSource } from '../../shared/assets/use-asset-source';
import { useVenueView } from '../../shared/ui/use-venue-view';

function AssetTabLink({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const { text } = useVenueView();
  const { asset, src } = useAssetSource(assetId);
  const name = asset?.displayName || text(asset?.alts ?? []) || assetId;
  return (
    <Button
      component="a"
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      disabled={!src}
      startIcon={<OpenInNewIcon />}
      aria-label={t('widget.opensInNewTab', { name })}
    >
      {name}
    </Button>
  );
}

/**
 * A file-based widget (PDF, audio, downloads) whose opening mode is "new tab": its files, each
 * opened in a tab of its own by the visitor's click (a real link, so no popup blocker interferes).
 */
export function WidgetNewTabLinks({ name, assetIds }: { name: string; assetIds: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Typography>{t('widget.newTab', { name })}</Typography>
      {assetIds.map((assetId) => (
        <AssetTabLink key={assetId} assetId={assetId} />
      ))}
    </Box>
  );
}
