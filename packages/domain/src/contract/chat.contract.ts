import { z } from 'zod';
import { errorBodySchema } from '../api/error-body.schema';
import {
  blockListSchema,
  blockSchema,
  chatFileIdSchema,
  chatFileUploadedSchema,
  chatMessageSchema,
  chatReportListSchema,
  conversationIdSchema,
  conversationRefSchema,
  conversationSchema,
  createGroupSchema,
  editMessageSchema,
  historyPageSchema,
  historyQuerySchema,
  markReadSchema,
  messageIdSchema,
  messageRefSchema,
  openPrivateSchema,
  openRoomSchema,
  reportMessageSchema,
  roomMuteListSchema,
  roomMuteSchema,
  sendMessageSchema,
  setStatusSchema,
  syncRequestSchema,
  syncResultSchema,
  typingSchema,
  updateGroupSchema,
  userIdSchema,
} from '../chat/chat.schema';
import { presenceScopeSchema } from '../realtime/presence.schema';
import { defineRoute } from './http-route.contract';
import { defineClientEvent, defineServerEvent, emptySchema } from './socket-event.contract';

/**
 * Chat over the realtime gateway. Every event checks that the caller is a member of the
 * conversation it names (a room chat: an attendee of the venue who opened it); a non-member is
 * answered `chat.not_found`, as for a conversation that does not exist.
 */
export const chatEvents = {
  sync: defineClientEvent({
    name: 'chat:sync',
    access: 'chat.use',
    summary: "The caller's conversations and the messages changed since the revisions the client saw",
    payload: syncRequestSchema,
    ack: syncResultSchema,
  }),
  openPrivate: defineClientEvent({
    name: 'chat:open-private',
    access: 'chat.use',
    summary:
      'The private chat with another attendee (created on first use); refused when either blocked the other',
    payload: openPrivateSchema,
    ack: conversationSchema,
  }),
  openRoom: defineClientEvent({
    name: 'chat:open-room',
    access: 'chat.use',
    summary: "Open the chat of an area or widget of the venue; the connection receives the room's messages",
    payload: openRoomSchema,
    ack: conversationSchema,
  }),
  closeRoom: defineClientEvent({
    name: 'chat:close-room',
    access: 'chat.use',
    summary: "Stop receiving a room chat's messages",
    payload: conversationRefSchema,
    ack: emptySchema,
  }),
  createGroup: defineClientEvent({
    name: 'chat:create-group',
    access: 'chat.use',
    summary: 'Create a group channel: a name and at least two other users',
    payload: createGroupSchema,
    ack: conversationSchema,
  }),
  updateGroup: defineClientEvent({
    name: 'chat:update-group',
    access: 'chat.use',
    summary: 'Rename a group channel or change its members (its owner or an administrator)',
    payload: updateGroupSchema,
    ack: conversationSchema,
  }),
  deleteGroup: defineClientEvent({
    name: 'chat:delete-group',
    access: 'chat.use',
    summary: 'Delete a group channel with its messages and files (its owner or an administrator)',
    payload: conversationRefSchema,
    ack: emptySchema,
  }),
  send: defineClientEvent({
    name: 'chat:send',
    access: 'chat.use',
    summary:
      'Send a message (text and/or an uploaded file); stored before it is delivered, idempotent by clientKey',
    payload: sendMessageSchema,
    ack: chatMessageSchema,
  }),
  edit: defineClientEvent({
    name: 'chat:edit',
    access: 'chat.use',
    summary: "Edit one's own message",
    payload: editMessageSchema,
    ack: chatMessageSchema,
  }),
  delete: defineClientEvent({
    name: 'chat:delete',
    access: 'chat.use',
    summary: "Delete one's own message (an administrator: any message)",
    payload: messageRefSchema,
    ack: chatMessageSchema,
  }),
  history: defineClientEvent({
    name: 'chat:history',
    access: 'chat.use',
    summary: "A page of a conversation's messages before a sequence number, oldest first",
    payload: historyQuerySchema,
    ack: historyPageSchema,
  }),
  read: defineClientEvent({
    name: 'chat:read',
    access: 'chat.use',
    summary: 'Mark a conversation read up to a message; answers the unread count left',
    payload: markReadSchema,
    ack: z.object({ unread: z.number().int() }),
  }),
  typing: defineClientEvent({
    name: 'chat:typing',
    access: 'chat.use',
    summary: 'Tell the other members the caller is typing (shown for a few seconds)',
    payload: conversationRefSchema,
    ack: emptySchema,
  }),
  status: defineClientEvent({
    name: 'chat:status',
    access: 'chat.use',
    summary: "Set the caller's status (Available, Busy, Idle) as others see it in presence and chat",
    payload: setStatusSchema,
    ack: emptySchema,
  }),

  message: defineServerEvent({
    name: 'chat:message',
    summary: 'A message was sent, edited or deleted (replace by id when rev is newer)',
    payload: chatMessageSchema,
  }),
  conversation: defineServerEvent({
    name: 'chat:conversation',
    summary: 'A conversation of the user was created or changed (name, members, unread count)',
    payload: conversationSchema,
  }),
  conversationRemoved: defineServerEvent({
    name: 'chat:conversation-removed',
    summary: 'A conversation was deleted, or the user is no longer a member',
    payload: conversationRefSchema,
  }),
  typingShown: defineServerEvent({
    name: 'chat:typing',
    summary: 'Someone is typing in a conversation of the user',
    payload: typingSchema,
  }),
} as const;

