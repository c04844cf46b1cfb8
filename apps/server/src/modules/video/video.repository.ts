import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CallState, ParticipantState, StoredCall, StoredParticipant } from './video-call.rules';

/** A conversation as video chat needs it (chat_conversations is the chat module's table). */
export type CallConversation = {
  id: string;
  architectureId: string;
  kind: 'PRIVATE' | 'GROUP' | 'ROOM';
};

export type AccessRecord = {
  id: string;
  userId: string;
  architectureId: string;
  conversationId: string;
  callId: string | null;
  media: string;
  granted: boolean;
  createdAt: Date;
};

/** Any number: PostgreSQL's transaction-scoped lock that serialises every change of video calls. */
const VIDEO_LOCK_KEY = 7_243_014;

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (text: string) => Date.parse(text);

/**
 * Calls, their participants and access requests. Membership is read from the chat tables (the
 * chat module owns them). Times are ISO text like everywhere else; the rules work in epoch ms.
 */
export function createVideoRepository(db: Db, dialect: 'sqlite' | 'postgres') {
  const insertParticipants = (callId: string, participants: StoredParticipant[]) =>
    db
      .insertInto('video_call_participants')
      .values(
        participants.map((participant) => ({
          call_id: callId,
          user_id: participant.userId,
          name: participant.name,
          state: participant.state,
          connection_id: participant.connectionId,
          last_seen_at: iso(participant.lastSeenAt),
        })),
      )
      .execute();

  return {
    /**
     * Inside a transaction: waits until no other node (or request) changes a call. SQLite runs
     * one writing transaction at a time anyway.
     */
    async lockCalls() {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${VIDEO_LOCK_KEY})`.execute(db);
    },

    async conversationOf(conversationId: string, userId: string): Promise<CallConversation | undefined> {
      const row = await db
        .selectFrom('chat_conversations as c')
        .innerJoin('chat_members as m', 'm.conversation_id', 'c.id')
        .select(['c.id', 'c.architecture_id', 'c.kind'])
        .where('c.id', '=', conversationId)
        .where('m.user_id', '=', userId)
        .executeTakeFirst();
      return row && { id: row.id, architectureId: row.architecture_id, kind: row.kind };
    },

    async memberIds(conversationId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_members')
        .select('user_id')
        .where('conversation_id', '=', conversationId)
        .orderBy('joined_at')
        .orderBy('user_id')
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** Those of `others` who blocked the user or whom the user blocked (chat_blocks is the chat module's). */
    async blockedAmong(
      userId: string,
      others: string[],
    ): Promise<{ blockedMe: string[]; blockedByMe: string[] }> {
      if (others.length === 0) return { blockedMe: [], blockedByMe: [] };
      const rows = await db
        .selectFrom('chat_blocks')
        .select(['blocker_id', 'blocked_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('blocked_id', '=', userId), eb('blocker_id', 'in', others)]),
            eb.and([eb('blocker_id', '=', userId), eb('blocked_id', 'in', others)]),
          ]),
        )
        .execute();
      return {
        blockedMe: rows.filter((row) => row.blocked_id === userId).map((row) => row.blocker_id),
        blockedByMe: rows.filter((row) => row.blocker_id === userId).map((row) => row.blocked_id),
      };
    },

    async isMember(conversationId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('chat_members')
        .select('user_id')
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async findCall(callId: string): Promise<StoredCall | undefined> {
      const call = await db.selectFrom('video_calls').selectAll().where('id', '=', callId).executeTakeFirst();
      if (!call) return undefined;
      const participants = await db
        .selectFrom('video_call_participants')
        .selectAll()
        .where('call_id', '=', callId)
        .execute();
      return {
        id: call.id,
        conversationId: call.conversation_id,
        startedBy: call.started_by,
        state: call.state,
        createdAt: ms(call.created_at),
        endedAt: call.ended_at ? ms(call.ended_at) : null,
        participants: participants.map(
          (row): StoredParticipant => ({
            userId: row.user_id,
            name: row.name,
            state: row.state,
            connectionId: row.connection_id,
            lastSeenAt: ms(row.last_seen_at),
          }),
        ),
      };
    },

    async liveCallOf(conversationId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('video_calls')
        .select('id')
        .where('conversation_id', '=', conversationId)
        .where('state', '!=', 'ENDED')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row?.id;
    },

    /** Live calls in which any of these users is joined. */
    async liveCallsJoinedBy(userIds: string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('video_call_participants as p')
        .innerJoin('video_calls as c', 'c.id', 'p.call_id')
        .select('c.id')
        .distinct()
        .where('p.user_id', 'in', userIds)
        .where('p.state', '=', 'JOINED')
        .where('c.state', '!=', 'ENDED')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Live calls in which this tab of the user is a joined participant's. */
    async liveCallsOfConnection(userId: string, connectionId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('video_call_participants as p')
        .innerJoin('video_calls as c', 'c.id', 'p.call_id')
        .select('c.id')
        .where('p.user_id', '=', userId)
        .where('p.connection_id', '=', connectionId)
        .where('p.state', '=', 'JOINED')
        .where('c.state', '!=', 'ENDED')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Live calls that time has changed: a ring past `ringSince`, a joined tab silent since `silentSince`. */
    async overdueCalls(ringSince: number, silentSince: number): Promise<string[]> {
      const rows = await db
        .selectFrom('video_call_participants as p')
        .innerJoin('video_calls as c', 'c.id', 'p.call_id')
        .select('c.id')
        .distinct()
        .where('c.state', '!=', 'ENDED')
        .where((eb) =>
          eb.or([
            eb.and([eb('p.state', '=', 'RINGING'), eb('c.created_at', '<=', iso(ringSince))]),
            eb.and([eb('p.state', '=', 'JOINED'), eb('p.last_seen_at', '<', iso(silentSince))]),
          ]),
        )
        .execute();
      return rows.map((row) => row.id);
    },

    async hasLiveCalls(): Promise<boolean> {
      const row = await db
        .selectFrom('video_calls')
        .select('id')
        .where('state', '!=', 'ENDED')
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertCall(call: StoredCall) {
      await db
        .insertInto('video_calls')
        .values({
          id: call.id,
          conversation_id: call.conversationId,
          started_by: call.startedBy,
          state: call.state,
          created_at: iso(call.createdAt),
          ended_at: call.endedAt === null ? null : iso(call.endedAt),
        })
        .execute();
      await insertParticipants(call.id, call.participants);
    },

    /** Writes what changed from `before` to `after` (the same call). */
    async saveCall(before: StoredCall, after: StoredCall) {
      if (before.state !== after.state || before.endedAt !== after.endedAt) {
        await db
          .updateTable('video_calls')
          .set({
            state: after.state as CallState,
            ended_at: after.endedAt === null ? null : iso(after.endedAt),
          })
          .where('id', '=', after.id)
          .execute();
      }
      for (const participant of after.participants) {
        const earlier = before.participants.find((p) => p.userId === participant.userId);
        if (!earlier) {
          await insertParticipants(after.id, [participant]);
          continue;
        }
        if (
          earlier.state === participant.state &&
          earlier.connectionId === participant.connectionId &&
          earlier.lastSeenAt === participant.lastSeenAt
        ) {
          continue;
        }
        await db
          .updateTable('video_call_participants')
          .set({
            state: participant.state as ParticipantState,
            connection_id: participant.connectionId,
            last_seen_at: iso(participant.lastSeenAt),
          })
          .where('call_id', '=', after.id)
          .where('user_id', '=', participant.userId)
          .execute();
      }
    },

    /** A heartbeat: the joined participant's tab is still there. False when it is not the call's tab. */
    async touch(callId: string, userId: string, connectionId: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('video_call_participants')
        .set({ last_seen_at: iso(at) })
        .where('call_id', '=', callId)
        .where('user_id', '=', userId)
        .where('connection_id', '=', connectionId)
        .where('state', '=', 'JOINED')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async recordAccess(record: AccessRecord) {
      await db
        .insertInto('video_access_requests')
        .values({
          id: record.id,
          user_id: record.userId,
          architecture_id: record.architectureId,
          conversation_id: record.conversationId,
          call_id: record.callId,
          media: record.media,
          granted: record.granted ? 1 : 0,
          created_at: record.createdAt.toISOString(),
        })
        .execute();
    },
  };
}

export type VideoRepository = ReturnType<typeof createVideoRepository>;
