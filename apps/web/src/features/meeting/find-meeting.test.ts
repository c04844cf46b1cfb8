import type { Architecture } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { findMeeting } from './find-meeting';

const meeting = (id: string, configId: string) => ({
  id,
  name: id,
  type: 'MEETING',
  placements: [],
  configurations: [{ id: configId, name: `${id} now`, meetingUrl: 'https://meet.example/room' }],
});

const architecture = {
  id: 'expo',
  areas: [
    {
      id: 'stage',
      contentWidgets: [
        meeting('keynote', 'keynote-1'),
        {
          id: 'guide',
          name: 'Guide',
          type: 'PDF_VIEWER',
          placements: [],
          configurations: [{ id: 'guide-1' }],
        },
      ],
    },
    { id: 'lobby', contentWidgets: [] },
  ],
  globalWidgets: [meeting('help-desk', 'help-desk-1')],
} as unknown as Architecture;

describe('findMeeting', () => {
  it('finds a configuration of a meeting in the area', () => {
    const found = findMeeting(architecture, { areaId: 'stage', widgetId: 'keynote', configId: 'keynote-1' });
    expect(found?.widget.id).toBe('keynote');
    expect(found?.configuration.name).toBe('keynote now');
  });

  it('finds a global meeting from any area', () => {
    const found = findMeeting(architecture, {
      areaId: 'lobby',
      widgetId: 'help-desk',
      configId: 'help-desk-1',
    });
    expect(found?.configuration.id).toBe('help-desk-1');
  });

  it('finds nothing for an unknown area, widget or configuration, or a meeting of another area', () => {
    const ids = { areaId: 'stage', widgetId: 'keynote', configId: 'keynote-1' };
    expect(findMeeting(undefined, ids)).toBeUndefined();
    expect(findMeeting(architecture, { ...ids, areaId: 'nowhere' })).toBeUndefined();
    expect(findMeeting(architecture, { ...ids, widgetId: 'nothing' })).toBeUndefined();
    expect(findMeeting(architecture, { ...ids, configId: 'nothing' })).toBeUndefined();
    expect(findMeeting(architecture, { ...ids, areaId: 'lobby' })).toBeUndefined();
  });

  it('finds only meeting widgets', () => {
    expect(
      findMeeting(architecture, { areaId: 'stage', widgetId: 'guide', configId: 'guide-1' }),
    ).toBeUndefined();
  });
});
