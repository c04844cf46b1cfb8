import { describe, expect, it } from 'vitest';
import { type ViewDefinition, viewOfRoom, viewRoom } from './presence-view';

describe('presence views', () => {
  const view: ViewDefinition = {
    scope: 'LIVE:expo',
    areaId: 'lobby',
    company: 'acme "inc"',
    query: 'ann',
    offset: 50,
    limit: 25,
    audience: { kind: 'self', uid: 'user:1' },
  };

  it('names one room per view, from which the view is read back', () => {
    expect(viewOfRoom(viewRoom(view))).toEqual(view);
    expect(
      viewOfRoom(viewRoom({ ...view, areaId: null, company: null, audience: { kind: 'admin' } })),
    ).toEqual({
      ...view,
      areaId: null,
      company: null,
      audience: { kind: 'admin' },
    });
    expect(viewRoom(view)).toBe(viewRoom({ ...view }));
    expect(viewRoom(view)).not.toBe(viewRoom({ ...view, offset: 0 }));
  });

  it('reads no view out of other rooms', () => {
    for (const room of [
      'u:1',
      's:1',
      'admins',
      'pv:',
      'pv:[1]',
      'pv:{',
      'pv:["LIVE:x",null,null,"",0,1,"who"]',
    ]) {
      expect(viewOfRoom(room)).toBeUndefined();
    }
  });
});
