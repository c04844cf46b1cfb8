import { describe, expect, it } from 'vitest';
import { accessTokenWith } from '../../testing/session-fixtures';
import { isPresenceActive } from './presence-active';

const base = {
  userPresence: true,
  loginEnabled: true,
  token: accessTokenWith(['attendee']),
  pathname: '/v/expo/area/lobby',
};

describe('whether presence is active (spec §6)', () => {
  it('is for a logged-in attendee with the feature on and login enabled', () => {
    expect(isPresenceActive(base)).toBe(true);
  });

  it('is not with the feature off, login disabled (a public venue), without a session or for a guest', () => {
    expect(isPresenceActive({ ...base, userPresence: false })).toBe(false);
    expect(isPresenceActive({ ...base, loginEnabled: false })).toBe(false);
    expect(isPresenceActive({ ...base, token: undefined })).toBe(false);
    expect(isPresenceActive({ ...base, token: accessTokenWith(['guest']) })).toBe(false);
  });

  it('is not on the login page', () => {
    expect(isPresenceActive({ ...base, pathname: '/login' })).toBe(false);
  });
});
