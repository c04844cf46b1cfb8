import type { ContentWidget } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { panoramaHotspots } from './panorama-hotspots';
import { placementsOn } from './placement';

const link = (id: string, placements: ContentWidget['placements']): ContentWidget => ({
  id,
  name: `Widget ${id}`,
  type: 'LINK',
  placements,
  configurations: [
    { id: `${id}-1`, name: 'Door', cookieProviders: [], linkOpeningMode: 'EMBEDDED', targetAreaId: 'lobby' },
  ],
});

describe('panoramaHotspots', () => {
  it('gives the viewer one marker per widget, highlighted until opened', () => {
    const twice = link('twice', [
      { viewpointId: 'main', yaw: 10, pitch: 5 },
      { viewpointId: 'main', yaw: 50, pitch: 5 },
    ]);
    const { sphere } = placementsOn(
      [twice, link('seen', [{ viewpointId: 'main', yaw: -20, pitch: 0 }])],
      'main',
    );
    expect(panoramaHotspots(sphere, (id) => id === 'seen')).toEqual([
      {
        id: 'twice',
        label: 'Widget twice',
        yaw: 10,
        pitch: 5,
        type: 'LINK',
        iconAssetId: undefined,
        highlighted: true,
      },
      {
        id: 'seen',
        label: 'Widget seen',
        yaw: -20,
        pitch: 0,
        type: 'LINK',
        iconAssetId: undefined,
        highlighted: false,
      },
    ]);
  });

  it('takes the venue’s icon of the widget type, as 2D hotspots do', () => {
    const { sphere } = placementsOn([link('door', [{ viewpointId: 'main', yaw: 0, pitch: 0 }])], 'main');
    const icons: Record<string, string> = { LINK: 'icon-door' };
    expect(
      panoramaHotspots(
        sphere,
        () => true,
        (type) => icons[type],
      )[0]?.iconAssetId,
    ).toBe('icon-door');
    expect(
      panoramaHotspots(
        sphere,
        () => true,
        () => undefined,
      )[0]?.iconAssetId,
    ).toBeUndefined();
  });
});
