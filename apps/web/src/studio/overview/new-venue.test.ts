import { validateVenue } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { idFromName, newVenue, uniqueId } from './new-venue';

describe('a new venue', () => {
  it('is valid as it is created, on the uploaded picture', () => {
    const venue = newVenue({
      architectureId: 'summit-2027',
      areaName: 'Main Hall',
      locale: 'en',
      background: {
        id: 'hall',
        uri: '/backend-assets/preview/summit-2027/hall.png',
        generation: 1,
        displayName: 'hall.png',
        alts: [],
      },
    });
    const result = validateVenue(venue);
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(venue.architectures[0]?.defaultAreaId).toBe('main-hall');
    expect(venue.architectures[0]?.areas[0]?.viewPoints[0]?.background).toEqual({
      type: 'BackgroundImage',
      assetId: 'hall',
    });
  });

  it('makes ids from names and keeps them unique', () => {
    expect(idFromName('Café Lounge — 2nd floor')).toBe('cafe-lounge-2nd-floor');
    expect(idFromName('!!!')).toBe('area');
    expect(uniqueId('hall', ['hall', 'hall-2'])).toBe('hall-3');
    expect(uniqueId('foyer', ['hall'])).toBe('foyer');
  });
});
