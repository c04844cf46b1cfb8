import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** How complete the own profile is, in percent (spec §2.8). */
export function ProfileCompletion({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box data-testid="profile-completion">
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {t('profile.completion', { percent })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={labelId} />
    </Box>
  );
}
