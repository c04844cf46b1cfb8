import './search-texts';
import { ROLE_ADMIN } from '@atrium/domain';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import { useStackedDialog } from '../../shared/ui/use-stacked-dialog';
import { useSearchStore } from './search.store';
import { SearchAnswerView } from './search-answer-view';

const SearchIndexPanel = lazy(async () => ({
  default: (await import('./search-index-panel')).SearchIndexPanel,
}));

/**
 * The search's dialog (spec §2.8): the question, the answer and the places to go; full screen on
 * phones. Administrators reach the index's status from here.
 */
export function SearchDialog() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { open, view, close, show } = useSearchStore();
  const administrator = useSessionStore((s) => Boolean(s.user?.roles.includes(ROLE_ADMIN)));
  useStackedDialog('search', open, close);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="search-dialog-title"
      data-testid="search-dialog"
      slotProps={{ paper: { sx: phone ? {} : { alignSelf: 'flex-start', mt: 8 } } }}
    >
      <DialogTitle id="search-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pe: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {view === 'index' ? t('search.index.title') : t('header.ask')}
        </Box>
        {administrator && (
          <Button size="small" onClick={() => show(view === 'index' ? 'answer' : 'index')}>
            {view === 'index' ? t('search.index.back') : t('search.index.open')}
          </Button>
        )}
        <IconButton onClick={close} aria-label={t('search.close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {view === 'index' && administrator ? (
          <Suspense fallback={null}>
            <SearchIndexPanel />
          </Suspense>
        ) : (
          <SearchAnswerView onDone={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
