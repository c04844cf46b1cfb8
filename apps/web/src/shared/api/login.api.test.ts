// @vitest-environment jsdom
import { VISITOR_ID_STORAGE_KEY } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserServer, json } from '../../testing/browser-server';
import { visitorId } from '../analytics/visitor-id';
import { refreshSession } from './auth.api';
import { anonymousLogin, bizzaboLogin, cventLogin, login } from './login.api';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const session = () => json({ accessToken: 'token' });

describe('login calls (spec §7: login events carry the visitor id)', () => {
  it('send the visitor id of tracking:visitor-id with every kind of login', async () => {
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, '2f7c9a4e-1b3d-4c5e-8f60-0a1b2c3d4e5f');
    const server = browserServer({
      'POST /api/auth/login': session,
      'POST /api/bizzabo/login': session,
      'POST /api/cvent/login': session,
      'POST /api/capture/login': session,
      'POST /api/auth/refresh': session,
    });
    await login({ email: 'jane@example.com', password: 'secret-password' });
    await bizzaboLogin({
      architectureID: 'expo',
      registrationNumber: 1001,
      emailAddress: 'jane@example.com',
    });
    await cventLogin({ architectureID: 'expo', confirmationNumber: 'ABC123' });
    await anonymousLogin();
    await refreshSession();

    const sent = server.requests.map((request) => [
      new URL(request.url).pathname,
      request.headers.get('x-visitor-id'),
    ]);
    expect(sent).toEqual([
      ['/api/auth/login', '2f7c9a4e-1b3d-4c5e-8f60-0a1b2c3d4e5f'],
      ['/api/bizzabo/login', '2f7c9a4e-1b3d-4c5e-8f60-0a1b2c3d4e5f'],
      ['/api/cvent/login', '2f7c9a4e-1b3d-4c5e-8f60-0a1b2c3d4e5f'],
      ['/api/capture/login', '2f7c9a4e-1b3d-4c5e-8f60-0a1b2c3d4e5f'],
      // A refresh is no login: no login event, no visitor id.
      ['/api/auth/refresh', null],
    ]);
    expect(await server.requests[0]!.json()).toEqual({
      email: 'jane@example.com',
      password: 'secret-password',
    });
  });

  it('make the visitor id on the first login of a new browser, the one analytics then uses', async () => {
    const server = browserServer({ 'POST /api/auth/login': session });
    await login({ email: 'jane@example.com', password: 'secret-password' });
    const sent = server.requests[0]!.headers.get('x-visitor-id');
    expect(sent).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(sent);
    expect(visitorId()).toBe(sent);
  });
});
