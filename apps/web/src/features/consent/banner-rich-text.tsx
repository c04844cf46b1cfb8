import type { LocalizedList } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useVenueView } from '../../shared/ui/use-venue-view';
import { legalHtml } from '../legal/legal-page';

/** The banner's configured text: localized rich text, sanitised as the legal pages do it. */
export function BannerRichText({ items, testId }: { items: LocalizedList; testId: string }) {
  const { t } = useTranslation();
  const { text } = useVenueView();
  const content = legalHtml(text(items));
  if ('invalid' in content) {
    return (
      <Alert severity="error" data-testid="invalid-rich-text">
        {t('invalidRichText')}
      </Alert>
    );
  }
  return (
    <Box
      data-testid={testId}
      sx={{ '& p': { mt: 0 }, '& a': { color: 'inherit' } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in legalHtml
      dangerouslySetInnerHTML={{ __html: content.html }}
    />
  );
}
