import type { RedisClient } from '../realtime/redis-connection';
import { type HolderCondition, holds, type PresenceRecord } from './presence-record';
import { PresenceScopeState } from './presence-scope.state';
import type { PresenceStore } from './presence-store.types';

/** How often a node says it is alive, and how long after its last word it counts as dead. */
export const NODE_HEARTBEAT_MS = 3_000;
export const NODE_TTL_MS = 10_000;
/** How long a read waits at most for this node's copy to reflect a change it made. */
const SETTLE_MS = 1_000;

// One change, published in the same script that makes it, so every node sees changes in the
// order of the scope's seq. KEYS: entries hash, seq counter. ARGV: uid, record JSON, channel, scope.
const PUT_SCRIPT = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local seq = redis.call('INCR', KEYS[2])
redis.call('PUBLISH', ARGV[3], '{"s":' .. cjson.encode(ARGV[4]) .. ',"q":' .. seq .. ',"u":' .. cjson.encode(ARGV[1]) .. ',"r":' .. ARGV[2] .. '}')
return seq`;

// ARGV: uid, connection ('' = any), node ('' = any), channel, scope. Returns 0 when nothing was removed.
const REMOVE_SCRIPT = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if not current then return 0 end
if ARGV[2] ~= '' or ARGV[3] ~= '' then
  local record = cjson.decode(current)
  if ARGV[2] ~= '' and record.conn ~= ARGV[2] then return 0 end
  if ARGV[3] ~= '' and record.node ~= ARGV[3] then return 0 end
end
redis.call('HDEL', KEYS[1], ARGV[1])
local seq = redis.call('INCR', KEYS[2])
redis.call('PUBLISH', ARGV[4], '{"s":' .. cjson.encode(ARGV[5]) .. ',"q":' .. seq .. ',"u":' .. cjson.encode(ARGV[1]) .. ',"r":null}')
return seq`;

type Change = { s: string; q: number; u: string; r: PresenceRecord | null };

type Replica = {
  state: PresenceScopeState;
  /** Changes that arrived while the snapshot was loading. */
  pending: Change[] | null;
  loading: Promise<void> | null;
};

type Log = { warn: (object: object, message: string) => void };

/**
 * Presence shared by several nodes through Redis: per scope a hash of records and a seq counter;
 * every change is published with its seq, and each node keeps a replica of the scopes it serves
 * (snapshot, then the changes in order; a gap reloads the snapshot). Each node refreshes a
 * heartbeat key; a node whose key expired is dead and any node removes the records it held, so
 * a SIGKILLed node's attendees vanish within NODE_TTL_MS + NODE_HEARTBEAT_MS. A node that finds
 * itself declared dead (Redis was away) puts back what it holds.
 */
