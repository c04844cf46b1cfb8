import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export type LoginEvent = {
  userId: string;
  loginType: string;
  architectureId: string | null;
  visitorId: string | null;
  referrer: string | null;
  userAgent: string | null;
  createdAt: string;
};

/** One row per successful login of any kind; the analytics feature reads them. */
export function createLoginEventsRepository(db: Db) {
  return {
    async record(event: LoginEvent) {
      await db
        .insertInto('login_events')
        .values({
          id: randomUUID(),
          user_id: event.userId,
          login_type: event.loginType,
          architecture_id: event.architectureId,
          visitor_id: event.visitorId,
          referrer: event.referrer,
          user_agent: event.userAgent,
          created_at: event.createdAt,
        })
        .execute();
    },

    async listForUser(userId: string): Promise<LoginEvent[]> {
      const rows = await db
        .selectFrom('login_events')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({
        userId: row.user_id,
        loginType: row.login_type,
        architectureId: row.architecture_id,
        visitorId: row.visitor_id,
        referrer: row.referrer,
        userAgent: row.user_agent,
        createdAt: row.created_at,
      }));
    },
  };
}

export type LoginEventsRepository = ReturnType<typeof createLoginEventsRepository>;
