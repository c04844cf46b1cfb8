import type { Registration } from '@atrium/domain';

/**
 * The registrations matching a search: every word of the query (case-insensitive) appears in the
 * email, name, company, ticket or confirmation number. An empty query matches all.
 */
export function searchRegistrations(
  registrations: readonly Registration[],
  query: string,
): readonly Registration[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return registrations;
  return registrations.filter((registration) => {
    const text = [
      registration.email,
      registration.name,
      registration.company,
      registration.ticketNumber,
      registration.confirmationNumber,
    ]
      .filter((value) => value !== null)
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The items of one page, with the page moved back inside the list when it shrank. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { page: number; items: readonly T[] } {
  const last = Math.max(0, Math.ceil(items.length / size) - 1);
  const shown = Math.min(Math.max(0, page), last);
  return { page: shown, items: items.slice(shown * size, (shown + 1) * size) };
}
