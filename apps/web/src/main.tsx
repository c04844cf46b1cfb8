import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, guardApi } from './app/router';
import { wireSession } from './app/session-wiring';
import { removeServiceWorkers } from './app/startup';
import { startVersionWatcher } from './app/version-watch/version-watcher';
import { loadUiConfig } from './shared/api/venue.api';
import { initI18n } from './shared/i18n/i18n';
import { onAfterNavigation, signalAfterNavigation } from './shared/routing/after-navigation';
import { isPreviewMode } from './shared/routing/preview-mode';
import { openPrivacyPreferencesFromHash } from './shared/routing/privacy-preferences-hash';
import { restoreSession } from './shared/session/session-lifecycle';
import { useUiConfigStore } from './shared/stores/ui-config.store';

async function start() {
  if ((await removeServiceWorkers()) === 'reloading') return;
  // The router starts its guards (and their requests) at once, while configuration and
  // language load in parallel.
  await restoreSession();
  const router = createAppRouter();
  const uiConfig = await loadUiConfig();
  useUiConfigStore.getState().setConfig(uiConfig);
  await initI18n(uiConfig);

  // A 401 or 403 anywhere ends the session; the token is renewed every 15 minutes (spec §4, §8, §9).
  wireSession(
    (to) => router.navigate(to),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') signalAfterNavigation(state.location);
    else document.documentElement.dataset.navigation = 'busy';
  });
  onAfterNavigation(openPrivacyPreferencesFromHash);
  // The first navigation may have finished while the language loaded, before anyone listened.
  if (router.state.initialized && router.state.navigation.state === 'idle') {
    signalAfterNavigation(router.state.location);
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  if (isPreviewMode()) {
    // The studio's preview follows the studio's draft, not the published version.
    const { startPreviewListener } = await import('./app/preview/preview-listener');
    startPreviewListener(
      (to) => router.navigate(to),
      () => router.state.location.pathname,
    );
  } else {
    startVersionWatcher(guardApi, (to) => router.navigate(to));
  }
}

void start();