const conversationParams = z.object({ conversationId: conversationIdSchema });

export const chatRoutes = {
  uploadFile: defineRoute({
    method: 'POST',
    path: '/api/chat/conversations/:conversationId/files',
    access: 'chat.use',
    tags: ['chat'],
    summary: 'Upload a file to a conversation (multipart: field "file"; under 5 MB, allowed types only)',
    description:
      'The type is decided by the content (magic bytes), not the name: images (PNG, JPEG, GIF, WebP), PDF, plain text and CSV, Office documents. Images get a sized preview. The answer names the file; a `chat:send` with its id attaches it to a message.',
    params: conversationParams,
    multipart: true,
    response: {
      201: chatFileUploadedSchema,
      400: errorBodySchema,
      404: errorBodySchema,
      413: errorBodySchema,
      415: errorBodySchema,
    },
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/chat/files/:fileId',
    access: 'public',
    tags: ['chat'],
    summary: 'A chat file by the signed URL a message carries (for the member it was signed for)',
    description:
      'The signature names the member and expires; a member who left, or a file deleted with its message, is answered 410 chat.file_gone.',
    params: z.object({ fileId: chatFileIdSchema }),
    query: z.object({
      variant: z.enum(['preview']).optional(),
      uid: userIdSchema,
      expires: z.coerce.number().int(),
      signature: z.string().max(200),
    }),
    response: { 403: errorBodySchema, 410: errorBodySchema },
  }),
  blocks: defineRoute({
    method: 'GET',
    path: '/api/chat/blocks',
    access: 'chat.use',
    tags: ['chat'],
    summary: 'The users the caller blocked',
    response: { 200: blockListSchema },
  }),
  block: defineRoute({
    method: 'POST',
    path: '/api/chat/blocks',
    access: 'chat.use',
    tags: ['chat'],
    summary: 'Block a user: they can no longer message the caller privately',
    body: blockSchema,
    response: { 200: blockListSchema, 400: errorBodySchema },
  }),
  unblock: defineRoute({
    method: 'DELETE',
    path: '/api/chat/blocks/:userId',
    access: 'chat.use',
    tags: ['chat'],
    summary: 'Lift a block',
    params: z.object({ userId: userIdSchema }),
    response: { 200: blockListSchema },
  }),
  report: defineRoute({
    method: 'POST',
    path: '/api/chat/messages/:messageId/report',
    access: 'chat.use',
    tags: ['chat'],
    summary: 'Report a message of a conversation the caller is in to the administrators',
    params: z.object({ messageId: messageIdSchema }),
    body: reportMessageSchema,
    response: { 202: emptySchema, 404: errorBodySchema },
  }),
  reports: defineRoute({
    method: 'GET',
    path: '/api/chat/reports',
    access: 'chat.moderate',
    tags: ['chat'],
    summary: 'Reported messages, newest first (administrators)',
    query: presenceScopeSchema.partial(),
    response: { 200: chatReportListSchema },
  }),
  mutes: defineRoute({
    method: 'GET',
    path: '/api/chat/mutes',
    access: 'chat.moderate',
    tags: ['chat'],
    summary: "Users muted in the venue's room chats (administrators)",
    query: presenceScopeSchema,
    response: { 200: roomMuteListSchema },
  }),
  mute: defineRoute({
    method: 'POST',
    path: '/api/chat/mutes',
    access: 'chat.moderate',
    tags: ['chat'],
    summary: "Mute a user in the venue's room chats, for some minutes or until lifted (administrators)",
    body: roomMuteSchema,
    response: { 200: roomMuteListSchema, 400: errorBodySchema },
  }),
  unmute: defineRoute({
    method: 'DELETE',
    path: '/api/chat/mutes/:architectureId/:mode/:userId',
    access: 'chat.moderate',
    tags: ['chat'],
    summary: 'Lift a mute (administrators)',
    params: presenceScopeSchema.extend({ userId: userIdSchema }),
    response: { 200: roomMuteListSchema },
  }),
} as const;
