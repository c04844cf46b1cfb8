import type { Role } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { bearerFor, createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { type Action, authorize, can, isGuestOnly, type Principal } from './authorize';

const principal = (...roles: Role[]): Principal => ({ userId: 'u1', email: 'u1@test.local', roles });

describe('venue.enter (the authority check after login, spec §4 and §6)', () => {
  it('lets attendees and administrators in, with or without anonymous access', () => {
    for (const anonymousAccess of [false, true]) {
      expect(can(principal('attendee'), 'venue.enter', { anonymousAccess })).toBe(true);
      expect(can(principal('administrator'), 'venue.enter', { anonymousAccess })).toBe(true);
      expect(can(principal('guest', 'attendee'), 'venue.enter', { anonymousAccess })).toBe(true);
    }
  });

  it('lets a guest in only where the venue offers anonymous access', () => {
    expect(can(principal('guest'), 'venue.enter', { anonymousAccess: true })).toBe(true);
    expect(can(principal('guest'), 'venue.enter', { anonymousAccess: false })).toBe(false);
    // Without the context the venue is taken to require login.
    expect(can(principal('guest'), 'venue.enter')).toBe(false);
    expect(() => authorize(principal('guest'), 'venue.enter', { anonymousAccess: false })).toThrow(
      expect.objectContaining({ id: 'auth.forbidden' }),
    );
  });

  it('refuses a principal without roles, and asks for a login without one', () => {
    expect(can(principal(), 'venue.enter', { anonymousAccess: true })).toBe(false);
    expect(() => authorize(null, 'venue.enter', { anonymousAccess: true })).toThrow(
      expect.objectContaining({ id: 'auth.unauthorized' }),
    );
  });
});

describe('every action, for every kind of caller', () => {
  const callers = {
    nobody: null,
    'no roles': principal(),
    guest: principal('guest'),
    attendee: principal('attendee'),
    administrator: principal('administrator'),
  } as const;
  type Caller = keyof typeof callers;
  const all: Caller[] = ['nobody', 'no roles', 'guest', 'attendee', 'administrator'];
  const loggedIn: Caller[] = ['no roles', 'guest', 'attendee', 'administrator'];
  const withRoles: Caller[] = ['guest', 'attendee', 'administrator'];
  const administrators: Caller[] = ['administrator'];
  const allowed: Record<Action, Caller[]> = {
    public: all,
    'venue.read': all,
    'user.self': loggedIn,
    'venue.check': withRoles,
    'venue.enter': ['attendee', 'administrator'],
    'venue.preview': administrators,
    'asset.preview': administrators,
    'designer.write': administrators,
    'capture.log': loggedIn,
    'capture.audit': administrators,
    'analytics.read': administrators,
    'presence.join': ['attendee', 'administrator'],
    'presence.unlisted': administrators,
    'profile.read': ['attendee', 'administrator'],
    'profile.write': ['attendee', 'administrator'],
    'chat.use': ['attendee', 'administrator'],
    'chat.moderate': administrators,
    'video.use': ['attendee', 'administrator'],
    'media_board.read': withRoles,
    'media_board.like': ['attendee', 'administrator'],
    'social_wall.read': withRoles,
    'social_wall.write': ['attendee', 'administrator'],
    'social_wall.moderate': administrators,
    'search.use': withRoles,
    'search.admin': administrators,
    'whiteboard.use': withRoles,
    'whiteboard.admin': administrators,
  };

  for (const [action, who] of Object.entries(allowed) as [Action, Caller[]][]) {
    it(`${action}: ${who.join(', ')}`, () => {
      for (const caller of all) {
        const p = callers[caller];
        expect(can(p, action), `${caller} ${action}`).toBe(who.includes(caller));
        if (who.includes(caller)) {
          expect(authorize(p, action)).toBeUndefined();
        } else if (p === null) {
          expect(() => authorize(p, action)).toThrow(
            expect.objectContaining({ id: 'auth.unauthorized', message: 'Please log in to continue.' }),
          );
        } else {
          expect(() => authorize(p, action)).toThrow(
            expect.objectContaining({ id: 'auth.forbidden', message: 'You are not allowed to do this.' }),
          );
        }
      }
    });
  }

  it('takes as a guest only a principal whose every role is guest, and at least one', () => {
    expect(isGuestOnly(principal('guest'))).toBe(true);
    expect(isGuestOnly(principal('guest', 'guest'))).toBe(true);
    expect(isGuestOnly(principal('guest', 'attendee'))).toBe(false);
    expect(isGuestOnly(principal('attendee'))).toBe(false);
    expect(isGuestOnly(principal())).toBe(false);
  });
});

describe.each(testDialects())('HEAD /api/venue (%s)', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
  });
  afterAll(() => app?.cleanup());

  const check = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'HEAD', url: '/api/venue', headers }).then((response) => response.statusCode);

  const configure = async (loginType: 'EMAIL_PASSWORD' | 'ANONYMOUS') => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: admin,
      payload: { options: [{ loginType, displayName: loginType, providerId: loginType.toLowerCase() }] },
    });
    expect(response.statusCode).toBe(200);
  };

  /** A real anonymous login (POST /api/capture/login), as the web app makes on a public venue. */
  const guestLogin = async () => {
    const response = await app.inject({ method: 'POST', url: '/api/capture/login' });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json().accessToken}` };
  };

  it('answers 401 without a token and to a guest where login is required, 404 before publication', async () => {
    const attendee = await bearerFor(app, ['attendee']);
    expect(await check()).toBe(401);
    expect(await check(attendee)).toBe(404);
    // A guest's session ends where the venue requires login: its token is no longer accepted.
    expect(await check(await bearerFor(app, ['guest']))).toBe(401);
  });

  it('lets guests in while the venue offers anonymous access, and refuses the same token after', async () => {
    await publishExampleVenue(app);
    const attendee = await bearerFor(app, ['attendee']);

    await configure('ANONYMOUS');
    const guest = await guestLogin();
    expect(await check(guest)).toBe(200);
    expect(await check(attendee)).toBe(200);

    await configure('EMAIL_PASSWORD');
    expect(await check(guest)).toBe(401);
    expect(await check(attendee)).toBe(200);
    expect(await check(admin)).toBe(200);
  });
});
