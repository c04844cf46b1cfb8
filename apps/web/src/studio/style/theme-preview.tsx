import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { theme: Theme; logoSrc: string | undefined; caption: string };

/**
 * A small sample of the viewer in the venue's theme: its header, the page, a card on the surface,
 * buttons and status chips. It is a picture of the theme, so its controls are inert; the contrast
 * table says in words what it shows.
 */
export function ThemePreview({ theme, logoSrc, caption }: Props) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }} data-testid="style-theme-preview">
      <ThemeProvider theme={theme}>
        <Box
          inert
          sx={{
            bgcolor: 'background.default',
            color: 'text.primary',
            fontFamily: theme.typography.fontFamily,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          <AppBar position="static" color="default" elevation={0} component="div">
            <Toolbar sx={{ minHeight: { xs: 48 }, gap: 2, borderBottom: 1, borderColor: 'divider' }}>
              {logoSrc ? (
                <Box component="img" src={logoSrc} alt="" sx={{ height: 28, width: 'auto' }} />
              ) : (
                <Typography sx={{ fontWeight: 700 }}>{t('app.name')}</Typography>
              )}
              <Box sx={{ flex: 1 }} />
              <Typography variant="body2">{t('studio.style.sample.area')}</Typography>
            </Toolbar>
          </AppBar>
          <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Typography variant="h6" component="p">
              {t('studio.style.sample.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('studio.style.sample.muted')}{' '}
              <Box component="span" sx={{ color: 'primary.light', textDecoration: 'underline' }}>
                {t('studio.style.sample.link')}
              </Box>
            </Typography>
            <Card>
              <CardContent>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                  {t('studio.style.sample.cardTitle')}
                </Typography>
                <Typography variant="body2">{t('studio.style.sample.cardText')}</Typography>
              </CardContent>
            </Card>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" color="primary">
                {t('studio.style.sample.primary')}
              </Button>
              <Button variant="contained" color="secondary">
                {t('studio.style.sample.secondary')}
              </Button>
              <Button variant="outlined" color="primary">
                {t('studio.style.sample.outlined')}
              </Button>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {(['error', 'info', 'success', 'warning'] as const).map((severity) => (
                <Chip
                  key={severity}
                  size="small"
                  color={severity}
                  label={t(`studio.style.sample.${severity}`)}
                />
              ))}
            </Box>
          </Box>
        </Box>
      </ThemeProvider>
      <Typography id={captionId} component="figcaption" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}
