import { ROLE_ADMIN } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchProfile } from '../../app/guards/profile';
import { fetchUserInfo } from '../../shared/api/auth.api';
import { addLaterTexts } from '../../shared/i18n/later-texts';
import { tokenRoles, useSessionStore } from '../../shared/stores/session.store';
import { type Autosave, startAutosave } from '../draft/autosave';
import { useDraftStore } from '../draft/draft.store';
import { chooseArchitecture, loadArchitecture } from '../draft/load-architecture';
import { AutosaveContext } from './autosave-context';
import { StudioLayout } from './studio-layout';
import { logStudio } from './studio-log';
import { studioQueryClient } from './studio-query-client';
import { isSectionId } from './studio-sections';

addLaterTexts('studio');

type Opening = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

/** The studio: administrators only; opens the venue's latest stage version as the draft. */
export function StudioApp() {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.accessToken);
  const admin = tokenRoles(token).includes(ROLE_ADMIN);
  const params = useParams();
  const [section, item] = (params['*'] ?? '').split('/');
  const [opening, setOpening] = useState<Opening>({ state: 'loading' });
  const [autosave, setAutosave] = useState<Autosave>();

  useEffect(() => {
    if (!admin) return;
    // Opened straight at /studio the profile is not loaded yet; without it no log reaches the server.
    if (!useSessionStore.getState().user) void fetchProfile({ fetchUserInfo });
    const running = startAutosave();
    setAutosave(running);
    let cancelled = false;
    chooseArchitecture()
      .then((id) => (id && !useDraftStore.getState().venue ? loadArchitecture(id) : undefined))
      .then(() => !cancelled && setOpening({ state: 'ready' }))
      .catch((error: unknown) => {
        logStudio('ERROR', 'load', 'The studio could not open the venue', error);
        if (!cancelled) setOpening({ state: 'failed', message: error instanceof Error ? error.message : '' });
      });
    return () => {
      cancelled = true;
      running.stop();
    };
  }, [admin]);

  useEffect(() => {
    document.title = t('studio.title');
  }, [t]);

  if (!admin) {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error" data-testid="studio-forbidden">
          {t('studio.forbidden')}
        </Alert>
      </Box>
    );
  }
  if (opening.state === 'loading' || !autosave) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label={t('studio.loading')} />
      </Box>
    );
  }
  if (opening.state === 'failed') {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error">{t('studio.loadFailed', { message: opening.message })}</Alert>
      </Box>
    );
  }
  return (
    <QueryClientProvider client={studioQueryClient}>
      <AutosaveContext.Provider value={autosave}>
        <StudioLayout section={isSectionId(section) ? section : 'overview'} item={item || undefined} />
      </AutosaveContext.Provider>
    </QueryClientProvider>
  );
}
