import type { LiveWindow, SearchDocument } from './search-document';
import { highlightsIn } from './search-snippet';

/** The longest quotation an answer carries, in characters. */
const QUOTE_MAX = 160;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (at: Date) => `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/** "11:00 UTC" today, else "Sat 28 Nov 2026, 14:00 UTC" (answers are in UTC: the server knows no zone). */
export function whenText(at: Date, now: Date): string {
  if (sameDay(at, now)) return `${clock(at)} UTC`;
  return `${DAY_NAMES[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${clock(at)} UTC`;
}

const timeOf = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** ", live now until 11:00 UTC", ", starts on …", or nothing (over, or never timed). */
export function liveClause(windows: readonly LiveWindow[] | undefined, now: Date, what = ''): string {
  if (!windows?.length) return '';
  const at = now.getTime();
  const running = windows.find(
    (window) => (timeOf(window.begin) ?? -Infinity) <= at && at < (timeOf(window.end) ?? Infinity),
  );
  const lead = what ? `, ${what}` : ',';
  if (running) {
    return running.end
      ? `${lead} live now until ${whenText(new Date(running.end), now)}`
      : `${lead} live now`;
  }
  const next = windows
    .map((window) => timeOf(window.begin))
    .filter((begin): begin is number => begin !== undefined && begin > at)
    .sort((a, b) => a - b)[0];
  if (next === undefined) return '';
  const starts = whenText(new Date(next), now);
  return sameDay(new Date(next), now) ? `${lead} starts at ${starts}` : `${lead} starts on ${starts}`;
}

/** The sentence (or line) of `text` with the most matched words, cut to QUOTE_MAX. */
export function bestSentence(text: string, terms: ReadonlySet<string>): string {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0);
  let best = sentences[0] ?? '';
  let bestScore = -1;
  for (const sentence of sentences) {
    // Matched words first; of equals, the longer sentence (a heading says less than its row).
    const score =
      highlightsIn(sentence, terms).length + Math.min(sentence.length, QUOTE_MAX) / (QUOTE_MAX + 1);
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return best.length > QUOTE_MAX ? `${best.slice(0, QUOTE_MAX - 1).trimEnd()}…` : best;
}

const withoutStop = (text: string) => text.trim().replace(/[.!?…]+$/, '');
const inArea = (document: SearchDocument) =>
  document.global ? 'open from every area' : `in the ${document.areaName}`;

/**
 * One English sentence (spec §1) from the best hit, by its kind: where it is, when it is live,
 * who speaks, the page of a PDF and the words there. Extractive: every word comes from the
 * venue's own texts or these templates.
 */
export function extractiveAnswer(
  best: { document: SearchDocument; terms: readonly string[] } | undefined,
  now: Date,
): string | null {
  if (!best) return null;
  const { document } = best;
  const terms = new Set(best.terms);
  switch (document.kind) {
    case 'area':
      return document.text
        ? `Go to the ${document.title}: ${withoutStop(document.text)}.`
        : `Go to the ${document.title}.`;
    case 'widget':
      return `${document.title} is ${inArea(document)}${liveClause(document.live, now)}.`;
    case 'media-piece': {
      const by = document.people
        ? ` by ${document.people
            .split('; ')
            .map((p) => p.split(', ')[0])
            .join(', ')}`
        : '';
      return `“${document.title}”${by} is on the ${document.widgetName} ${inArea(document)}${liveClause(document.live, now, 'live discussion')}.`;
    }
    case 'document':
      return `Page ${document.page} of ${document.title} (${document.widgetName}, ${inArea(document)}) says: “${withoutStop(bestSentence(document.text, terms))}”.`;
    case 'post':
      return `${document.people || 'An attendee'} posted on the ${document.widgetName} ${inArea(document)}: “${withoutStop(bestSentence(document.text, terms))}”.`;
    case 'profile':
      return `${document.title}${document.people ? ` (${document.people})` : ''} is open for networking.`;
  }
}
