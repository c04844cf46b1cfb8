import { z } from 'zod';
import { errorBodySchema } from '../api/error-body.schema';
import {
  joinWhiteboardSchema,
  whiteboardAwarenessSchema,
  whiteboardClearedSchema,
  whiteboardClearResultSchema,
  whiteboardImageIdSchema,
  whiteboardImageQuerySchema,
  whiteboardImageSchema,
  whiteboardImageUrlsRequestSchema,
  whiteboardImageUrlsSchema,
  whiteboardJoinedSchema,
  whiteboardParamsSchema,
  whiteboardPushedAwarenessSchema,
  whiteboardPushedSyncSchema,
  whiteboardRefSchema,
  whiteboardScopeSchema,
  whiteboardSyncReplySchema,
  whiteboardSyncSchema,
} from '../whiteboard/whiteboard.schema';
import { commonFailures, defineRoute } from './http-route.contract';
import { defineClientEvent, defineServerEvent, emptySchema } from './socket-event.contract';

const tags = ['whiteboard'];
const failures = commonFailures;

/**
 * The whiteboard's HTTP side: clearing a board (administrators) and its images. Export (PNG,
 * SVG) is the client's: Excalidraw draws what the viewer sees, so the server needs no route.
 */
export const whiteboardRoutes = {
  clear: defineRoute({
    method: 'POST',
    path: '/api/whiteboard/:boardId/clear',
    access: 'whiteboard.admin',
    tags,
    summary: 'Clear a board: it starts again empty, as a new generation (administrators)',
    description:
      'Everyone in the board is sent `whiteboard:cleared` and joins again; messages for the old generation are refused (`whiteboard.stale`). The images of the board go with it.',
    params: whiteboardParamsSchema,
    query: whiteboardScopeSchema,
    response: { 200: whiteboardClearResultSchema, ...failures },
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/whiteboard/:boardId/images',
    access: 'whiteboard.use',
    tags,
    summary:
      'Upload an image pasted or dropped on a board (multipart: field "file"; PNG, JPEG, GIF or WebP under 10 MB)',
    description:
      'Only for those who may draw on the board (`whiteboard.read_only` otherwise). The type is decided by the content (magic bytes), not the name. Two WebP variants are made (EXIF stripped); the answer has their signed URLs. The document keeps only `imageId`; URLs expire, ask `whiteboard:image-urls` for fresh ones.',
    params: whiteboardParamsSchema,
    query: whiteboardScopeSchema,
    multipart: true,
    response: {
      201: whiteboardImageSchema,
      ...failures,
      413: errorBodySchema,
      415: errorBodySchema,
    },
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/whiteboard/images/:imageId',
    access: 'public',
    tags,
    summary: "A board's image by a signed URL",
    description: 'The signature names the user it was signed for and expires; a cleared board has no images.',
    params: z.object({ imageId: whiteboardImageIdSchema }),
    query: whiteboardImageQuerySchema,
    response: { 403: errorBodySchema, 404: errorBodySchema },
  }),
} as const;

