import {
  PRESENCE_GHOST_TIMEOUT_MS,
  presenceEvents,
  REALTIME_PROTOCOL_VERSION,
  type VenueVersion,
} from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, passwordLogin, publishExampleVenue } from '../../testing/auth-test.helpers';
import { bearerFor, exampleVenue } from '../../testing/test-app.factory';
import { TICK_MS } from '../presence/presence-broadcaster';
import { CONNECTION_EVENT_POLICY, MAX_REFUSED_IN_A_ROW } from './client-event';
import { PING_INTERVAL_MS, PING_TIMEOUT_MS, RECOVERY_MS } from './realtime.module';
import { MAX_CONNECTIONS_PER_USER } from './realtime-gateway';
import {
  ask,
  connectClient,
  type RealtimeApp,
  realtimeTargets,
  record,
  startRealtimeApp,
  tokenFor,
  until,
} from './realtime-test.helpers';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the handshake was accepted');
    },
    (error: Error & { data?: { error: string; errMsg: string } }) => ({
      message: error.message,
      data: error.data,
    }),
  );

describe('realtime timings', () => {
  it('take a silent or dropped connection out of presence within the ghost timeout', () => {
    expect(PING_INTERVAL_MS + PING_TIMEOUT_MS + RECOVERY_MS + 1000 + TICK_MS).toBeLessThan(
      PRESENCE_GHOST_TIMEOUT_MS,
    );
  });
});

