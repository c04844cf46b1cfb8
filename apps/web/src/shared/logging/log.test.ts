// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordLogin, user } from '../../testing/guard-fixtures';
import { useSessionStore } from '../stores/session.store';
import { logMessage } from './log';

const sendLog = vi.fn(async () => {});
vi.mock('./send-log', () => ({ sendLog }));

beforeEach(() => {
  sendLog.mockClear();
  useSessionStore.setState({ accessToken: undefined, user: undefined, loginOptions: undefined });
});
afterEach(() => vi.restoreAllMocks());

describe('front-end log (spec §6)', () => {
  it('goes to the server when login is enabled, the user is logged in and a token exists', async () => {
    useSessionStore.setState({ accessToken: 'token', user, loginOptions: passwordLogin });
    logMessage('ERROR', 'consent', 'broken', { why: 'test' });
    await vi.waitFor(() =>
      expect(sendLog).toHaveBeenCalledWith('ERROR', 'consent', 'broken', { why: 'test' }),
    );
  });

  it('goes to the console otherwise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cases = [
      { accessToken: undefined, user, loginOptions: passwordLogin },
      { accessToken: 'token', user: undefined, loginOptions: passwordLogin },
      {
        accessToken: 'token',
        user,
        loginOptions: [{ loginType: 'ANONYMOUS' as const, displayName: 'Guest', providerId: 'anonymous' }],
      },
    ];
    for (const state of cases) {
      useSessionStore.setState(state);
      logMessage('WARN', 'analytics', 'script failed');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sendLog).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith('[analytics] script failed');
  });

  it('falls back to the console when sending fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sendLog.mockRejectedValueOnce(new Error('offline'));
    useSessionStore.setState({ accessToken: 'token', user, loginOptions: passwordLogin });
    logMessage('ERROR', 'consent', 'broken');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[consent] broken'));
  });
});
