import { type UiConfig, uiConfigSchema, type Venue, type VenueVersion } from '@atrium/domain';
import { getJson } from './http-client';

export const fetchVenueVersion = () => getJson<VenueVersion>('/api/venue/version');

export const fetchVenue = (architectureId: string) =>
  getJson<Venue>(`/api/ui/venue?architectureId=${encodeURIComponent(architectureId)}`);

/** The UI configuration; the app starts with defaults when the file is missing or broken. */
export async function loadUiConfig(): Promise<UiConfig> {
  try {
    return uiConfigSchema.parse(await getJson<unknown>('/ui-config.json'));
  } catch (error) {
    console.error('Failed to load UI config: place ui-config.json next to index.html.', error);
    return uiConfigSchema.parse({});
  }
}
