import { z } from 'zod';
import { venueVersionStateSchema } from '../venue/venue-enums.schema';
import { architectureIdSchema, idSchema } from '../venue/venue-primitives.schema';

/**
 * The collaborative whiteboard (issue 16): one Yjs document per board, named by a WHITEBOARD
 * widget configuration's `boardId` and, like presence, chat and the social wall, belonging to one
 * venue and mode (stage and live boards never mix). The protocol is described on
 * `whiteboardEvents` (contract/whiteboard.contract.ts).
 */

/** The largest Yjs update (or sync step 2) one message may carry: 1 MiB. */
export const WHITEBOARD_MAX_UPDATE_BYTES = 1024 * 1024;
/** The largest a board's document may grow (its encoded state): 20 MiB. */
export const WHITEBOARD_MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** Document messages (sync and updates) per second per connection, and the burst allowed. */
export const WHITEBOARD_UPDATES_PER_SECOND = 20;
export const WHITEBOARD_UPDATE_BURST = 60;
/** Awareness messages (cursors, selections) per second per connection, and the burst allowed. */
export const WHITEBOARD_AWARENESS_PER_SECOND = 30;
export const WHITEBOARD_AWARENESS_BURST = 90;
/** The largest awareness message, and the largest state of one client in it (JSON text). */
export const WHITEBOARD_MAX_AWARENESS_BYTES = 16 * 1024;
/** An uploaded image must be smaller than this (10 MiB). */
export const WHITEBOARD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most image URLs one `whiteboard:image-urls` asks for. */
export const WHITEBOARD_IMAGE_URLS_MAX = 100;

export const whiteboardMessages = {
  loadFailed: 'The whiteboard could not be loaded.',
  imageTooLarge: 'Images should not exceed 10 MB in size',
  imageTypeInvalid: 'Only PNG, JPEG, GIF and WebP images can be added.',
} as const;

export const boardIdSchema = idSchema.max(200);
export const whiteboardImageIdSchema = z.uuid();

/**
 * Binary data: a Yjs update, state vector, y-protocols sync or awareness message. Sent as a
 * Uint8Array (Socket.IO carries it as a binary attachment); received by a browser as an
 * ArrayBuffer (wrap it: `new Uint8Array(data)`), by Node as a Buffer.
 */
export const whiteboardBinarySchema = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array,
  'Expected binary data (a Uint8Array).',
);

/** Which board, of which venue and mode (STAGE: previewers only). */
export const whiteboardRefSchema = z.strictObject({
  architectureId: architectureIdSchema,
  mode: venueVersionStateSchema,
  boardId: boardIdSchema,
});
export type WhiteboardRef = z.infer<typeof whiteboardRefSchema>;

/** The scope of an HTTP call on a board: its venue and mode (LIVE by default). */
export const whiteboardScopeSchema = z.strictObject({
  architectureId: architectureIdSchema,
  mode: venueVersionStateSchema.default('LIVE'),
});
export type WhiteboardScope = z.output<typeof whiteboardScopeSchema>;
export const whiteboardParamsSchema = z.strictObject({ boardId: boardIdSchema });

/**
 * A board's generation: it starts at 1 and grows when an administrator clears the board (the
 * board gets a new, empty document). Document messages name the generation they were made for.
 */
export const whiteboardGenerationSchema = z.number().int().min(1);

/** The server's limits, as the join answers them (the client checks before it sends). */
export const whiteboardLimitsSchema = z.object({
  maxUpdateBytes: z.number().int(),
  maxDocumentBytes: z.number().int(),
  updatesPerSecond: z.number().int(),
  updateBurst: z.number().int(),
  awarenessPerSecond: z.number().int(),
  awarenessBurst: z.number().int(),
  maxAwarenessBytes: z.number().int(),
  maxImageBytes: z.number().int(),
});
export type WhiteboardLimits = z.infer<typeof whiteboardLimitsSchema>;

export const joinWhiteboardSchema = whiteboardRefSchema.extend({
  /** The client's state vector (Y.encodeStateVector) when it joins again with the same document. */
  stateVector: whiteboardBinarySchema.optional(),
});
export type JoinWhiteboard = z.infer<typeof joinWhiteboardSchema>;

