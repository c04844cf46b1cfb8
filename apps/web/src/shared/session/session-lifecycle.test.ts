// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserServer } from '../../testing/browser-server';
import { resetStores } from '../../testing/guard-fixtures';
import { useSessionStore } from '../stores/session.store';
import { BEFORE_END_TIMEOUT_MS, endSession, onBeforeSessionEnd } from './session-lifecycle';

describe('ending a session', () => {
  let unregister: (() => void) | undefined;
  beforeEach(() => {
    resetStores();
    useSessionStore.setState({ accessToken: 'token-1' });
    browserServer({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
  });
  afterEach(() => {
    unregister?.();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('first runs what must happen while the token is still valid (leaving the presence)', async () => {
    const seen: (string | undefined)[] = [];
    unregister = onBeforeSessionEnd(async () => {
      seen.push(useSessionStore.getState().accessToken);
    });
    await endSession();
    expect(seen).toEqual(['token-1']);
    expect(useSessionStore.getState().accessToken).toBeUndefined();
  });

  it('does not wait for it longer than its time limit, nor fail with it', async () => {
    vi.useFakeTimers();
    unregister = onBeforeSessionEnd(() => new Promise(() => undefined));
    const failing = onBeforeSessionEnd(() => Promise.reject(new Error('not connected')));
    const ending = endSession();
    await vi.advanceTimersByTimeAsync(BEFORE_END_TIMEOUT_MS);
    await ending;
    failing();
    expect(useSessionStore.getState().accessToken).toBeUndefined();
  });

  it('runs nothing when there was no session, and nothing once unregistered', async () => {
    const hook = vi.fn(async () => undefined);
    const off = onBeforeSessionEnd(hook);
    useSessionStore.setState({ accessToken: undefined });
    await endSession();
    off();
    useSessionStore.setState({ accessToken: 'token-2' });
    await endSession();
    expect(hook).not.toHaveBeenCalled();
  });
});
