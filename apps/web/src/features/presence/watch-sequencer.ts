/**
 * Which presence pages to take. A `presence:watch` replaces the view; until its acknowledgement
 * arrives, pushed pages may still be of the previous view and are dropped (socket.io keeps the
 * order of one connection, so pushes after the acknowledgement are of the new view). Of several
 * watches in flight only the last one's answer counts.
 */
export function createWatchSequencer() {
  let latest = 0;
  let pending = false;
  return {
    /** A watch is sent: its ticket. */
    begin(): number {
      pending = true;
      return ++latest;
    },
    /** Its acknowledgement (or failure) arrived; whether the answer is still the current one. */
    settle(ticket: number): boolean {
      if (ticket !== latest) return false;
      pending = false;
      return true;
    },
    /** Whether a pushed page belongs to the current view. */
    acceptsPush(): boolean {
      return latest > 0 && !pending;
    },
    /** The connection was lost: nothing is in flight, and nothing is watched until the next watch. */
    reset() {
      latest += 1;
      pending = true;
    },
  };
}
