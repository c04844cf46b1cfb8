import { randomUUID } from 'node:crypto';
import type {
  CaptureReceipt,
  CookieConsentLogPage,
  CookieConsentLogQuery,
  CookiePreferencesMessage,
  FrontEndLogMessage,
  LogLevel,
} from '@atrium/domain';
import type { Clock } from '../../clock';
import type { Principal } from '../auth/authorize';
import type { CaptureRepository } from './capture.repository';

/** The server log the front-end messages are also written to (a request's pino logger). */
export type CaptureLogger = Record<'info' | 'warn' | 'error', (object: object, message: string) => void>;

const loggerLevel: Record<LogLevel, keyof CaptureLogger> = { INFO: 'info', WARN: 'warn', ERROR: 'error' };

const isDate = (value: string) => value.length === 10;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString();

/** `from`/`to` of a query as an inclusive start and exclusive end; a plain date covers its UTC day. */
function timeRange(query: Pick<CookieConsentLogQuery, 'from' | 'to'>) {
  const from =
    query.from === undefined
      ? undefined
      : isDate(query.from)
        ? `${query.from}T00:00:00.000Z`
        : new Date(query.from).toISOString();
  const before =
    query.to === undefined
      ? undefined
      : isDate(query.to)
        ? nextDay(query.to)
        : new Date(Date.parse(query.to) + 1).toISOString();
  return { from, before };
}

/**
 * The cookie-consent log (who chose what, when, with which banner, from which client) and the
 * front-end log. Who is always the access token's user — never a value of the body.
 */
export function createCaptureService(deps: { repository: CaptureRepository; now: Clock }) {
  const { repository, now } = deps;

  return {
    async recordConsent(
      principal: Principal | null,
      message: CookiePreferencesMessage,
    ): Promise<CaptureReceipt> {
      const receipt = { id: randomUUID(), createdAt: now().toISOString() };
      await repository.insertConsent({
        ...receipt,
        userId: principal?.userId ?? null,
        email: principal?.email ?? null,
        bannerType: message.bannerType,
        cookiePreferences: message.cookiePreferences,
        trackingConsent: message.trackingConsent,
        clientDetails: message.clientDetails,
      });
      return receipt;
    },

    async listConsents(query: CookieConsentLogQuery): Promise<CookieConsentLogPage> {
      const { items, total } = await repository.listConsents(
        {
          userId: query.userId,
          email: query.email?.trim().toLowerCase(),
          ...timeRange(query),
        },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    /** Stores a front-end log message and writes it to the server log at its level. */
    async recordLog(
      principal: Principal,
      message: FrontEndLogMessage,
      log: CaptureLogger,
    ): Promise<CaptureReceipt> {
      const receipt = { id: randomUUID(), createdAt: now().toISOString() };
      const { messageDetails, clientDetails } = message;
      await repository.insertClientLog({
        ...receipt,
        userId: principal.userId,
        level: message.loglevel,
        category: message.logCategory,
        origin: message.messageOrigin,
        message: messageDetails.message,
        details: messageDetails.details ?? null,
        clientDetails,
      });
      log[loggerLevel[message.loglevel]](
        {
          clientLog: {
            id: receipt.id,
            userId: principal.userId,
            category: message.logCategory,
            origin: message.messageOrigin,
            details: messageDetails.details,
          },
          clientDetails,
        },
        `client: ${messageDetails.message}`,
      );
      return receipt;
    },
  };
}

export type CaptureService = ReturnType<typeof createCaptureService>;