export const whiteboardJoinedSchema = z.object({
  generation: whiteboardGenerationSchema,
  /** The caller may only look: document messages it sends are refused (whiteboard.read_only). */
  readOnly: z.boolean(),
  /** A Yjs update with all the client lacks (the whole document without a state vector). */
  update: whiteboardBinarySchema,
  /** The server's state vector: answer it with what the server lacks (a sync step 2). */
  stateVector: whiteboardBinarySchema,
  /** A y-protocols awareness update with the states of everyone else in the board. */
  awareness: whiteboardBinarySchema,
  limits: whiteboardLimitsSchema,
});
export type WhiteboardJoined = z.infer<typeof whiteboardJoinedSchema>;

/** A y-protocols sync message (step 1, step 2 or update) for a generation of a board. */
export const whiteboardSyncSchema = whiteboardRefSchema.extend({
  generation: whiteboardGenerationSchema,
  message: whiteboardBinarySchema,
});
export type WhiteboardSync = z.infer<typeof whiteboardSyncSchema>;

/** The answer to a sync message: to a step 1, the step 2 the client lacks. */
export const whiteboardSyncReplySchema = z.object({ reply: whiteboardBinarySchema.optional() });
export type WhiteboardSyncReply = z.infer<typeof whiteboardSyncReplySchema>;

/** A y-protocols awareness update of the caller's own clients (encodeAwarenessUpdate). */
export const whiteboardAwarenessSchema = whiteboardRefSchema.extend({ update: whiteboardBinarySchema });
export type WhiteboardAwareness = z.infer<typeof whiteboardAwarenessSchema>;

/** Pushed: a y-protocols sync message (an update) another participant's change made. */
export const whiteboardPushedSyncSchema = whiteboardRefSchema.extend({
  generation: whiteboardGenerationSchema,
  message: whiteboardBinarySchema,
});
export type WhiteboardPushedSync = z.infer<typeof whiteboardPushedSyncSchema>;

/**
 * The identity the server puts into every awareness state it relays, as `state.user`
 * (whatever the client wrote there is replaced): the user's id and their name as presence
 * shows it. Clients pick the colour from the user id.
 */
export const whiteboardAwarenessUserSchema = z.object({ userId: z.string(), name: z.string() });
export type WhiteboardAwarenessUser = z.infer<typeof whiteboardAwarenessUserSchema>;

/** Pushed: others' awareness changed (applyAwarenessUpdate; a null state is a client gone). */
export const whiteboardPushedAwarenessSchema = whiteboardRefSchema.extend({
  update: whiteboardBinarySchema,
});
export type WhiteboardPushedAwareness = z.infer<typeof whiteboardPushedAwarenessSchema>;

/** Pushed: an administrator cleared the board; drop the document and join again. */
export const whiteboardClearedSchema = whiteboardRefSchema.extend({
  generation: whiteboardGenerationSchema,
});
export type WhiteboardCleared = z.infer<typeof whiteboardClearedSchema>;

export const whiteboardClearResultSchema = z.object({ generation: whiteboardGenerationSchema });

/** An image of a board: signed URLs (they expire) of the large and the preview variant (WebP). */
export const whiteboardImageSchema = z.object({
  imageId: whiteboardImageIdSchema,
  url: z.string(),
  previewUrl: z.string(),
  mimeType: z.literal('image/webp'),
  width: z.number().int(),
  height: z.number().int(),
});
export type WhiteboardImage = z.infer<typeof whiteboardImageSchema>;

export const whiteboardImageUrlsRequestSchema = whiteboardRefSchema.extend({
  imageIds: z.array(whiteboardImageIdSchema).min(1).max(WHITEBOARD_IMAGE_URLS_MAX),
});
export type WhiteboardImageUrlsRequest = z.infer<typeof whiteboardImageUrlsRequestSchema>;
/** The board's images of those asked for (ids that are not the board's are left out). */
export const whiteboardImageUrlsSchema = z.object({ images: z.array(whiteboardImageSchema) });

/** The query of a signed image URL. */
export const whiteboardImageQuerySchema = z.object({
  variant: z.enum(['large', 'preview']),
  uid: z.string().min(1).max(200),
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});
