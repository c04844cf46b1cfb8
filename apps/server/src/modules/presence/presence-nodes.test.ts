import { randomUUID } from 'node:crypto';
import { type PresencePage, presenceEvents } from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import {
  ask,
  connectClient,
  type RealtimeApp,
  realtimeStores,
  startRealtimeApp,
  tokenFor,
  until,
} from '../realtime/realtime-test.helpers';

const LIVE = { architectureId: 'example-expo', mode: 'LIVE' } as const;

describe.runIf(realtimeStores().includes('redis'))('presence over two nodes in one process', () => {
  const prefix = `test-${randomUUID()}`;
  let first: RealtimeApp;
  let second: RealtimeApp;
  const clients: Socket[] = [];

  beforeAll(async () => {
    // Two nodes sharing one Redis (each with a database of its own: presence needs only Redis).
    first = await startRealtimeApp({ dialect: 'sqlite', store: 'redis' }, {}, prefix);
    second = await startRealtimeApp({ dialect: 'sqlite', store: 'redis' }, {}, prefix);
    await publishExampleVenue(first);
    await publishExampleVenue(second);
  });
  afterAll(async () => {
    for (const socket of clients) socket.close();
    await first?.cleanup();
    await second?.cleanup();
  });

  it('shows the attendees of one node to the watchers of the other, and takes them out at once when that node stops', async () => {
    const pages: PresencePage[] = [];
    const watcher = await connectClient(first.url, await tokenFor(first, ['attendee']), {
      record: { 'presence:page': pages },
    });
    clients.push(watcher);
    expect(await ask(watcher, presenceEvents.watch.name, LIVE)).toMatchObject({ ok: true });
    const mover = await connectClient(second.url, await tokenFor(second, ['attendee'], 'mover@test.local'));
    clients.push(mover);
    const moved = (await ask(mover, presenceEvents.move.name, { ...LIVE, areaId: 'lobby' })) as {
      data: { seq: number };
    };
    await until(() => (pages.at(-1)?.seq ?? 0) >= moved.data.seq);
    expect(pages.at(-1)).toMatchObject({ total: 1, counts: { lobby: 1 } });

    // Stopping cleanly leaves no ghost for the heartbeat to find: it is gone long before that expires.
    await second.close();
    await until(() => pages.at(-1)?.total === 0, 2_000);
  });
});
