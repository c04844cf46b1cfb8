import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2.8, §9: five phrases, one after the other while the answer is on its way. */
export const LOADING_PHRASES = 5;
const PHRASE_MS = 1800;

export function SearchLoading() {
  const { t } = useTranslation();
  const [phrase, setPhrase] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setPhrase((n) => (n + 1) % LOADING_PHRASES), PHRASE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}
      data-testid="search-loading"
    >
      <CircularProgress size={24} aria-hidden />
      <Typography data-phrase={phrase}>{t(`search.loading${phrase + 1}`)}</Typography>
    </Box>
  );
}
