/**
 * Times and days of messages in the user's language and time zone: a time of day beside each
 * message, and a separator where the day changes ("Today", "Yesterday", or the date).
 */
export const dayKey = (ms: number, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    ms,
  );

export const timeOfDay = (ms: number, locale: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(ms);

const DAY_MS = 86_400_000;

/** The separator's words: today, yesterday, or the date written out. */
export function dayLabel(
  ms: number,
  now: number,
  locale: string,
  words: { today: string; yesterday: string },
  timeZone?: string,
): string {
  const day = dayKey(ms, timeZone);
  if (day === dayKey(now, timeZone)) return words.today;
  if (day === dayKey(now - DAY_MS, timeZone)) return words.yesterday;
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' }).format(ms);
}

/** Where a day separator goes: before the first message and wherever the day changes. */
export function startsNewDay(previous: number | undefined, current: number, timeZone?: string): boolean {
  return previous === undefined || dayKey(previous, timeZone) !== dayKey(current, timeZone);
}

/** A conversation row's time: the time of day today, else the short date. */
export function shortWhen(ms: number, now: number, locale: string, timeZone?: string): string {
  if (dayKey(ms, timeZone) === dayKey(now, timeZone)) return timeOfDay(ms, locale, timeZone);
  return new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' }).format(ms);
}