export async function createRedisPresenceStore(options: {
  client: RedisClient;
  prefix: string;
  nodeId: string;
  log: Log;
  heartbeatMs?: number;
  nodeTtlMs?: number;
}): Promise<PresenceStore> {
  const { client, prefix, nodeId, log } = options;
  const heartbeatMs = options.heartbeatMs ?? NODE_HEARTBEAT_MS;
  const nodeTtlMs = options.nodeTtlMs ?? NODE_TTL_MS;
  const channel = `${prefix}:presence:changes`;
  const entriesKey = (scope: string) => `${prefix}:presence:{${scope}}:entries`;
  const seqKey = (scope: string) => `${prefix}:presence:{${scope}}:seq`;
  const nodeKey = (node: string) => `${prefix}:presence:node:${node}`;

  const replicas = new Map<string, Replica>();
  /** What this node put and believes it still holds, per scope: put back if it goes missing. */
  const mine = new Map<string, Map<string, PresenceRecord>>();
  const listeners: ((scope: string) => void)[] = [];
  const waiting = new Map<string, { seq: number; done: () => void }[]>();
  const notify = (scope: string) => {
    for (const listener of listeners) listener(scope);
    const waiters = waiting.get(scope);
    if (!waiters) return;
    const seq = replicas.get(scope)?.state.seq ?? -1;
    const still = [];
    for (const waiter of waiters) {
      if (waiter.seq > seq) still.push(waiter);
      else waiter.done();
    }
    if (still.length > 0) waiting.set(scope, still);
    else waiting.delete(scope);
  };
  let closed = false;

  const mineOf = (scope: string) => {
    let held = mine.get(scope);
    if (!held) {
      held = new Map();
      mine.set(scope, held);
    }
    return held;
  };

  function apply(scope: string, replica: Replica, change: Change) {
    if (replica.pending) {
      replica.pending.push(change);
      return;
    }
    if (change.q <= replica.state.seq) return;
    if (change.q !== replica.state.seq + 1) {
      void resync(scope);
      return;
    }
    replica.state.set(change.u, change.r);
    replica.state.seq = change.q;
    if (change.r && change.r.node !== nodeId) mine.get(scope)?.delete(change.u);
    notify(scope);
  }

  function onMessage(message: string) {
    let change: Change;
    try {
      change = JSON.parse(message) as Change;
    } catch {
      return;
    }
    const replica = replicas.get(change.s);
    if (replica) apply(change.s, replica, change);
  }

  /** Loads the scope's snapshot, then the changes that came meanwhile; puts back what went missing. */
  function resync(scope: string): Promise<void> {
    const replica = replicas.get(scope);
    if (!replica) return Promise.resolve();
    if (replica.loading) return replica.loading;
    replica.pending = [];
    replica.loading = (async () => {
      try {
        const replies = await client.multi().hGetAll(entriesKey(scope)).get(seqKey(scope)).exec();
        const [entries, seq] = replies as unknown as [Record<string, string>, string | null];
        const records = Object.values(entries).map((text) => JSON.parse(text) as PresenceRecord);
        replica.state.reset(records, Number(seq ?? 0));
        const pending = replica.pending ?? [];
        replica.pending = null;
        for (const change of pending) apply(scope, replica, change);
        notify(scope);
        await reassert(scope, replica.state);
      } catch (error) {
        log.warn({ err: error, scope }, 'presence snapshot could not be loaded; retrying');
        replica.pending = null;
        replica.state.seq = -1;
        if (!closed) setTimeout(() => void resync(scope), heartbeatMs).unref();
      } finally {
        replica.loading = null;
      }
    })();
    return replica.loading;
  }

  async function reassert(scope: string, state: PresenceScopeState) {
    for (const [uid, record] of mine.get(scope) ?? []) {
      const current = state.get(uid);
      if (!current) await store.put(scope, record);
      else if (current.node !== nodeId) mine.get(scope)?.delete(uid);
    }
  }

  /** Removes the records of nodes whose heartbeat expired. */
  async function reap() {
    const others = new Set<string>();
    for (const replica of replicas.values()) {
      for (const record of replica.state.all()) if (record.node !== nodeId) others.add(record.node);
    }
    for (const node of others) {
      if ((await client.exists(nodeKey(node))) === 1) continue;
      log.warn({ node }, 'presence: a node stopped sending its heartbeat; removing its attendees');
      for (const [scope, replica] of replicas) {
        const uids = [...replica.state.all()]
          .filter((record) => record.node === node)
          .map((r) => r.entry.uid);
        await Promise.all(uids.map((uid) => store.remove(scope, uid, { node })));
      }
    }
  }

  let firstBeat = true;
  async function beat() {
    const previous = await client.set(nodeKey(nodeId), nodeId, {
      expiration: { type: 'PX', value: nodeTtlMs },
      GET: true,
    });
    // Our key had expired: other nodes may have removed our attendees; load and put them back.
    if (previous === null && !firstBeat) {
      log.warn({ node: nodeId }, 'presence: this node was taken for dead; putting its attendees back');
      await Promise.all([...replicas.keys()].map((scope) => resync(scope)));
    }
    firstBeat = false;
  }

  const subscriber = client.duplicate();
  subscriber.on('error', (error: unknown) => log.warn({ err: error }, 'presence subscriber: Redis error'));
  let subscribed = false;
  // Changes published while the subscriber was away are lost: reload every scope once it is back.
  subscriber.on('ready', () => {
    if (subscribed) for (const scope of replicas.keys()) void resync(scope);
  });
  await subscriber.connect();
  await subscriber.subscribe(channel, onMessage);
  subscribed = true;
  await beat();

  const timer = setInterval(() => {
    beat()
      .then(reap)
      .catch((error: unknown) => log.warn({ err: error }, 'presence heartbeat failed'));
  }, heartbeatMs);
  timer.unref();

  const store: PresenceStore = {
    nodeId,
    async open(scope) {
      let replica = replicas.get(scope);
      if (!replica) {
        replica = { state: new PresenceScopeState(), pending: null, loading: null };
        replica.state.seq = -1;
        replicas.set(scope, replica);
        void resync(scope).then(() => reap().catch(() => {}));
      }
      if (replica.loading) await replica.loading;
      return replica.state;
    },
    peek: (scope) => {
      const replica = replicas.get(scope);
      return replica && !replica.loading ? replica.state : undefined;
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
    settled(scope, seq) {
      const replica = replicas.get(scope);
      if (!replica || (!replica.loading && replica.state.seq >= seq)) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SETTLE_MS);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        waiting.set(scope, [...(waiting.get(scope) ?? []), { seq, done }]);
      });
    },
    async put(scope, record) {
      if (record.node === nodeId) mineOf(scope).set(record.entry.uid, record);
      const seq = await client.eval(PUT_SCRIPT, {
        keys: [entriesKey(scope), seqKey(scope)],
        arguments: [record.entry.uid, JSON.stringify(record), channel, scope],
      });
      return Number(seq);
    },
    async remove(scope, uid, holder: HolderCondition = {}) {
      const held = mine.get(scope);
      if (holds(held?.get(uid), holder)) held?.delete(uid);
      const seq = Number(
        await client.eval(REMOVE_SCRIPT, {
          keys: [entriesKey(scope), seqKey(scope)],
          arguments: [uid, holder.conn ?? '', holder.node ?? '', channel, scope],
        }),
      );
      return seq === 0 ? null : seq;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await client.del(nodeKey(nodeId)).catch(() => {});
      await subscriber.close().catch(() => {});
    },
  };
  return store;
}
