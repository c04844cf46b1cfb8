import type { WhiteboardAwarenessUser } from '@atrium/domain';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/** A state not renewed for this long is taken for gone (y-protocols clients renew every 15 s). */
export const AWARENESS_TIMEOUT_MS = 30_000;
/** The Yjs clients one connection may speak for in a board (a new document after a clear is one more). */
export const CLIENTS_PER_CONNECTION = 4;

type Entry = { clock: number; state: string; owner: string; at: number };
type Change = { clientId: number; clock: number; state: string };

function encode(changes: readonly Change[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, changes.length);
  for (const change of changes) {
    encoding.writeVarUint(encoder, change.clientId);
    encoding.writeVarUint(encoder, change.clock);
    encoding.writeVarString(encoder, change.state);
  }
  return encoding.toUint8Array(encoder);
}

/** The entries of a y-protocols awareness update; throws on a malformed one. */
function decode(update: Uint8Array): Change[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  if (count > update.byteLength) throw new Error('awareness: more entries than bytes');
  const changes: Change[] = [];
  for (let i = 0; i < count; i++) {
    changes.push({
      clientId: decoding.readVarUint(decoder),
      clock: decoding.readVarUint(decoder),
      state: decoding.readVarString(decoder),
    });
  }
  return changes;
}

const isNewer = (entry: Entry | undefined, change: Change, removal: boolean) =>
  !entry || change.clock > entry.clock || (change.clock === entry.clock && removal);

/** A state as others see it: the client's object with `user` set by the server. */
function stamped(state: string, user: WhiteboardAwarenessUser): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(state);
  } catch {
    return null;
  }
  if (parsed === null) return 'null';
  if (typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  return JSON.stringify({ ...parsed, user });
}

/**
 * The awareness states of one board on this node: those of its own connections (owner: the
 * socket id) and those relayed from other nodes (owner: `remote`). A client's identity is the
 * server's: `user` is replaced in every state it relays, a Yjs client id belongs to the first
 * connection that spoke for it, and a connection speaks for a few at most.
 */
export function createBoardAwareness(now: () => number = Date.now) {
  const entries = new Map<number, Entry>();

  function accept(changes: readonly Change[], owner: string, at: number): Change[] {
    const accepted: Change[] = [];
    for (const change of changes) {
      const entry = entries.get(change.clientId);
      const removal = change.state === 'null';
      if (!isNewer(entry, change, removal)) continue;
      if (removal) entries.delete(change.clientId);
      else entries.set(change.clientId, { clock: change.clock, state: change.state, owner, at });
      accepted.push(change);
    }
    return accepted;
  }

  const ownedBy = (owner: string) =>
    [...entries].filter(([, entry]) => entry.owner === owner).map(([clientId]) => clientId);

  /** Removals of these clients (their clock one further), taken out of the states. */
  function remove(clientIds: readonly number[]): Uint8Array | null {
    const changes = clientIds.flatMap((clientId) => {
      const entry = entries.get(clientId);
      if (!entry) return [];
      entries.delete(clientId);
      return [{ clientId, clock: entry.clock + 1, state: 'null' }];
    });
    return changes.length > 0 ? encode(changes) : null;
  }

  return {
    /**
     * A connection's own update: what to relay (stamped with its user), or null when nothing
     * in it was new or its own. Throws on a malformed update.
     */
    fromConnection(owner: string, user: WhiteboardAwarenessUser, update: Uint8Array): Uint8Array | null {
      const owned = new Set(ownedBy(owner));
      const changes = decode(update).flatMap((change) => {
        const entry = entries.get(change.clientId);
        if (entry && entry.owner !== owner) return [];
        if (!entry && owned.size >= CLIENTS_PER_CONNECTION) return [];
        const state = stamped(change.state, user);
        if (state === null) return [];
        owned.add(change.clientId);
        return [{ ...change, state }];
      });
      const accepted = accept(changes, owner, now());
      return accepted.length > 0 ? encode(accepted) : null;
    },

    /** An update relayed by another node (already stamped there). */
    fromNode(update: Uint8Array): void {
      try {
        accept(decode(update), 'remote', now());
      } catch {
        // Another node relays only what it encoded itself.
      }
    },

    /** The connection left or is gone: the removal of its clients to relay, if it had any. */
    leave: (owner: string) => remove(ownedBy(owner)),

    /** States not renewed in time (a node that went away, a client that hung): their removal. */
    expire(): Uint8Array | null {
      const limit = now() - AWARENESS_TIMEOUT_MS;
      return remove([...entries].filter(([, entry]) => entry.at < limit).map(([clientId]) => clientId));
    },

    /** Everyone's states but the connection's own, as one update (for a join). */
    snapshot(owner: string): Uint8Array {
      return encode(
        [...entries]
          .filter(([, entry]) => entry.owner !== owner)
          .map(([clientId, entry]) => ({ clientId, clock: entry.clock, state: entry.state })),
      );
    },

    get size() {
      return entries.size;
    },
  };
}

export type BoardAwareness = ReturnType<typeof createBoardAwareness>;
