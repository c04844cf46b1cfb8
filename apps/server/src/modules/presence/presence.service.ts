import type {
  AttendeeEntry,
  PresenceMove,
  PresencePage,
  PresenceScope,
  presenceViewSchema,
  UserStatus,
} from '@atrium/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { can, type Principal } from '../auth/authorize';
import type { PresenceAreas } from './presence-areas';
import type { PresenceBroadcaster } from './presence-broadcaster';
import type { PresenceRecord } from './presence-record';
import type { Audience } from './presence-scope.state';
import { type PresenceStore, scopeKey } from './presence-store.types';
import { viewRoom } from './presence-view';

/** What presence shows of a user in a venue (the profiles module's presence card). */
export type PresenceCard = { name: string; company: string; title: string; listed: boolean };

/** How long a connection reuses the card it read (a profile change also refreshes it at once). */
export const CARD_TTL_MS = 60_000;

/**
 * One connection's presence, kept with the connection (and restored with it after a short
 * drop): who it is, the scope and entry it holds, the card it shows. Plain data only.
 */
export type PresenceConnection = {
  id: string;
  principal: Principal;
  held?: { scope: PresenceScope; record: PresenceRecord };
  card?: { architectureId: string; at: number; value: PresenceCard };
  /** The room of the view it watches, and the view asked for (its room depends on the card). */
  room?: string;
  view?: ViewInput;
  /** The connection closed: nothing it asked for after that may put an entry. */
  closed?: boolean;
  /** The scope's seq after this connection's last change, so that what it reads next shows it. */
  seq?: number;
  /** The status the user last set through this connection (their entry keeps the latest one set). */
  status?: SettableStatus;
};

type SettableStatus = Exclude<UserStatus, 'OFFLINE'>;

type ViewInput = z.output<typeof presenceViewSchema>;

/**
 * Presence per venue, mode and area (spec §3, §6, §7): a connection enters or moves (its entry is
 * replaced), leaves, or watches a window of the list. An entry is removed by its connection's
 * leave, by logout (its session's connections are closed) and by disconnect — after a short
 * drop only once the connection did not come back within `graceMs`. Active only while the
 * `userPresence` feature is on and login is enabled.
 */
