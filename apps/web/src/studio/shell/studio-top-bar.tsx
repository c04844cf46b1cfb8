import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../shared/i18n/i18n';
import { useUiConfigStore } from '../../shared/stores/ui-config.store';
import { LanguageSelector } from '../../shared/ui/language-selector';
import { useDraftStore } from '../draft/draft.store';
import { useContentLocaleStore } from '../fields/content-locale.store';
import { usePreviewStore } from '../preview/preview.store';
import { SaveStatus } from './save-status';

/** Title, save state, undo and redo, the content language, the studio's language and the preview switch. */
export function StudioTopBar() {
  const { t } = useTranslation();
  const canUndo = useDraftStore((state) => state.past.length > 0);
  const canRedo = useDraftStore((state) => state.future.length > 0);
  const architectureId = useDraftStore((state) => state.architectureId);
  const locales = useUiConfigStore((state) => state.config.i18n.supportedLocales);
  const contentLocale = useContentLocaleStore((state) => state.locale);
  const setContentLocale = useContentLocaleStore((state) => state.setLocale);
  const previewOpen = usePreviewStore((state) => state.open);
  const setPreviewOpen = usePreviewStore((state) => state.setOpen);
  const { undo, redo } = useDraftStore.getState();

  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ mr: 1 }}>
          {t('studio.title')}
        </Typography>
        {architectureId && (
          <Typography variant="body2" color="text.secondary" data-testid="studio-architecture">
            {architectureId}
          </Typography>
        )}
        <SaveStatus />
        <Tooltip title={t('studio.undo')}>
          <span>
            <IconButton aria-label={t('studio.undo')} onClick={undo} disabled={!canUndo}>
              <UndoIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('studio.redo')}>
          <span>
            <IconButton aria-label={t('studio.redo')} onClick={redo} disabled={!canRedo}>
              <RedoIcon />
            </IconButton>
          </span>
        </Tooltip>
        <NativeSelect
          value={contentLocale}
          onChange={(event) => setContentLocale(event.target.value)}
          inputProps={{ 'aria-label': t('studio.contentLanguage') }}
          sx={{ minWidth: 140 }}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {t('studio.contentIn', { language: languageName(locale) })}
            </option>
          ))}
        </NativeSelect>
        <div style={{ flex: 1 }} />
        {architectureId && (
          <Link href={`/v/${encodeURIComponent(architectureId)}`} target="_blank" rel="noopener">
            {t('studio.openVenue')}
          </Link>
        )}
        <Tooltip title={t('studio.preview.toggle')}>
          <IconButton
            aria-label={t('studio.preview.toggle')}
            aria-pressed={previewOpen}
            color={previewOpen ? 'primary' : 'default'}
            onClick={() => setPreviewOpen(!previewOpen)}
          >
            <VisibilityIcon />
          </IconButton>
        </Tooltip>
        <LanguageSelector />
      </Toolbar>
    </AppBar>
  );
}
