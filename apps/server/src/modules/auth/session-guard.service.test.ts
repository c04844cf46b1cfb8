import { describe, expect, it } from 'vitest';
import { testClock } from '../../testing/test-app.factory';
import type { Principal } from './authorize';
import { createSessionGuard, SESSION_CHECK_CACHE_MS } from './session-guard.service';

/** A guard over an in-memory set of running sessions, counting how often it asks. */
function guardOver(live: Set<string>, options: { loginRequired?: boolean; maxCached?: number } = {}) {
  const clock = testClock();
  const asked: string[] = [];
  let loginRequired = options.loginRequired ?? true;
  const guard = createSessionGuard({
    isSessionLive: async (sessionId) => {
      asked.push(sessionId);
      return live.has(sessionId);
    },
    loginRequired: async () => loginRequired,
    now: clock.now,
    maxCached: options.maxCached,
  });
  return {
    guard,
    clock,
    asked,
    setLoginRequired: (value: boolean) => {
      loginRequired = value;
    },
  };
}

const principal = (sessionId: string | undefined, ...roles: Principal['roles']): Principal => ({
  userId: 'user-1',
  email: 'ada@test.local',
  roles,
  sessionId,
});

describe('the session guard', () => {
  it('admits a running session and refuses one without a session or an ended one', async () => {
    const { guard, asked } = guardOver(new Set(['s1']));
    expect(await guard.admits(principal(undefined, 'attendee'))).toBe(false);
    expect(asked).toEqual([]);
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(true);
    expect(await guard.admits(principal('s2', 'attendee'))).toBe(false);
  });

  it('asks the database at most once a minute about a running session', async () => {
    const live = new Set(['s1']);
    const { guard, clock, asked } = guardOver(live);
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(true);
    live.delete('s1'); // ended on another node
    clock.advance(SESSION_CHECK_CACHE_MS / 1000 - 1);
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(true);
    expect(asked).toEqual(['s1']);
    clock.advance(1);
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(false);
    expect(asked).toEqual(['s1', 's1']);
    expect(SESSION_CHECK_CACHE_MS).toBe(60_000);
  });

  it('remembers an ended session for good', async () => {
    const live = new Set<string>();
    const { guard, clock, asked } = guardOver(live);
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(false);
    live.add('s1');
    clock.advance(3600);
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(false);
    expect(asked).toEqual(['s1']);
  });

  it('does not take a cached answer for another user presenting the same session id', async () => {
    const { guard, asked } = guardOver(new Set(['s1']));
    await guard.admits(principal('s1', 'attendee'));
    await guard.admits({ ...principal('s1', 'attendee'), userId: 'user-2' });
    expect(asked).toEqual(['s1', 's1']);
  });

  it('refuses a session ended on this node at once', async () => {
    const { guard } = guardOver(new Set(['s1', 's2']));
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(true);
    guard.ended('s1', 'user-1');
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(false);
    expect(await guard.admits(principal('s2', 'attendee'))).toBe(true);
  });

  it('refuses every cached session of a user whose sessions all ended, and only theirs', async () => {
    const { guard } = guardOver(new Set(['s1', 's2', 's3']));
    await guard.admits(principal('s1', 'attendee'));
    await guard.admits(principal('s2', 'attendee'));
    await guard.admits({ ...principal('s3', 'attendee'), userId: 'user-2' });
    guard.endedForUser('user-1');
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(false);
    expect(await guard.admits(principal('s2', 'attendee'))).toBe(false);
    expect(await guard.admits({ ...principal('s3', 'attendee'), userId: 'user-2' })).toBe(true);
  });

  it('admits guests only while the venue offers anonymous access', async () => {
    const { guard, setLoginRequired } = guardOver(new Set(['s1']), { loginRequired: false });
    expect(await guard.admits(principal('s1', 'guest'))).toBe(true);
    expect(await guard.guestsAdmitted()).toBe(true);
    setLoginRequired(true);
    expect(await guard.admits(principal('s1', 'guest'))).toBe(false);
    expect(await guard.guestsAdmitted()).toBe(false);
    // Anyone with another role besides is no guest only.
    expect(await guard.admits(principal('s1', 'guest', 'attendee'))).toBe(true);
    expect(await guard.admits(principal('s1', 'attendee'))).toBe(true);
  });

  it('starts afresh when the cache is full', async () => {
    const { guard, asked } = guardOver(new Set(['s1', 's2', 's3']), { maxCached: 2 });
    await guard.admits(principal('s1', 'attendee'));
    await guard.admits(principal('s2', 'attendee'));
    await guard.admits(principal('s1', 'attendee'));
    expect(asked).toEqual(['s1', 's2']);
    await guard.admits(principal('s3', 'attendee'));
    await guard.admits(principal('s3', 'attendee'));
    await guard.admits(principal('s1', 'attendee'));
    expect(asked).toEqual(['s1', 's2', 's3', 's1']);
  });
});
