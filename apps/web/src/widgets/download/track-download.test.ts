import type { Venue } from '@atrium/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '../../shared/analytics/track';
import { useVenueStore } from '../../shared/stores/venue.store';
import { trackDownload } from './track-download';

vi.mock('../../shared/analytics/track', () => ({ trackEvent: vi.fn() }));

const venue = {
  architectures: [
    {
      id: 'summit',
      areas: [
        {
          id: 'lobby',
          names: [
            { locale: 'de', text: 'Foyer' },
            { locale: 'en', text: 'Lobby' },
          ],
        },
      ],
    },
  ],
} as unknown as Venue;

describe('trackDownload', () => {
  afterEach(() => useVenueStore.getState().clearVenue());

  it('records a download named by architecture, area, widget and file', () => {
    useVenueStore.getState().setVenue(venue);
    trackDownload({ architectureId: 'summit', areaId: 'lobby', widgetName: 'Welcome pack' }, 'Event guide');
    expect(trackEvent).toHaveBeenLastCalledWith({
      category: 'download',
      action: 'download',
      name: 'summit / Lobby / Welcome pack / Event guide',
    });
  });

  it('leaves out an area the venue does not know', () => {
    trackDownload({ architectureId: 'summit', areaId: 'gone', widgetName: 'Welcome pack' }, 'Logo');
    expect(trackEvent).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'summit / Welcome pack / Logo' }),
    );
  });
});
