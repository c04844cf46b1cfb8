import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AreaCount } from '../../features/presence/area-count';
import { paths } from '../../shared/routing/route-paths';
import { useUiStore } from '../../shared/stores/ui.store';
import { useCookieBannerEnabled, useNavigableAreas, useVenueView } from '../../shared/ui/use-venue-view';
import { useLegalLinks } from './legal-links';

/** Legal links, privacy preferences (with a banner) and, with global navigation, the areas. */
export function Footer() {
  const { t } = useTranslation();
  const { architecture } = useVenueView();
  const areas = useNavigableAreas();
  const legalLinks = useLegalLinks();
  const bannerEnabled = useCookieBannerEnabled();
  if (!architecture) return null;
  const linkSx = { color: 'text.secondary', '&:hover': { color: 'text.primary' } };

  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, px: 3, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {areas.length > 0 && (
        <Box
          component="nav"
          aria-label={t('app.areas')}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', flexGrow: 1 }}
        >
          {areas.map((area) => (
            <Link key={area.id} component={RouterLink} to={paths.area(architecture.id, area.id)} sx={linkSx}>
              {area.name}
              <AreaCount areaId={area.id} />
            </Link>
          ))}
        </Box>
      )}
      <Box
        component="nav"
        aria-label={t('app.legal')}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', marginInlineStart: 'auto' }}
      >
        {legalLinks.map((link) => (
          <Link key={link.key} component={RouterLink} to={link.to} sx={linkSx}>
            {t(link.label)}
          </Link>
        ))}
        {bannerEnabled && (
          <Link
            component="button"
            type="button"
            onClick={() => useUiStore.getState().setCookieBannerVisible(true)}
            sx={{ ...linkSx, font: 'inherit' }}
          >
            {t('privacyPreferences')}
          </Link>
        )}
      </Box>
    </Box>
  );
}
