import { describe, expect, it } from 'vitest';
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
});
