import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The new-tab display mode: the room runs on its full-screen page in a tab of its own. */
export function MeetingNewTabNotice({
  name,
  href,
  onBack,
}: {
  name: string;
  href: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="meeting-new-tab"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2, p: 2 }}
    >
      <Typography component="h2" variant="h6">
        {name}
      </Typography>
      <Typography>{t('meeting.newTabText')}</Typography>
      <Button
        variant="contained"
        component="a"
        href={href}
        target="_blank"
        rel="noopener"
        startIcon={<OpenInNewIcon />}
      >
        {t('meeting.openInNewTab')}
      </Button>
      <Button
        onClick={onBack}
        startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      >
        {t('meeting.backToArea')}
      </Button>
    </Box>
  );
}
