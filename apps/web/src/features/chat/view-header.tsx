import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChatPanel } from './chat-panel.store';

/** The title row of a panel view other than the lists, with the way back to them. */
export function ViewHeader({ title, id }: { title: string; id: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        size="small"
        aria-label={t('chat.back')}
        onClick={() => useChatPanel.getState().show({ name: 'home' })}
      >
        <ArrowBackIcon
          fontSize="small"
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
        />
      </IconButton>
      <Typography id={id} component="h3" variant="subtitle2">
        {title}
      </Typography>
    </Box>
  );
}
