import type { Architecture } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { blockedContentAt } from './blocked-content';

const meeting = (id: string, providers: string[], window: { begin?: string; end?: string } = {}) => ({
  id,
  name: id,
  type: 'MEETING',
  placements: [],
  configurations: [{ id: `${id}-1`, name: id, cookieProviders: providers, ...window }],
});

const architecture = {
  id: 'expo',
  defaultAreaId: 'stage',
  cookieProviders: [
    { id: 'session', name: 'Session', type: 'TECHNICALLY_REQUIRED', defaultProvider: false, attributes: [] },
    { id: 'rooms', name: 'Rooms', type: 'EXTERNAL_MEDIA', defaultProvider: false, attributes: [] },
    { id: 'video', name: 'Video', type: 'EXTERNAL_MEDIA', defaultProvider: true, attributes: [] },
  ],
  globalWidgets: [meeting('help', ['rooms'])],
  areas: [
    {
      id: 'stage',
      defaultViewpointId: 'front',
      viewPoints: [
        {
          id: 'front',
          background: { type: 'BackgroundVideo', playerActive: true, videoUrl: 'https://player.example/1' },
        },
        { id: 'side', background: { type: 'BackgroundImage', assetId: 'side' } },
      ],
      contentWidgets: [
        meeting('keynote', ['rooms', 'rooms']),
        meeting('later', ['video'], { begin: '2030-01-01T00:00:00Z' }),
      ],
    },
  ],
} as unknown as Architecture;

const now = new Date('2026-06-01T10:00:00Z');

describe('blocked content of the current place', () => {
  it('lists the widgets’ active configurations and the viewpoint’s video, duplicates removed', () => {
    expect(blockedContentAt(architecture, { areaId: 'stage', viewpointId: null }, new Set(), now)).toEqual([
      { widgetType: 'MEETING', providerIds: ['rooms'] },
      { widgetType: 'BACKGROUND_VIDEO', providerIds: ['video'] },
    ]);
  });

  it('follows the viewpoint and the accepted providers', () => {
    const place = { areaId: 'stage', viewpointId: 'side' };
    expect(blockedContentAt(architecture, place, new Set(), now)).toEqual([
      { widgetType: 'MEETING', providerIds: ['rooms'] },
    ]);
    expect(blockedContentAt(architecture, place, new Set(['rooms']), now)).toEqual([]);
  });

  it('is empty outside an area', () => {
    expect(blockedContentAt(architecture, undefined, new Set(), now)).toEqual([]);
    expect(blockedContentAt(undefined, { areaId: 'stage', viewpointId: null }, new Set(), now)).toEqual([]);
    expect(blockedContentAt(architecture, { areaId: 'nowhere', viewpointId: null }, new Set(), now)).toEqual(
      [],
    );
  });
});
