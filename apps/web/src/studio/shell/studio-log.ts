import { type LogLevel, logMessage } from '../../shared/logging/log';

/**
 * A failure the organiser was shown, for the operators' log: sent from the studio's pages, so
 * with `messageOrigin: DESIGNER` (spec §3). Never throws.
 */
export function logStudio(level: LogLevel, category: string, message: string, details?: unknown): void {
  logMessage(level, `studio.${category}`, message, details);
}
