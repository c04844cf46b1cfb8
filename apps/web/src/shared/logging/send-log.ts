import {
  type FrontEndLogMessage,
  LOG_DETAILS_MAX_LENGTH,
  LOG_MESSAGE_MAX_LENGTH,
  type MessageOrigin,
} from '@atrium/domain';
import { callApi } from '../api/api-client';
import { apiRoutes } from '../api/api-routes';
import { currentClientDetails } from './client-details';
import type { LogLevel } from './log';

/** The details as text: an error's stack, or JSON of anything else. */
export function detailsText(details: unknown): string | undefined {
  if (details === undefined) return undefined;
  if (details instanceof Error) return details.stack ?? `${details.name}: ${details.message}`;
  if (typeof details === 'string') return details;
  try {
    return JSON.stringify(details);
  } catch {
    return String(details);
  }
}

/** Log categories are short names; anything else is made to fit the server's pattern. */
export const logCategory = (category: string) =>
  category.replace(/[^A-Za-z0-9_.:-]/g, '_').slice(0, 64) || 'ui';

/** Spec §3: messages from the studio's pages are the designer's, all others the viewer's. */
export const messageOriginOf = (pathname: string): MessageOrigin =>
  pathname === '/studio' || pathname.startsWith('/studio/') ? 'DESIGNER' : 'UI';

export async function sendLog(level: LogLevel, category: string, message: string, details?: unknown) {
  const text = detailsText(details)?.slice(0, LOG_DETAILS_MAX_LENGTH);
  const body: FrontEndLogMessage = {
    messageDetails: {
      message: message.slice(0, LOG_MESSAGE_MAX_LENGTH) || '-',
      ...(text ? { details: text } : {}),
    },
    clientDetails: currentClientDetails(),
    loglevel: level,
    logCategory: logCategory(category),
    messageOrigin: messageOriginOf(window.location.pathname),
  };
  await callApi(apiRoutes.capture.log, { body });
}
