import { VISITOR_ID_STORAGE_KEY, visitorIdSchema } from '@atrium/domain';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a venue served over plain http still needs an id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This browser's analytics visitor id, created and stored on first use. */
export function visitorId(): string {
  try {
    const stored = localStorage.getItem(VISITOR_ID_STORAGE_KEY);
    if (stored && visitorIdSchema.safeParse(stored).success) return stored;
    const created = randomId();
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, created);
    return created;
  } catch {
    // Storage can be blocked; the meeting then gets an id for this page only.
    return randomId();
  }
}
