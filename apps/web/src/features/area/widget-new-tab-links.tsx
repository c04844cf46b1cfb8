import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAssetSource } from '../../shared/assets/use-asset-source';
import { useVenueView } from '../../shared/ui/use-venue-view';
import type { NewTabTarget } from './widget-opening';

/** A real link that opens in a new tab (the visitor's own click, so no popup blocker interferes). */
function TabLink({ href, name }: { href: string | undefined; name: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      disabled={!href}
      startIcon={<OpenInNewIcon />}
      aria-label={t('widget.opensInNewTab', { name })}
      data-testid="new-tab-link"
    >
      {name}
    </Button>
  );
}

function AssetTabLink({ assetId }: { assetId: string }) {
  const { text } = useVenueView();
  const { asset, src } = useAssetSource(assetId);
  return <TabLink href={src} name={asset?.displayName || text(asset?.alts ?? []) || assetId} />;
}

/**
 * What a widget would open in a new tab, as links: its page (shown when the tab had to wait for
 * consent) or its files, each through its signed URL.
 */
export function WidgetNewTabLinks({ name, target }: { name: string; target: NewTabTarget }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="widget-new-tab"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}
    >
      <Typography>{t('widget.newTab', { name })}</Typography>
      {'href' in target ? (
        <TabLink href={target.href} name={name} />
      ) : (
        target.assetIds.map((assetId) => <AssetTabLink key={assetId} assetId={assetId} />)
      )}
    </Box>
  );
}
