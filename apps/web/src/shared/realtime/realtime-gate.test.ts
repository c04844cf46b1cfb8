import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenWith } from '../../testing/session-fixtures';
import { wantsRealtime } from './realtime-gate';

describe('whether the tab keeps a realtime connection', () => {
  const attendee = accessTokenWith(['attendee']);

  it('does for a logged-in attendee or administrator in the venue', () => {
    expect(wantsRealtime({ token: attendee, pathname: '/v/expo/area/lobby' })).toBe(true);
    expect(wantsRealtime({ token: accessTokenWith(['administrator']), pathname: '/' })).toBe(true);
  });

  it('does not without a session, for a guest, or on the login pages', () => {
    expect(wantsRealtime({ token: undefined, pathname: '/v/expo/area/lobby' })).toBe(false);
    expect(wantsRealtime({ token: accessTokenWith(['guest']), pathname: '/v/expo/area/lobby' })).toBe(false);
    expect(wantsRealtime({ token: attendee, pathname: '/login' })).toBe(false);
    expect(wantsRealtime({ token: attendee, pathname: '/login/reset-password' })).toBe(false);
    expect(wantsRealtime({ token: attendee, pathname: '/loginx' })).toBe(true);
  });

  describe('in the studio’s preview', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('does not: an organiser looking at a design is not present in the venue', () => {
      vi.stubGlobal('window', {
        name: '',
        location: { href: 'https://venue.test/v/expo/area/lobby?preview=stage' },
      });
      expect(
        wantsRealtime({ token: accessTokenWith(['administrator']), pathname: '/v/expo/area/lobby' }),
      ).toBe(false);
      // …nor after the viewer's own navigation dropped the query: the window keeps its name.
      vi.stubGlobal('window', {
        name: 'atrium-preview',
        location: { href: 'https://venue.test/v/expo/area/hall' },
      });
      expect(
        wantsRealtime({ token: accessTokenWith(['administrator']), pathname: '/v/expo/area/hall' }),
      ).toBe(false);
    });
  });
});
