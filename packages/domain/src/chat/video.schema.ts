import { z } from 'zod';
import { architectureIdSchema } from '../venue/venue-primitives.schema';
import { VIDEO_SIGNAL_MAX_CHARS } from './chat.constants';
import { chatUserSchema, conversationIdSchema } from './chat.schema';

export const callIdSchema = z.uuid();

export const callParticipantStates = ['RINGING', 'JOINED', 'DECLINED', 'BUSY', 'LEFT'] as const;

/**
 * A video call of a conversation's members (spec §2.8 video chat): up to four people, a mesh of
 * WebRTC connections. `connectionId` names the tab a joined participant talks from (signals go
 * there).
 */
export const videoCallSchema = z.object({
  id: callIdSchema,
  conversationId: conversationIdSchema,
  startedBy: z.string(),
  participants: z.array(
    chatUserSchema.extend({
      state: z.enum(callParticipantStates),
      connectionId: z.string().optional(),
    }),
  ),
  /** RINGING until someone accepts, ACTIVE while two or more are in, ENDED after. */
  state: z.enum(['RINGING', 'ACTIVE', 'ENDED']),
  createdAt: z.number().int(),
});
export type VideoCall = z.infer<typeof videoCallSchema>;

/** Starts a call with the conversation's other members (a private chat or a small group). */
export const startCallSchema = z.strictObject({ conversationId: conversationIdSchema });
export const callRefSchema = z.strictObject({ callId: callIdSchema });

/** One WebRTC signal from one participant's tab to another's; the server relays it unread. */
export const videoSignalSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.enum(['offer', 'answer']), sdp: z.string().max(VIDEO_SIGNAL_MAX_CHARS) }),
  z.strictObject({
    type: z.literal('candidate'),
    candidate: z.string().max(2_000),
    sdpMid: z.string().max(100).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
  }),
]);
export type VideoSignal = z.infer<typeof videoSignalSchema>;

export const sendSignalSchema = z.strictObject({
  callId: callIdSchema,
  to: z.string().min(1).max(100),
  signal: videoSignalSchema,
});
export const signalReceivedSchema = z.object({
  callId: callIdSchema,
  from: z.string(),
  fromUser: chatUserSchema,
  signal: videoSignalSchema,
});

/**
 * Spec §7 POST /video-access: the "video access request" (its fields are not shown by the spec).
 * A client asks for access before it joins or starts a call; the server records the request and
 * answers with the ICE servers (STUN/TURN, TURN credentials short-lived) the call may use.
 */
export const videoAccessRequestSchema = z.strictObject({
  architectureId: architectureIdSchema,
  conversationId: conversationIdSchema,
  callId: callIdSchema.optional(),
  /** What the browser said about camera and microphone when the request was made. */
  media: z.enum(['granted', 'prompt', 'denied', 'unavailable']).default('prompt'),
});
export type VideoAccessRequest = z.input<typeof videoAccessRequestSchema>;

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const videoAccessSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /** How long the TURN credentials hold, in seconds. */
  ttlSeconds: z.number().int(),
});
export type VideoAccess = z.infer<typeof videoAccessSchema>;
