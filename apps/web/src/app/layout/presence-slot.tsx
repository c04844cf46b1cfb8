/**
 * Where the presence widget sits once presence exists (header grows to 102 px when it is ready);
 * active only with the userPresence feature and login enabled.
 */
export function PresenceSlot() {
  return null;
}
