import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { removeServiceWorkers } from './app/startup';
import { startVersionWatcher } from './app/version-watch/version-watcher';
import { fetchLoginOptions, fetchUserInfo } from './shared/api/auth.api';
import { setAuthFailureHandler } from './shared/api/http-client';
import { fetchVenue, fetchVenueVersion, loadUiConfig } from './shared/api/venue.api';
import { initI18n } from './shared/i18n/i18n';
import { useSessionStore } from './shared/stores/session.store';
import { useUiConfigStore } from './shared/stores/ui-config.store';

async function start() {
  if ((await removeServiceWorkers()) === 'reloading') return;
  const uiConfig = await loadUiConfig();
  useUiConfigStore.getState().setConfig(uiConfig);
  await initI18n(uiConfig);

  const router = createAppRouter();
  // A 401 or 403 anywhere ends the session (spec §4, §8).
  setAuthFailureHandler(() => {
    if (!useSessionStore.getState().accessToken) return;
    useSessionStore.getState().clear();
    void router.navigate('/login');
  });
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') document.documentElement.dataset.navigation = 'idle';
    else document.documentElement.dataset.navigation = 'busy';
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  startVersionWatcher({ fetchVenue, fetchVenueVersion, fetchUserInfo, fetchLoginOptions }, (to) =>
    router.navigate(to),
  );
}

void start();
