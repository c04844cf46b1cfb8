import { z } from 'zod';
import { userStatusSchema } from '../chat/user-status.schema';
import { venueVersionStateSchema } from '../venue/venue-enums.schema';
import { architectureIdSchema, idSchema } from '../venue/venue-primitives.schema';
import { PRESENCE_PAGE_MAX } from './realtime.constants';

/** Spec §3 "Attendee (presence)": replaced on every move; `timestamp` is the server's ms time. */
export const attendeeEntrySchema = z.object({
  uid: z.string(),
  areaId: z.string(),
  name: z.string(),
  company: z.string(),
  title: z.string(),
  timestamp: z.number().int(),
  /** Spec §4: what the attendee set (Available, Busy, Idle); chat and the presence list show it. */
  status: userStatusSchema.default('AVAILABLE'),
});
export type AttendeeEntry = z.infer<typeof attendeeEntrySchema>;

/** Presence is kept per venue and mode (stage and live never mix). */
export const presenceScopeSchema = z.strictObject({
  architectureId: architectureIdSchema,
  mode: venueVersionStateSchema,
});
export type PresenceScope = z.infer<typeof presenceScopeSchema>;

/** Enter the venue's presence in an area, or move to another one. */
export const presenceMoveSchema = presenceScopeSchema.extend({ areaId: idSchema });
export type PresenceMove = z.infer<typeof presenceMoveSchema>;

/**
 * What part of the presence list a client looks at. Filters: this area, my company (the server
 * uses the caller's own company), a name search; a window of the list sorted by name.
 */
export const presenceViewSchema = presenceScopeSchema.extend({
  areaId: idSchema.optional(),
  myCompany: z.boolean().default(false),
  query: z.string().trim().max(128).default(''),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(PRESENCE_PAGE_MAX).default(50),
});
export type PresenceView = z.input<typeof presenceViewSchema>;

/**
 * The watched window of the list, pushed again whenever it or the counts change (batched).
 * `seq` is the scope's change counter the page reflects.
 */
export const presencePageSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  entries: z.array(attendeeEntrySchema),
  /** Attendees per area id, for the area navigation. */
  counts: z.record(z.string(), z.number().int()),
  seq: z.number().int(),
});
export type PresencePage = z.infer<typeof presencePageSchema>;
