const dayKey = (ms: number, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    ms,
  );
const year = (ms: number, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }).format(ms);

/**
 * When a post was written, in the user's language: the time of day today, the day and time this
 * year, the full date and time before.
 */
export function postTime(ms: number, now: number, locale: string, timeZone?: string): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(ms);
  if (dayKey(ms, timeZone) === dayKey(now, timeZone)) return format({ timeStyle: 'short' });
  if (year(ms, timeZone) === year(now, timeZone))
    return format({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return format({ dateStyle: 'medium', timeStyle: 'short' });
}

/** The full date and time (a tooltip's), in the user's language. */
export const fullPostTime = (ms: number, locale: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(ms);
