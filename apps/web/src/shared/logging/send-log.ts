import { type FrontEndLogMessage, LOG_DETAILS_MAX_LENGTH, LOG_MESSAGE_MAX_LENGTH } from '@atrium/domain';
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
    messageOrigin: 'UI',
  };
  await callApi(apiRoutes.capture.log, { body });
}