describe.each(realtimeTargets())('the realtime gateway ($name)', (target) => {
  let app: RealtimeApp;
  const clients: Socket[] = [];
  const connect = async (token: string | undefined, options?: Parameters<typeof connectClient>[2]) => {
    const socket = await connectClient(app.url, token, options);
    clients.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await startRealtimeApp(target);
    await publishExampleVenue(app);
  });
  afterEach(() => {
    for (const socket of clients.splice(0)) socket.close();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  describe('handshake', () => {
    it('refuses a client without a token, with a bad token, or with a token of another server', async () => {
      for (const auth of [{ protocol: REALTIME_PROTOCOL_VERSION }, { token: '', protocol: 1 }, undefined]) {
        expect(await refusal(connect(undefined, { auth }))).toEqual({
          message: 'auth.unauthorized',
          data: { error: 'auth.unauthorized', errMsg: 'Please log in to continue.' },
        });
      }
      expect((await refusal(connect('not.a.token'))).message).toBe('auth.unauthorized');
      const token = await tokenFor(app, ['attendee']);
      expect((await refusal(connect(`${token.slice(0, -2)}xx`))).message).toBe('auth.unauthorized');
    });

    it('tells an outdated client to reload', async () => {
      const token = await tokenFor(app, ['attendee']);
      for (const protocol of [REALTIME_PROTOCOL_VERSION + 1, 0, '1', undefined]) {
        const refused = await refusal(connect(token, { auth: { token, protocol } }));
        expect(refused.message).toBe('realtime.outdated_client');
        expect(refused.data?.error).toBe('realtime.outdated_client');
        expect(refused.data?.errMsg).toMatch(/Reload/);
      }
    });

    it('refuses the token of a session that ended', async () => {
      await app.services.auth.ensureUser('ended@test.local', 'user-password', ['attendee']);
      const login = await passwordLogin(app, 'ended@test.local', 'user-password');
      const { accessToken } = login.json();
      await logout(app, login);
      expect((await refusal(connect(accessToken))).message).toBe('auth.unauthorized');
    });

    it('refuses a page of another site, lets the same site and clients without an Origin in', async () => {
      const token = await tokenFor(app, ['attendee']);
      const other = connect(token, { extraHeaders: { origin: 'https://evil.example' } });
      await expect(other).rejects.toThrow();
      const same = await connect(token, { extraHeaders: { origin: app.url } });
      expect(same.connected).toBe(true);
    });

    it('refuses a user more connections than MAX_CONNECTIONS_PER_USER', async () => {
      const token = await tokenFor(app, ['attendee']);
      const open = await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_USER }, () => connect(token)));
      expect((await refusal(connect(token))).message).toBe('rate.limited');
      open[0]!.close();
      await until(
        async () =>
          (await connect(token).then(
            () => true,
            () => false,
          )) === true,
      );
    });

    it('sends the live venue version at once', async () => {
      const versions: VenueVersion[] = [];
      await connect(await tokenFor(app, ['attendee']), { record: { 'venue:version': versions } });
      await until(() => versions.length === 1);
      expect(versions[0]).toMatchObject({ mode: 'LIVE', publishedArchitectureId: 'example-expo' });
      expect(versions[0]!.publishedVersion).toBeGreaterThanOrEqual(1);
    });
  });

  describe('events', () => {
    it('acknowledges bad payloads with validation.failed, and the server lives on', async () => {
      const socket = await connect(await tokenFor(app, ['attendee']));
      const ack = await ask(socket, presenceEvents.move.name, {
        architectureId: 'example-expo',
        mode: 'LIVE',
      });
      expect(ack).toMatchObject({ ok: false, error: { error: 'validation.failed' } });
      expect((ack as { error: { details: { path: string }[] } }).error.details).toContainEqual(
        expect.objectContaining({ path: 'payload.areaId' }),
      );
      expect(await ask(socket, presenceEvents.unwatch.name, { extra: true })).toMatchObject({
        ok: false,
        error: { error: 'validation.failed' },
      });
      expect(await ask(socket, presenceEvents.unwatch.name)).toEqual({ ok: true, data: {} });
    });

    it('survives a few hundred random payloads, with or without a callback', async () => {
      // Each connection within its limit: the point here is the payloads.
      const sockets = await Promise.all(
        Array.from({ length: 7 }, async () => connect(await tokenFor(app, ['attendee']))),
      );
      let seed = 7;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      const values = (depth: number): unknown => {
        const kinds = [
          () => null,
          () => random(1000) - 500,
          () => 'x'.repeat(random(300)),
          () => random(2) === 0,
          () => (depth > 3 ? [] : Array.from({ length: random(4) }, () => values(depth + 1))),
          () =>
            depth > 3
              ? {}
              : Object.fromEntries(
                  Array.from({ length: random(5) }, () => [
                    ['architectureId', 'mode', 'areaId', 'offset', 'limit', 'query', '__proto__', 'x'][
                      random(8)
                    ]!,
                    values(depth + 1),
                  ]),
                ),
          () => ({
            architectureId: 'example-expo',
            mode: ['LIVE', 'STAGE', 'x'][random(3)],
            areaId: values(3),
          }),
          () => Number.NaN,
          () => 1e300,
        ];
        return kinds[random(kinds.length)]!();
      };
      const names = [...Object.values(presenceEvents).map((event) => event.name), 'nope', 'presence:Move'];
      const acks: Promise<unknown>[] = [];
      for (let i = 0; i < 7 * CONNECTION_EVENT_POLICY.limit; i++) {
        const socket = sockets[i % sockets.length]!;
        const name = names[random(names.length)]!;
        if (random(5) === 0) socket.emit(name, values(0));
        else
          acks.push(
            socket
              .timeout(5000)
              .emitWithAck(name, values(0))
              .catch((error: Error) => error),
          );
      }
      const answers = await Promise.all(acks);
      expect(answers.length).toBeGreaterThan(200);
      for (const answer of answers) {
        expect(answer).toEqual(expect.objectContaining({ ok: expect.any(Boolean) }));
        if ((answer as { ok: boolean }).ok === false) {
          expect((answer as { error: { error: string } }).error.error).toMatch(/^[a-z_]+\.[a-z_]+$/);
          expect((answer as { error: { error: string } }).error.error).not.toBe('internal.error');
        }
      }
      for (const socket of sockets) expect(socket.connected).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('closes a connection that keeps sending far beyond its limit', async () => {
      const socket = await connect(await tokenFor(app, ['attendee']));
      const reasons: string[] = [];
      socket.on('disconnect', (reason) => reasons.push(reason));
      for (let i = 0; i < CONNECTION_EVENT_POLICY.limit + MAX_REFUSED_IN_A_ROW + 1; i++) {
        socket.emit(presenceEvents.unwatch.name, {});
      }
      await until(() => !socket.connected);
      expect(reasons).toEqual(['io server disconnect']);
    });

    it('answers an unknown event that asks for an answer', async () => {
      const socket = await connect(await tokenFor(app, ['attendee']));
      expect(await ask(socket, 'presence:teleport', {})).toMatchObject({
        ok: false,
        error: { error: 'route.not_found' },
      });
    });

    it('refuses presence to a guest with auth.forbidden, and ends a guest connection once guests are no longer admitted', async () => {
      const headers = await bearerFor(app, ['administrator']);
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/designer/login-configuration',
        headers,
        payload: { options: [{ loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' }] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const ended: unknown[] = [];
      try {
        const socket = await connect(await tokenFor(app, ['guest']), { record: { 'session:ended': ended } });
        for (const event of [presenceEvents.move, presenceEvents.watch, presenceEvents.leave]) {
          expect(
            await ask(socket, event.name, { architectureId: 'example-expo', mode: 'LIVE', areaId: 'x' }),
          ).toMatchObject({
            ok: false,
            error: {
              error:
                event === presenceEvents.move || event === presenceEvents.watch
                  ? 'auth.forbidden'
                  : 'validation.failed',
            },
          });
        }
      } finally {
        await app.inject({
          method: 'PUT',
          url: '/api/designer/login-configuration',
          headers,
          payload: {
            options: [{ loginType: 'EMAIL_PASSWORD', displayName: 'Email', providerId: 'password' }],
          },
        });
      }
      // The venue requires login again: the periodic check of every connection's session ends it.
      await until(() => ended.length === 1, 10_000);
      expect(ended).toEqual([{ reason: 'not_admitted' }]);
    });

    it('limits the events of one connection, with rate.limited', async () => {
      const socket = await connect(await tokenFor(app, ['attendee']));
      const answers = await Promise.all(
        Array.from({ length: CONNECTION_EVENT_POLICY.limit + 5 }, () =>
          ask(socket, presenceEvents.unwatch.name, {}),
        ),
      );
      const refused = answers.filter((answer) => (answer as { ok: boolean }).ok === false);
      expect(answers.length - refused.length).toBe(CONNECTION_EVENT_POLICY.limit);
      expect(refused).toHaveLength(5);
      expect(refused[0]).toMatchObject({ ok: false, error: { error: 'rate.limited' } });
      const other = await connect(await tokenFor(app, ['attendee']));
      expect(await ask(other, presenceEvents.unwatch.name, {})).toEqual({ ok: true, data: {} });
    });
  });

  describe('pushes', () => {
    it('pushes the new version to everyone on publish and unpublish, stage versions to administrators', async () => {
      const seenByAttendee: VenueVersion[] = [];
      const seenByAdministrator: VenueVersion[] = [];
      await connect(await tokenFor(app, ['attendee']), { record: { 'venue:version': seenByAttendee } });
      await connect(await tokenFor(app, ['administrator']), {
        record: { 'venue:version': seenByAdministrator },
      });
      await until(() => seenByAttendee.length === 1 && seenByAdministrator.length === 1);
      const headers = await bearerFor(app, ['administrator']);

      const staged = await app.inject({
        method: 'POST',
        url: '/api/designer/save-venue-json/stage',
        headers,
        payload: exampleVenue(),
      });
      expect(staged.statusCode).toBe(200);
      await until(() => seenByAdministrator.length === 2);
      expect(seenByAdministrator[1]).toMatchObject({ mode: 'STAGE', version: staged.json().version });

      const published = await app.inject({
        method: 'POST',
        url: '/api/designer/publish/example-expo',
        headers,
      });
      expect(published.statusCode).toBe(200);
      const expected = {
        mode: 'LIVE',
        publishedVersion: published.json().publishedVersion,
        publishedArchitectureId: 'example-expo',
      };
      await until(() => seenByAttendee.length === 2 && seenByAdministrator.length === 3);
      expect(seenByAttendee[1]).toEqual(expected);
      expect(seenByAdministrator[2]).toEqual(expected);

      expect((await app.inject({ method: 'POST', url: '/api/designer/unpublish', headers })).statusCode).toBe(
        200,
      );
      await until(() => seenByAttendee.length === 3);
      expect(seenByAttendee[2]).toEqual({
        mode: 'LIVE',
        publishedVersion: -1,
        publishedArchitectureId: 'example-expo',
      });
      expect(seenByAttendee.filter((version) => version.mode === 'STAGE')).toEqual([]);
      await publishExampleVenue(app);
    });

    it('ends the connections of a session at logout, and only those', async () => {
      await app.services.auth.ensureUser('leaving@test.local', 'user-password', ['attendee']);
      const login = await passwordLogin(app, 'leaving@test.local', 'user-password');
      const other = await passwordLogin(app, 'leaving@test.local', 'user-password');
      const tab = await connect(login.json().accessToken);
      const secondTab = await connect(login.json().accessToken);
      const otherDevice = await connect(other.json().accessToken);
      const ended = record(tab, 'session:ended');
      const endedToo = record(secondTab, 'session:ended');
      const reasons: string[] = [];
      tab.on('disconnect', (reason) => reasons.push(reason));
      await logout(app, login);
      await until(() => !tab.connected && !secondTab.connected);
      expect(ended).toEqual([{ reason: 'ended' }]);
      expect(endedToo).toEqual([{ reason: 'ended' }]);
      expect(reasons).toEqual(['io server disconnect']);
      expect(otherDevice.connected).toBe(true);
    });

    it('ends every connection of a user whose sessions were all revoked (password reset)', async () => {
      const user = await app.services.auth.ensureUser('reset@test.local', 'user-password', ['attendee']);
      const first = await connect(
        (await passwordLogin(app, 'reset@test.local', 'user-password')).json().accessToken,
      );
      const second = await connect(
        (await passwordLogin(app, 'reset@test.local', 'user-password')).json().accessToken,
      );
      const bystander = await connect(await tokenFor(app, ['attendee']));
      const ended = record(first, 'session:ended');
      await app.services.sessions.revokeAllOfUser(user.id);
      await until(() => !first.connected && !second.connected);
      expect(ended).toEqual([{ reason: 'revoked' }]);
      expect(bystander.connected).toBe(true);
    });
  });
});
