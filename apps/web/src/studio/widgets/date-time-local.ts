/*
 * Between the venue's ISO 8601 date-times (with an offset) and the value of an
 * `<input type="datetime-local">` (wall-clock time without a zone) in a named time zone.
 * No date library is a dependency of the web app; Intl knows every zone's offsets, and these few
 * functions are all the studio needs of it.
 */

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const MINUTE_MS = 60_000;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

// Not Date.UTC: it reads the years 0 to 99 as 1900 to 1999.
function asUtc(clock: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  date.setUTCHours(clock.hour, clock.minute, clock.second, 0);
  return date.getTime();
}

/** How far `timeZone` is ahead of UTC at `instant`, in minutes (60 for Berlin in winter, 330 for India). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc(wallClockAt(wholeSeconds, timeZone)) - wholeSeconds) / MINUTE_MS);
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** An offset as ISO 8601 writes it: `Z`, `+01:00`, `-04:00`, `+05:30`. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'Z';
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

function formatWallClock(clock: WallClock): string {
  const date = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
  const time = `${pad(clock.hour)}:${pad(clock.minute)}`;
  return clock.second === 0 ? `${date}T${time}` : `${date}T${time}:${pad(clock.second)}`;
}

/** The input's value for an ISO date-time, as the clock reads in `timeZone`; '' when there is none or it cannot be read. */
export function isoToLocalInput(iso: string | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return formatWallClock(wallClockAt(instant, timeZone));
}

const DAY_MS = 86_400_000;

/**
 * The instant a zone's clock shows `wall` (a wall-clock time written as if it were UTC). The
 * zone's offsets a day before and after are the only candidates; a time shown twice (the change
 * back to winter time) is the earlier, a time skipped (the change to summer time) is read with the
 * offset before the change, so it lands after the jump, as the clocks do.
 */
function instantOfWallClock(wall: number, timeZone: string): number {
  const before = zoneOffsetMinutes(wall - DAY_MS, timeZone);
  const after = zoneOffsetMinutes(wall + DAY_MS, timeZone);
  const shown = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => asUtc(wallClockAt(instant, timeZone)) === wall);
  return shown.length > 0 ? Math.min(...shown) : wall - before * MINUTE_MS;
}

/**
 * The ISO date-time (with `timeZone`'s offset at that moment) of an input's value; undefined for
 * an empty, incomplete or impossible value.
 */
export function localInputToIso(local: string, timeZone: string): string | undefined {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const wall = asUtc({ year, month, day, hour, minute, second });
  if (new Date(wall).getUTCDate() !== day) return undefined;
  const instant = instantOfWallClock(wall, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const clock = wallClockAt(instant, timeZone);
  const date = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
  return `${date}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}${formatOffset(offset)}`;
}

/** The zone the browser shows times in (`UTC` when it does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `Europe/Berlin (UTC+01:00)`: the zone and its offset at `instant`. */
export function describeTimeZone(timeZone: string, instant: number): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  return `${timeZone} (UTC${offset === 0 ? '' : formatOffset(offset)})`;
}
