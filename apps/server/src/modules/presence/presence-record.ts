import type { AttendeeEntry } from '@atrium/domain';

/**
 * One attendee's presence in a scope: the entry others see, whether others may see it at all
 * (`listed`), and who holds it — the connection that made the last move and the node it is on —
 * so that only that connection's leave removes it and a dead node's entries can be found.
 */
export type PresenceRecord = { entry: AttendeeEntry; listed: boolean; conn: string; node: string };

/** Removes only while the record is still held by this connection and/or node. */
export type HolderCondition = { conn?: string; node?: string };

/** Whether the record exists and is held as the condition asks. */
export const holds = (record: PresenceRecord | undefined, holder: HolderCondition = {}) =>
  record !== undefined &&
  (holder.conn === undefined || record.conn === holder.conn) &&
  (holder.node === undefined || record.node === holder.node);
