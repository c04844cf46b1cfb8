import { z } from 'zod';
import { venueVersionSchema } from '../venue/venue-version.schema';
import { defineServerEvent } from './socket-event.contract';

/** The handshake's `auth` object. */
export const realtimeHandshakeSchema = z.object({
  token: z.string().min(1).max(4096),
  protocol: z.number().int(),
});
export type RealtimeHandshake = z.infer<typeof realtimeHandshakeSchema>;

export const realtimeEvents = {
  venueVersion: defineServerEvent({
    name: 'venue:version',
    summary: 'The venue was published, unpublished or staged: its new version (the poll stays as fallback)',
    payload: venueVersionSchema,
  }),
  sessionEnded: defineServerEvent({
    name: 'session:ended',
    summary: 'The session of this connection ended (logout, reset, expiry); the server disconnects',
    payload: z.object({ reason: z.string() }),
  }),
} as const;
