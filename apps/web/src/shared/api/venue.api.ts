import { defaultUiConfig, type UiConfig } from '@atrium/domain';
import { isPreviewMode } from '../routing/preview-mode';
import { callApi, urlOf } from './api-client';
import { apiRoutes } from './api-routes';

export const fetchVenueVersion = () => callApi(apiRoutes.venue.version);

/** The published venue; in the studio's preview, the stage version. */
export const fetchVenue = (architectureId: string) =>
  callApi(apiRoutes.venue.read, {
    query: isPreviewMode() ? { architectureId, preview: 'true' } : { architectureId },
  });

/**
 * The UI configuration (validated and completed by the server); the app starts with defaults
 * when it is missing or broken. A plain fetch, as index.html preloads it: nothing the HTTP
 * client adds (a token, retries) is wanted for a static file.
 */
export async function loadUiConfig(): Promise<UiConfig> {
  try {
    const response = await fetch(urlOf(apiRoutes.uiConfig.get), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const config: UiConfig = await response.json();
    return config;
  } catch (error) {
    console.error('Failed to load UI config: ui-config.json must be placed next to index.html.', error);
    return defaultUiConfig;
  }
}
