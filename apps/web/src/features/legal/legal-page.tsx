import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../shared/routing/route-paths';
import { useVenueStore } from '../../shared/stores/venue.store';
import { useVenueView } from '../../shared/ui/use-venue-view';

export type MandatoryPage = 'imprint' | 'privacyPolicy';

/** Spec §2.5: rich text containing a script tag opening is refused, everything else sanitised. */
export function legalHtml(text: string): { html: string } | { invalid: true } {
  if (/<script/i.test(text)) return { invalid: true };
  return { html: DOMPurify.sanitize(text, { USE_PROFILES: { html: true } }) };
}

export function LegalPage({ page }: { page: MandatoryPage }) {
  const { t } = useTranslation();
  const { architecture, text } = useVenueView();
  const lastAreaId = useVenueStore((s) => s.lastAreaId);
  if (!architecture) return null;
  const content = legalHtml(text(page === 'imprint' ? architecture.impress : architecture.privacyNotice));
  const back = lastAreaId ? paths.area(architecture.id, lastAreaId) : '/';
  return (
    <Box sx={{ maxWidth: 860, width: '100%', mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Button
        component={RouterLink}
        to={back}
        startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      >
        {t('returnToArea')}
      </Button>
      <Box component="h1" sx={visuallyHidden}>
        {t(page)}
      </Box>
      {'invalid' in content ? (
        <Alert severity="error" sx={{ mt: 3 }} data-testid="invalid-rich-text">
          {t('invalidRichText')}
        </Alert>
      ) : (
        <Box
          data-testid="legal-text"
          sx={{ mt: 2, lineHeight: 1.7, '& a': { color: 'primary.light' } }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in legalHtml
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      )}
    </Box>
  );
}
