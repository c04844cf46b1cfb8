import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropRedisKeys, realtimeStores, until } from '../realtime/realtime-test.helpers';
import type { RedisClient } from '../realtime/redis-connection';
import type { PresenceRecord } from './presence-record';
import type { PresenceStore } from './presence-store.types';
import { createRedisPresenceStore } from './redis-presence.store';

const record = (uid: string, areaId: string, node: string, conn = `c-${uid}`): PresenceRecord => ({
  entry: { uid, areaId, name: `Name ${uid}`, company: '', title: '', timestamp: 1, status: 'AVAILABLE' },
  listed: true,
  conn,
  node,
});
const quiet = { warn: () => {} };
const areasOf = (store: PresenceStore, scope: string) =>
  Object.fromEntries(
    [...(store.peek(scope)?.all() ?? [])].map((held) => [held.entry.uid, held.entry.areaId]),
  );

describe.runIf(realtimeStores().includes('redis'))('presence in Redis', () => {
  let prefix: string;
  const clients: RedisClient[] = [];
  const stores: PresenceStore[] = [];

  async function node(options: { heartbeatMs?: number; nodeTtlMs?: number } = {}) {
    const client = createClient({ url: process.env.TEST_REDIS_URL }) as RedisClient;
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    const store = await createRedisPresenceStore({
      client,
      prefix,
      nodeId: randomUUID(),
      log: quiet,
      ...options,
    });
    stores.push(store);
    return { store, client };
  }

  beforeEach(() => {
    prefix = `test-${randomUUID()}`;
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    for (const client of clients.splice(0)) client.destroy();
    await dropRedisKeys(prefix);
  });

  it('replicates every change to every node, in the order of the scope seq', async () => {
    const { store: a } = await node();
    const { store: b } = await node();
    await a.open('LIVE:x');
    await b.open('LIVE:x');
    const changed: string[] = [];
    b.onChange((scope) => changed.push(scope));
    const seqs: number[] = [];
    for (let i = 0; i < 20; i++)
      seqs.push(await (i % 2 ? b : a).put('LIVE:x', record(`u${i % 4}`, `area${i}`, a.nodeId)));
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await until(() => b.peek('LIVE:x')?.seq === 20 && a.peek('LIVE:x')?.seq === 20);
    expect(areasOf(a, 'LIVE:x')).toEqual({ u0: 'area16', u1: 'area17', u2: 'area18', u3: 'area19' });
    expect(areasOf(b, 'LIVE:x')).toEqual(areasOf(a, 'LIVE:x'));
    expect(changed.length).toBeGreaterThan(0);
    expect(await a.remove('LIVE:x', 'u1')).toBe(21);
    await until(() => b.peek('LIVE:x')?.get('u1') === undefined);
  });

  it('lets a node read its own change once its copy shows it', async () => {
    const { store } = await node();
    await store.open('LIVE:x');
    for (let i = 0; i < 20; i++) {
      const seq = await store.put('LIVE:x', record(`u${i}`, 'lobby', store.nodeId));
      await store.settled('LIVE:x', seq);
      expect(store.peek('LIVE:x')?.seq).toBeGreaterThanOrEqual(seq);
      expect(store.peek('LIVE:x')?.get(`u${i}`)).toBeDefined();
    }
    await store.settled('LIVE:unopened', 5);
  });

  it('loads what was there before a node opened the scope, and keeps scopes apart', async () => {
    const { store: a } = await node();
    await a.put('LIVE:x', record('early', 'lobby', a.nodeId));
    await a.put('STAGE:x', record('staged', 'hall', a.nodeId));
    const { store: b } = await node();
    const state = await b.open('LIVE:x');
    expect(state.seq).toBe(1);
    expect(areasOf(b, 'LIVE:x')).toEqual({ early: 'lobby' });
  });

  it('removes only while the connection or node named still holds the entry', async () => {
    const { store } = await node();
    await store.open('LIVE:x');
    await store.put('LIVE:x', record('u', 'lobby', store.nodeId, 'first'));
    await store.put('LIVE:x', record('u', 'hall', store.nodeId, 'second'));
    expect(await store.remove('LIVE:x', 'u', { conn: 'first' })).toBeNull();
    expect(await store.remove('LIVE:x', 'u', { node: 'other-node' })).toBeNull();
    expect(await store.remove('LIVE:x', 'u', { conn: 'second', node: store.nodeId })).toBe(3);
    expect(await store.remove('LIVE:x', 'u')).toBeNull();
  });

  it('removes the entries of a node that stopped sending its heartbeat, and only those', async () => {
    const timing = { heartbeatMs: 100, nodeTtlMs: 300 };
    const { store: survivor } = await node(timing);
    const { store: doomed, client: doomedClient } = await node(timing);
    await survivor.open('LIVE:x');
    await doomed.put('LIVE:x', record('gone', 'lobby', doomed.nodeId));
    await doomed.put('LIVE:x', record('moved-on', 'lobby', doomed.nodeId));
    await survivor.put('LIVE:x', record('stays', 'lobby', survivor.nodeId));
    await until(() => survivor.peek('LIVE:x')?.size === 3);
    // The node dies without a word: its heartbeat stops, its key expires.
    stores.splice(stores.indexOf(doomed), 1);
    clients.splice(clients.indexOf(doomedClient), 1);
    doomedClient.destroy();
    // One of its attendees reconnected to the survivor meanwhile: that entry is the survivor's now.
    await survivor.put('LIVE:x', record('moved-on', 'hall', survivor.nodeId));
    await until(() => survivor.peek('LIVE:x')?.get('gone') === undefined, 5_000);
    expect(areasOf(survivor, 'LIVE:x')).toEqual({ stays: 'lobby', 'moved-on': 'hall' });
  });

  it('puts its own entries back when it finds itself taken for dead', async () => {
    const { store, client } = await node({ heartbeatMs: 100, nodeTtlMs: 5_000 });
    await store.open('LIVE:x');
    await store.put('LIVE:x', record('mine', 'lobby', store.nodeId));
    // What another node does to a node it takes for dead: its key gone, its entries removed.
    await client.del(`${prefix}:presence:node:${store.nodeId}`);
    await client.hDel(`${prefix}:presence:{LIVE:x}:entries`, 'mine');
    await until(async () => (await client.hGet(`${prefix}:presence:{LIVE:x}:entries`, 'mine')) !== null);
    await until(() => store.peek('LIVE:x')?.get('mine')?.entry.areaId === 'lobby');
  });
});
