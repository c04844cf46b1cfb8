import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AssetImage } from '../../shared/assets/asset-image';
import { paths } from '../../shared/routing/route-paths';
import { useVenueView } from '../../shared/ui/use-venue-view';

/**
 * The home link: the venue's logo (or the app's name), leading to its default area. Its accessible
 * name is what is seen followed by where it leads (WCAG 2.5.3), so no aria-label replaces it.
 */
export function VenueLogo() {
  const { t } = useTranslation();
  const { venue, architecture, text } = useVenueView();
  const logo = venue?.assets.find((asset) => asset.id === architecture?.style.logoAssetId);
  const to = architecture ? paths.area(architecture.id, architecture.defaultAreaId) : '/';
  const name = (
    <Box component="span" sx={{ fontWeight: 700, fontSize: 22 }}>
      {t('app.name')}
    </Box>
  );
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{ display: 'flex', alignItems: 'center', height: 40, color: 'inherit', textDecoration: 'none' }}
      data-testid="home-link"
    >
      {logo ? (
        // Drawn 36 px high: 240 CSS pixels cover logos up to about 6:1.
        <AssetImage
          assetId={logo.id}
          width={240}
          alt={text(logo.alts) || t('app.name')}
          style={{ height: 36, width: 'auto' }}
          fallback={name}
        />
      ) : (
        name
      )}
      <Box component="span" sx={visuallyHidden}>
        {t('app.homeLink')}
      </Box>
    </Box>
  );
}
