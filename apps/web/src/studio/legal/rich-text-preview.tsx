import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { legalHtml } from '../../features/legal/legal-page';

type Props = { html: string; theme: Theme; testId?: string };

/**
 * The text as the viewer's legal page shows it: through the viewer's own `legalHtml` (refused
 * when it holds a script tag opening, sanitised otherwise), in the venue's theme, with the page's
 * text styles.
 */
export function RichTextPreview({ html, theme, testId }: Props) {
  const { t } = useTranslation();
  const content = legalHtml(html);
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          p: 2,
          maxHeight: 360,
          overflow: 'auto',
        }}
      >
        {'invalid' in content ? (
          <Alert severity="error">{t('studio.legal.previewRefused')}</Alert>
        ) : html === '' ? (
          <Typography color="text.secondary">{t('studio.legal.previewEmpty')}</Typography>
        ) : (
          <Box
            data-testid={testId}
            sx={{ lineHeight: 1.7, '& > :first-of-type': { mt: 0 }, '& a': { color: 'primary.light' } }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in legalHtml, as in the viewer
            dangerouslySetInnerHTML={{ __html: content.html }}
          />
        )}
      </Box>
    </ThemeProvider>
  );
}
