import { isVisitorId, VISITOR_ID_STORAGE_KEY } from '@atrium/domain';

/** A version-4 UUID; outside a secure context (no `randomUUID`) the same layout from random bytes. */
export function newVisitorUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let memoryVisitorId: string | undefined;

/**
 * This browser's visitor id (spec §9 `tracking:visitor-id`): a UUID made on first use and kept.
 * The one source for analytics events, the tracker, meeting embeds and login calls. A stored
 * value that is no valid id is replaced; with storage blocked the id lasts for this page.
 */
export function visitorId(): string {
  try {
    const stored = localStorage.getItem(VISITOR_ID_STORAGE_KEY);
    if (stored && isVisitorId(stored)) return stored;
    const created = newVisitorUuid();
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, created);
    return created;
  } catch {
    memoryVisitorId ??= newVisitorUuid();
    return memoryVisitorId;
  }
}
