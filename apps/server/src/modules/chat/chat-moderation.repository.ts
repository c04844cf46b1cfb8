import type { PresenceScope } from '@atrium/domain';
import type { Db } from '../../db/database';
import { MESSAGE_COLUMNS, type MessageRow, toMessage } from './chat-messages.repository';

export type ReportRow = {
  id: string;
  architectureId: string;
  reporterId: string;
  reason: string;
  createdAt: string;
  message: MessageRow;
};

export type MuteRow = { userId: string; until: string | null };

/** At most this many reports one list answers (the newest). */
export const REPORT_LIST_MAX = 200;

/** Blocks between users, reports of messages, and mutes in a venue's room chats. */
export function createChatModerationRepository(db: Db) {
  return {
    async blockedBy(blockerId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_blocks')
        .select('blocked_id')
        .where('blocker_id', '=', blockerId)
        .orderBy('created_at')
        .orderBy('blocked_id')
        .execute();
      return rows.map((row) => row.blocked_id);
    },

    async block(blockerId: string, blockedId: string, at: string): Promise<void> {
      await db
        .insertInto('chat_blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .execute();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db
        .deleteFrom('chat_blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .execute();
    },

    /** Whether either of two users blocked the other. */
    async blockedBetween(a: string, b: string): Promise<boolean> {
      const row = await db
        .selectFrom('chat_blocks')
        .select('blocker_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
            eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Files a report; false when the reporter had reported the message already. */
    async report(report: {
      id: string;
      messageId: string;
      reporterId: string;
      scope: PresenceScope;
      reason: string;
      at: string;
    }): Promise<boolean> {
      const result = await db
        .insertInto('chat_reports')
        .values({
          id: report.id,
          message_id: report.messageId,
          reporter_id: report.reporterId,
          architecture_id: report.scope.architectureId,
          mode: report.scope.mode,
          reason: report.reason,
          created_at: report.at,
        })
        .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The newest reports with their messages, of one venue and/or mode when given. */
    async reports(scope: Partial<PresenceScope>): Promise<ReportRow[]> {
      let query = db
        .selectFrom('chat_reports as r')
        .innerJoin('chat_messages as x', 'x.id', 'r.message_id')
        .select([
          'r.id as report_id',
          'r.architecture_id',
          'r.reporter_id',
          'r.reason',
          'r.created_at as reported_at',
        ])
        .select(MESSAGE_COLUMNS.map((column) => `x.${column}` as const))
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id')
        .limit(REPORT_LIST_MAX);
      if (scope.architectureId) query = query.where('r.architecture_id', '=', scope.architectureId);
      if (scope.mode) query = query.where('r.mode', '=', scope.mode);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.report_id,
        architectureId: row.architecture_id,
        reporterId: row.reporter_id,
        reason: row.reason,
        createdAt: row.reported_at,
        message: toMessage(row),
      }));
    },

    async mute(scope: PresenceScope, userId: string, mutedBy: string, until: string | null, at: string) {
      await db
        .insertInto('chat_room_mutes')
        .values({
          architecture_id: scope.architectureId,
          mode: scope.mode,
          user_id: userId,
          muted_by: mutedBy,
          until,
          created_at: at,
        })
        .onConflict((oc) =>
          oc
            .columns(['architecture_id', 'mode', 'user_id'])
            .doUpdateSet({ muted_by: mutedBy, until, created_at: at }),
        )
        .execute();
    },

    async unmute(scope: PresenceScope, userId: string): Promise<void> {
      await db
        .deleteFrom('chat_room_mutes')
        .where('architecture_id', '=', scope.architectureId)
        .where('mode', '=', scope.mode)
        .where('user_id', '=', userId)
        .execute();
    },

    /** The mute of one user (it may have ended: `until` is in the past). */
    async muteOf(scope: PresenceScope, userId: string): Promise<MuteRow | undefined> {
      const row = await db
        .selectFrom('chat_room_mutes')
        .select(['user_id', 'until'])
        .where('architecture_id', '=', scope.architectureId)
        .where('mode', '=', scope.mode)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && { userId: row.user_id, until: row.until };
    },

    /** The mutes of a scope that have not ended at `at`. */
    async mutes(scope: PresenceScope, at: string): Promise<MuteRow[]> {
      const rows = await db
        .selectFrom('chat_room_mutes')
        .select(['user_id', 'until'])
        .where('architecture_id', '=', scope.architectureId)
        .where('mode', '=', scope.mode)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', at)]))
        .orderBy('created_at')
        .orderBy('user_id')
        .execute();
      return rows.map((row) => ({ userId: row.user_id, until: row.until }));
    },
  };
}

export type ChatModerationRepository = ReturnType<typeof createChatModerationRepository>;
