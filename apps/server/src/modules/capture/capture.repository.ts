import type {
  ClientDetails,
  CookieBannerConfig,
  CookiePreference,
  LogLevel,
  MessageOrigin,
} from '@atrium/domain';
import type { Db } from '../../db/database';

export type ConsentRecord = {
  id: string;
  createdAt: string;
  userId: string | null;
  email: string | null;
  bannerType: CookieBannerConfig['type'];
  cookiePreferences: CookiePreference[];
  trackingConsent: boolean;
  clientDetails: ClientDetails;
};

export type ConsentFilter = {
  userId?: string | undefined;
  email?: string | undefined;
  /** Inclusive lower bound (ISO UTC). */
  from?: string | undefined;
  /** Exclusive upper bound (ISO UTC). */
  before?: string | undefined;
};

export type ClientLogRecord = {
  id: string;
  createdAt: string;
  userId: string;
  level: LogLevel;
  category: string;
  origin: MessageOrigin;
  message: string;
  details: string | null;
  clientDetails: ClientDetails;
};

/** The cookie-consent log and the stored front-end log messages. */
export function createCaptureRepository(db: Db) {
  const filtered = (filter: ConsentFilter) => {
    let query = db.selectFrom('cookie_consent_log');
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.email !== undefined) query = query.where('email', '=', filter.email);
    if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
    if (filter.before !== undefined) query = query.where('created_at', '<', filter.before);
    return query;
  };

  return {
    async insertConsent(record: ConsentRecord) {
      await db
        .insertInto('cookie_consent_log')
        .values({
          id: record.id,
          created_at: record.createdAt,
          user_id: record.userId,
          email: record.email,
          architecture_id: record.clientDetails.architectureId,
          banner_type: record.bannerType,
          preferences: JSON.stringify(record.cookiePreferences),
          tracking_consent: record.trackingConsent ? 1 : 0,
          client_details: JSON.stringify(record.clientDetails),
        })
        .execute();
    },

    /** One page of the log, newest first, and how many entries match in all. */
    async listConsents(filter: ConsentFilter, page: { offset: number; limit: number }) {
      const [rows, total] = await Promise.all([
        filtered(filter)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      const items: ConsentRecord[] = rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        userId: row.user_id,
        email: row.email,
        bannerType: row.banner_type as ConsentRecord['bannerType'],
        cookiePreferences: JSON.parse(row.preferences) as CookiePreference[],
        trackingConsent: row.tracking_consent === 1,
        clientDetails: JSON.parse(row.client_details) as ClientDetails,
      }));
      return { items, total: Number(total.count) };
    },

    async insertClientLog(record: ClientLogRecord) {
      await db
        .insertInto('client_logs')
        .values({
          id: record.id,
          created_at: record.createdAt,
          user_id: record.userId,
          level: record.level,
          category: record.category,
          origin: record.origin,
          message: record.message,
          details: record.details,
          client_details: JSON.stringify(record.clientDetails),
        })
        .execute();
    },
  };
}

export type CaptureRepository = ReturnType<typeof createCaptureRepository>;
