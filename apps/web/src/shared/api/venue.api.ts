import { defaultUiConfig, type UiConfig, type Venue, type VenueVersion } from '@atrium/domain';
import { getJson } from './http-client';

export const fetchVenueVersion = () => getJson<VenueVersion>('/api/venue/version');

export const fetchVenue = (architectureId: string) =>
  getJson<Venue>(`/api/ui/venue?architectureId=${encodeURIComponent(architectureId)}`);

/**
 * The UI configuration (validated and completed by the server); the app starts with defaults
 * when it is missing or broken.
 */
export async function loadUiConfig(): Promise<UiConfig> {
  try {
    const response = await fetch('/ui-config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as UiConfig;
  } catch (error) {
    console.error('Failed to load UI config: ui-config.json must be placed next to index.html.', error);
    return defaultUiConfig;
  }
}
