import { z } from 'zod';
import { presenceScopeSchema } from '../realtime/presence.schema';
import { idSchema } from '../venue/venue-primitives.schema';
import {
  CHAT_CHANNEL_NAME_MAX,
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_GROUP_MIN_USERS,
  CHAT_HISTORY_PAGE_MAX,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_SYNC_MAX_CONVERSATIONS,
  chatMessages,
} from './chat.constants';
import { settableUserStatusSchema } from './user-status.schema';

/**
 * Spec §3 chat: private (1:1) chats, group channels and room chats (bound to an area or a
 * widget). Conversations, like presence, belong to one venue and mode (stage and live apart).
 */
export const conversationKinds = ['PRIVATE', 'GROUP', 'ROOM'] as const;
export const conversationKindSchema = z.enum(conversationKinds);
export type ConversationKind = z.infer<typeof conversationKindSchema>;

export {
  settableUserStatusSchema,
  type UserStatus,
  userStatuses,
  userStatusSchema,
} from './user-status.schema';

export const conversationIdSchema = z.uuid();
export const messageIdSchema = z.uuid();
export const chatFileIdSchema = z.uuid();
export const userIdSchema = z.string().min(1).max(200);

/** A user a conversation shows: id and name (the name as the profile has it). */
export const chatUserSchema = z.object({ uid: z.string(), name: z.string() });
export type ChatUser = z.infer<typeof chatUserSchema>;

/** A room chat's place in the venue: an area, or a widget of an area. */
export const chatRoomSchema = z.strictObject({
  areaId: idSchema.max(200),
  widgetId: idSchema.max(200).optional(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** A file attached to a message; `url` is signed for the caller and expires. */
export const chatFileSchema = z.object({
  id: chatFileIdSchema,
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Images: the sized preview (signed), else absent. */
  previewUrl: z.string().optional(),
  url: z.string(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

/**
 * One message. `seq` orders a conversation's messages; `rev` is the conversation's change counter
 * at the message's last change (sent, edited, deleted): a client that saw rev N asks for what
 * changed after N. A deleted message keeps its place with empty text and no file.
 */
export const chatMessageSchema = z.object({
  id: messageIdSchema,
  conversationId: conversationIdSchema,
  seq: z.number().int(),
  rev: z.number().int(),
  author: chatUserSchema,
  text: z.string(),
  file: chatFileSchema.optional(),
  createdAt: z.number().int(),
  editedAt: z.number().int().optional(),
  deletedBy: z.enum(['AUTHOR', 'ADMINISTRATOR']).optional(),
  /** Only in the answers and pushes to the author: the key the author's client sent it with. */
  clientKey: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as the caller sees it. */
export const conversationSchema = z.object({
  id: conversationIdSchema,
  kind: conversationKindSchema,
  architectureId: z.string(),
  mode: presenceScopeSchema.shape.mode,
  /** Group channels: the channel name. Private chats: the other person's name. Rooms: ''. */
  name: z.string(),
  room: chatRoomSchema.optional(),
  /** Group channels: the owner. */
  ownerId: z.string().optional(),
  /** Private chats and group channels; rooms list nobody (everyone there may read). */
  members: z.array(chatUserSchema),
  lastMessage: chatMessageSchema.optional(),
  /** The conversation's change counter (the highest `rev` of its messages). */
  rev: z.number().int(),
  unread: z.number().int(),
  updatedAt: z.number().int(),
  /** Private chats: the caller blocked the other person. */
  blocked: z.boolean().optional(),
  /** Room chats: an administrator muted the caller in the venue's room chats. */
  muted: z.boolean().optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const channelNameSchema = z
  .string()
  .trim()
  .min(1, chatMessages.channelNameRequired)
  .max(CHAT_CHANNEL_NAME_MAX);
const memberIdsSchema = z
  .array(userIdSchema)
  .max(CHAT_GROUP_MAX_MEMBERS - 1)
  .refine((ids) => new Set(ids).size >= CHAT_GROUP_MIN_USERS, chatMessages.twoUsersRequired);

/** Spec §5: a channel needs a name and at least two users (besides its owner, who is always in). */
export const createGroupSchema = presenceScopeSchema.extend({
  name: channelNameSchema,
  memberIds: memberIdsSchema,
});
export type CreateGroup = z.input<typeof createGroupSchema>;

export const updateGroupSchema = z.strictObject({
  conversationId: conversationIdSchema,
  name: channelNameSchema.optional(),
  memberIds: memberIdsSchema.optional(),
});
export type UpdateGroup = z.input<typeof updateGroupSchema>;

export const openPrivateSchema = presenceScopeSchema.extend({ userId: userIdSchema });
export const openRoomSchema = presenceScopeSchema.extend({ room: chatRoomSchema });
export const conversationRefSchema = z.strictObject({ conversationId: conversationIdSchema });

/** Sends a message; `clientKey` makes a resend (after a drop, a retry) the same message. */
export const sendMessageSchema = z.strictObject({
  conversationId: conversationIdSchema,
  clientKey: z.uuid(),
  text: z.string().max(CHAT_MESSAGE_MAX_CHARS).default(''),
  fileId: chatFileIdSchema.optional(),
});
export type SendMessage = z.input<typeof sendMessageSchema>;

export const editMessageSchema = z.strictObject({
  messageId: messageIdSchema,
  text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_CHARS),
});
export const messageRefSchema = z.strictObject({ messageId: messageIdSchema });

/** A page of history before `beforeSeq` (the newest page without it), oldest first. */
export const historyQuerySchema = z.strictObject({
  conversationId: conversationIdSchema,
  beforeSeq: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(30),
});
export const historyPageSchema = z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() });
export type HistoryPage = z.infer<typeof historyPageSchema>;

/**
 * After a (re)connect: the caller's conversations, and every message changed after the `rev` the
 * client last saw of each conversation it names (`complete: false` when more remain: ask again).
 */
export const syncRequestSchema = presenceScopeSchema.extend({
  cursors: z
    .array(z.strictObject({ conversationId: conversationIdSchema, rev: z.number().int().min(0) }))
    .max(CHAT_SYNC_MAX_CONVERSATIONS)
    .default([]),
});
export type SyncRequest = z.input<typeof syncRequestSchema>;
export const syncResultSchema = z.object({
  conversations: z.array(conversationSchema),
  messages: z.array(chatMessageSchema),
  complete: z.boolean(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const markReadSchema = z.strictObject({
  conversationId: conversationIdSchema,
  seq: z.number().int().min(0),
});

export const setStatusSchema = presenceScopeSchema.extend({ status: settableUserStatusSchema });

export const typingSchema = z.object({ conversationId: conversationIdSchema, user: chatUserSchema });

export const blockSchema = z.strictObject({ userId: userIdSchema });
export const blockListSchema = z.object({ blocked: z.array(chatUserSchema) });

export const reportMessageSchema = z.strictObject({ reason: z.string().trim().max(500).default('') });
export const chatReportSchema = z.object({
  id: z.uuid(),
  message: chatMessageSchema,
  reporter: chatUserSchema,
  reason: z.string(),
  createdAt: z.number().int(),
});
export const chatReportListSchema = z.object({ reports: z.array(chatReportSchema) });

/** An administrator mutes a user in the venue's room chats (until lifted, or for some minutes). */
export const roomMuteSchema = presenceScopeSchema.extend({
  userId: userIdSchema,
  minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .optional(),
});
export const roomMuteListSchema = z.object({
  mutes: z.array(z.object({ user: chatUserSchema, until: z.number().int().optional() })),
});

export const chatFileUploadedSchema = z.object({ file: chatFileSchema });