/**
 * The whiteboard's realtime side: the Yjs sync and awareness protocols (y-protocols) over the
 * gateway, one Yjs document per board, venue and mode.
 *
 * Framing: every binary field is a Uint8Array (Socket.IO binary attachment; a browser receives
 * ArrayBuffer). `message` fields are y-protocols/sync messages (writeSyncStep1, writeSyncStep2,
 * writeUpdate); `update` of awareness events is a y-protocols/awareness update
 * (encodeAwarenessUpdate / applyAwarenessUpdate).
 *
 * Join flow:
 * 1. `whiteboard:join` {architectureId, mode, boardId, stateVector?}. The ack holds the board's
 *    `generation`, `readOnly`, `limits`, `update` (Y.applyUpdate it: all the client lacks),
 *    `stateVector` (the server's) and `awareness` (applyAwarenessUpdate: the others' cursors).
 * 2. A writer with local changes the server lacks sends them: `whiteboard:sync` with
 *    writeSyncStep2(Y.encodeStateAsUpdate(doc, ack.stateVector)); skip it when empty (≤ 2 bytes).
 * 3. Each local change (transaction origin ≠ the remote origin): `whiteboard:sync` with
 *    writeUpdate(update). Each `whiteboard:update` pushed: readSyncMessage it into the document
 *    with a remote origin (so the per-user Y.UndoManager, tracking local origins only, undoes
 *    only the user's own changes).
 * 4. Awareness: `whiteboard:awareness` with encodeAwarenessUpdate(awareness, [doc.clientID]) on
 *    each local change (throttle cursor moves to the limits) and every 15 s; apply each
 *    `whiteboard:awareness-update` pushed. The server replaces `state.user` with
 *    {userId, name} (WhiteboardAwarenessUser) from the user's profile, and sends a null state
 *    when a participant leaves or disconnects.
 * 5. `whiteboard:leave` on closing the board; a reconnect joins again with `stateVector`.
 * A `whiteboard:sync` with a step 1 is answered in its ack with the step 2 (`reply`).
 *
 * Errors (ack `{ok: false, error: {error, errMsg}}`; the stored board is never touched by a
 * refused message): `whiteboard.not_found` (no such board in the venue version, or not allowed
 * to enter it), `whiteboard.read_only` (attendees on a read-only board, guests),
 * `whiteboard.update_too_large` (an update over limits.maxUpdateBytes),
 * `whiteboard.document_too_large` (the board would grow over limits.maxDocumentBytes),
 * `whiteboard.rate_limited` (over limits.updatesPerSecond / awarenessPerSecond; retry later),
 * `whiteboard.update_invalid` (not a sync message or not a Yjs update), `whiteboard.stale`
 * (the board was cleared: join again), `whiteboard.not_joined` (join first). After a refused
 * update the client should join again with its state vector to converge with the server.
 */
export const whiteboardEvents = {
  join: defineClientEvent({
    name: 'whiteboard:join',
    access: 'whiteboard.use',
    summary: "Open a board: its state, the others' awareness; the connection receives its changes",
    payload: joinWhiteboardSchema,
    ack: whiteboardJoinedSchema,
  }),
  sync: defineClientEvent({
    name: 'whiteboard:sync',
    access: 'whiteboard.use',
    summary: 'A y-protocols sync message for a joined board: step 1 (answered), step 2 or update',
    payload: whiteboardSyncSchema,
    ack: whiteboardSyncReplySchema,
  }),
  awareness: defineClientEvent({
    name: 'whiteboard:awareness',
    access: 'whiteboard.use',
    summary: "The caller's awareness (cursor, selection) in a joined board, relayed to the others",
    payload: whiteboardAwarenessSchema,
    ack: emptySchema,
  }),
  leave: defineClientEvent({
    name: 'whiteboard:leave',
    access: 'whiteboard.use',
    summary: 'Close a board: its changes are no longer sent, the others see the caller gone',
    payload: whiteboardRefSchema,
    ack: emptySchema,
  }),
  imageUrls: defineClientEvent({
    name: 'whiteboard:image-urls',
    access: 'whiteboard.use',
    summary: "Fresh signed URLs of a joined board's images (ids not of the board are left out)",
    payload: whiteboardImageUrlsRequestSchema,
    ack: whiteboardImageUrlsSchema,
  }),

  update: defineServerEvent({
    name: 'whiteboard:update',
    summary: "A y-protocols sync message (update) of others' changes to a joined board",
    payload: whiteboardPushedSyncSchema,
  }),
  awarenessUpdate: defineServerEvent({
    name: 'whiteboard:awareness-update',
    summary: "Others' awareness in a joined board changed (a null state: gone)",
    payload: whiteboardPushedAwarenessSchema,
  }),
  cleared: defineServerEvent({
    name: 'whiteboard:cleared',
    summary: 'An administrator cleared a joined board: drop the document and join again',
    payload: whiteboardClearedSchema,
  }),
} as const;
