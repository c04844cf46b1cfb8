import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DISMISSED_KEY = 'mobile-indicator:dismissed';

/**
 * On small screens: a note that the venue is at its best on larger screens, and a rotate hint.
 * Drawn with Box rather than MUI's Alert, which is only needed here and would add its module and
 * icons to every page's first load. A named section, so it is a landmark of its own beside the
 * header and the main content.
 */
export function MobileIndicator() {
  const { t } = useTranslation();
  const portrait = useMediaQuery('(orientation: portrait)');
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === 'true');
  const headingId = useId();
  if (dismissed) return null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="mobile-indicator"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        backgroundImage: 'none',
        color: 'text.primary',
      }}
    >
      <InfoOutlinedIcon color="info" fontSize="small" sx={{ mt: 0.75 }} />
      <Box sx={{ flex: 1, py: 0.5 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('mobile.heading')}
        </Typography>
        <Typography variant="body2">{t('mobile.text')}</Typography>
        {portrait && (
          <Typography variant="body2" data-testid="rotate-hint">
            {t('mobile.rotate')}
          </Typography>
        )}
      </Box>
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          sessionStorage.setItem(DISMISSED_KEY, 'true');
          setDismissed(true);
        }}
      >
        {t('mobile.dismiss')}
      </Button>
    </Box>
  );
}
