import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AssetImage } from '../../shared/assets/asset-image';
import { useVenueView } from '../../shared/ui/use-venue-view';
import { paths } from '../routing/route-paths';

/** The home link: the venue's logo, leading to its default area. */
export function VenueLogo() {
  const { t } = useTranslation();
  const { venue, architecture } = useVenueView();
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
      aria-label={t('app.homeLink')}
      sx={{ display: 'flex', alignItems: 'center', height: 40, color: 'inherit', textDecoration: 'none' }}
      data-testid="home-link"
    >
      {logo ? (
        // Drawn 36 px high: 240 CSS pixels cover logos up to about 6:1.
        <AssetImage
          assetId={logo.id}
          width={240}
          alt=""
          style={{ height: 36, width: 'auto' }}
          fallback={name}
        />
      ) : (
        name
      )}
    </Box>
  );
}