export function createPresenceService(deps: {
  store: PresenceStore;
  broadcaster: Pick<PresenceBroadcaster, 'currentPage'>;
  areas: Pick<PresenceAreas, 'of' | 'check'>;
  cardOf: (userId: string, architectureId: string) => Promise<PresenceCard>;
  active: () => Promise<boolean>;
  graceMs: number;
  log: Logger;
  now?: () => number;
}) {
  const { store, log } = deps;
  const now = deps.now ?? Date.now;
  const pendingRemovals = new Map<string, ReturnType<typeof setTimeout>>();

  async function assertActive() {
    if (!(await deps.active())) {
      throw new AppError('presence.inactive', 'Presence is not available in this venue.');
    }
  }

  async function cardFor(connection: PresenceConnection, architectureId: string): Promise<PresenceCard> {
    const cached = connection.card;
    if (cached && cached.architectureId === architectureId && now() - cached.at < CARD_TTL_MS) {
      return cached.value;
    }
    const value = await deps.cardOf(connection.principal.userId, architectureId);
    connection.card = { architectureId, at: now(), value };
    return value;
  }

  async function release(connection: PresenceConnection) {
    const held = connection.held;
    if (!held) return;
    connection.held = undefined;
    await store.remove(scopeKey(held.scope), held.record.entry.uid, { conn: connection.id });
  }

  function audienceOf(connection: PresenceConnection, card: PresenceCard): Audience {
    if (can(connection.principal, 'presence.unlisted')) return { kind: 'admin' };
    return card.listed ? { kind: 'all' } : { kind: 'self', uid: connection.principal.userId };
  }

  return {
    /** Enters the scope in an area, or moves there; the entry is replaced. */
    async move(
      connection: PresenceConnection,
      move: PresenceMove,
    ): Promise<{ entry: AttendeeEntry; seq: number }> {
      await assertActive();
      const scope: PresenceScope = { architectureId: move.architectureId, mode: move.mode };
      await deps.areas.check(scope, move.areaId, connection.principal);
      const card = await cardFor(connection, scope.architectureId);
      if (connection.held && scopeKey(connection.held.scope) !== scopeKey(scope)) await release(connection);
      // The status is the user's: the one their entry shows (set through any tab) stays.
      const status =
        store.peek(scopeKey(scope))?.get(connection.principal.userId)?.entry.status ??
        connection.status ??
        'AVAILABLE';
      const entry: AttendeeEntry = {
        uid: connection.principal.userId,
        areaId: move.areaId,
        name: card.name,
        company: card.company,
        title: card.title,
        timestamp: now(),
        status,
      };
      const record: PresenceRecord = { entry, listed: card.listed, conn: connection.id, node: store.nodeId };
      if (connection.closed) throw new AppError('presence.inactive', 'The connection closed.');
      connection.held = { scope, record };
      const seq = await store.put(scopeKey(scope), record);
      connection.seq = seq;
      return { entry, seq };
    },

    /**
     * Sets the status the user shows in the scope (spec §4: Available, Busy, Idle): their entry
     * there shows it at once, whichever of their connections holds it; a later entry keeps it.
     */
    async setStatus(connection: PresenceConnection, scope: PresenceScope, status: SettableStatus) {
      await assertActive();
      await deps.areas.of(scope, connection.principal);
      connection.status = status;
      const key = scopeKey(scope);
      const current = (await store.open(key)).get(connection.principal.userId);
      if (!current || current.entry.status === status || connection.closed) return;
      const record: PresenceRecord = { ...current, entry: { ...current.entry, status, timestamp: now() } };
      if (connection.held && scopeKey(connection.held.scope) === key && current.conn === connection.id) {
        connection.held = { scope, record };
      }
      connection.seq = await store.put(key, record);
    },

    /** Leaves the scope (nothing to do when the connection is not in it). */
    async leave(connection: PresenceConnection, scope: PresenceScope): Promise<void> {
      if (connection.held && scopeKey(connection.held.scope) === scopeKey(scope)) await release(connection);
    },

    /**
     * The room of the view the connection asks for (the caller joins it, leaving `connection.room`)
     * after checking it may look at the scope; `page` then gives its first page.
     */
    async watch(connection: PresenceConnection, view: ViewInput): Promise<string> {
      await assertActive();
      const scope: PresenceScope = { architectureId: view.architectureId, mode: view.mode };
      if (view.areaId !== undefined) await deps.areas.check(scope, view.areaId, connection.principal);
      else await deps.areas.of(scope, connection.principal);
      const card = await cardFor(connection, scope.architectureId);
      connection.view = view;
      await store.open(scopeKey(scope));
      if (connection.held && scopeKey(connection.held.scope) === scopeKey(scope)) {
        await store.settled(scopeKey(scope), connection.seq ?? 0);
      }
      return viewRoom({
        scope: scopeKey(scope),
        areaId: view.areaId ?? null,
        company: view.myCompany ? card.company.trim().toLowerCase() : null,
        query: view.query.toLowerCase(),
        offset: view.offset,
        limit: view.limit,
        audience: audienceOf(connection, card),
      });
    },

    /** The current page of a room the connection joined. */
    page(room: string): PresencePage {
      const page = deps.broadcaster.currentPage(room);
      if (!page) throw new AppError('internal.error', 'The presence list is not ready yet; try again.');
      return page;
    },

    /**
     * The connection closed. After a drop it may come back (connection-state recovery) within
     * `graceMs`: its entry stays that long; otherwise it goes at once.
     */
    async disconnected(connection: PresenceConnection, mayComeBack: boolean): Promise<void> {
      if (!connection.held) return;
      if (!mayComeBack) {
        await release(connection).catch((error: unknown) =>
          log.warn({ err: error }, 'presence: leave failed'),
        );
        return;
      }
      const timer = setTimeout(() => {
        pendingRemovals.delete(connection.id);
        void release(connection).catch((error: unknown) =>
          log.warn({ err: error }, 'presence: leave failed'),
        );
      }, deps.graceMs);
      timer.unref();
      pendingRemovals.set(connection.id, timer);
    },

    /**
     * The connection came back after a drop (its state restored, maybe on another node): it keeps
     * its entry, which is put back if it went meanwhile or is now held here.
     */
    async resumed(connection: PresenceConnection): Promise<void> {
      const timer = pendingRemovals.get(connection.id);
      if (timer) {
        clearTimeout(timer);
        pendingRemovals.delete(connection.id);
      }
      const held = connection.held;
      if (!held) return;
      const state = await store.open(scopeKey(held.scope));
      const current = state.get(held.record.entry.uid);
      if (current?.conn === connection.id && current.node === store.nodeId) return;
      if (current && current.conn !== connection.id) {
        // Another connection of the same user moved meanwhile: that entry stands.
        connection.held = undefined;
        return;
      }
      const record = { ...held.record, node: store.nodeId };
      connection.held = { scope: held.scope, record };
      await store.put(scopeKey(held.scope), record);
    },

    /** The user's profile changed: the connection's entry shows the new card. */
    async profileChanged(connection: PresenceConnection, architectureId: string): Promise<void> {
      connection.card = undefined;
      const held = connection.held;
      if (!held || held.scope.architectureId !== architectureId) return;
      await this.move(connection, { ...held.scope, areaId: held.record.entry.areaId });
    },

    /** Stops pending removals (the server closes and removes everything anyway). */
    close() {
      for (const timer of pendingRemovals.values()) clearTimeout(timer);
      pendingRemovals.clear();
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
