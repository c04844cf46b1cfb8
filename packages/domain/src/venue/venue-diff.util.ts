import type { LocalizedList } from './venue-primitives.schema';

/** A name for a person: the English text, else the first text, else the fallback (an id). */
export function nameOf(items: LocalizedList | undefined, fallback: string): string {
  const texts = (items ?? []).filter((item) => item.text !== undefined && item.text.trim() !== '');
  const english =
    texts.find((item) => item.locale.toLowerCase() === 'en') ??
    texts.find((item) => item.locale.toLowerCase().startsWith('en-'));
  return (english ?? texts[0])?.text ?? fallback;
}

/** Items of a list by their id, in order; a repeated id keeps its first item. */
export function byId<T>(items: readonly T[], idOf: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const id = idOf(item);
    if (!map.has(id)) map.set(id, item);
  }
  return map;
}
