import { configurationWindowStatus, validateVenue, venueArchitecture } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoVenue } from './demo-venue';

const result = validateVenue(
  buildDemoVenue((asset) => `/backend-assets/preview/atrium-demo/${asset.fileName}`),
);
if (!result.ok) throw new Error('the demo venue must be valid');
const backstage = venueArchitecture(result.venue).areas.find((area) => area.id === 'backstage');
const widget = (id: string) => {
  const found = backstage?.contentWidgets.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no widget ${id} backstage`);
  return found;
};
const during = new Date('2027-06-01T10:00:00Z');

describe('backstage schedule widgets', () => {
  it('has a meeting that has ended and one that opens later, during the event', () => {
    expect(configurationWindowStatus(widget('sound-check'), during).state).toBe('ended');
    expect(configurationWindowStatus(widget('award-ceremony'), during)).toEqual({
      state: 'upcoming',
      opensAt: '2030-06-01T17:00:00Z',
    });
  });

  it('has a meeting that opens in a new tab', () => {
    expect(configurationWindowStatus(widget('stage-monitor'), during)).toMatchObject({
      state: 'active',
      configuration: { linkOpeningMode: 'NEW_TAB' },
    });
  });
});
