import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import type { UsersRepository } from '../auth/users.repository';
import { createPresenceAreas, type VenueAreasSource } from '../presence/presence-areas';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import type { ChatRepository } from './chat.repository';
import { createChatService } from './chat.service';
import { createChatAccessCache } from './chat-access.cache';
import type { ChatFilesPort } from './chat-files.port';
import { createChatGuard } from './chat-guard';
import { createMessageWriter } from './chat-message.writer';
import { createChatMessagesRepository } from './chat-messages.repository';
import { createChatMessagesService } from './chat-messages.service';
import { createChatModerationRepository } from './chat-moderation.repository';
import { createChatModerationService } from './chat-moderation.service';
import { createChatNames } from './chat-names';
import type { ChatPush } from './chat-push';
import { createChatReadingService } from './chat-reading.service';
import { createChatRooms } from './chat-rooms';
import { createChatViews } from './chat-views';

/**
 * Chat's internals, built once: repositories, the node's caches (dropped by the bus's events,
 * which the realtime relay carries from other nodes), the services. Pushes go through the
 * socket delivery the realtime module attaches when it starts (before that nobody is connected).
 */
export function createChatModule(deps: {
  database: DatabaseHandle;
  chats: ChatRepository;
  users: Pick<UsersRepository, 'findById'>;
  venues: VenueAreasSource;
  cardOf: (userId: string, architectureId: string) => Promise<{ name: string }>;
  files: ChatFilesPort;
  events: EventBus;
  liveArchitectureId: () => Promise<string | null>;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { chats, events, files, now, reportError } = deps;
  const messages = createChatMessagesRepository(deps.database.db);
  const moderation = createChatModerationRepository(deps.database.db);
  const access = createChatAccessCache({ chats, moderation });
  const names = createChatNames({ cardOf: deps.cardOf });
  const areas = createPresenceAreas(deps.venues);
  const rooms = createChatRooms({ areas, venues: deps.venues });
  const guard = createChatGuard({ access, rooms });
  const views = createChatViews({ chats, messages, moderation, access, names, files, now });
  const limiter = createMemoryRateLimiter();

  let delivery: ChatPush | undefined;
  const push: ChatPush = {
    users: (...args) => delivery?.users(...args),
    room: (...args) => delivery?.room(...args),
    roomEach: async (...args) => delivery?.roomEach(...args),
  };

  events.on('profile.updated', ({ userId }) => names.forget(userId));
  events.on('chat.conversation.changed', ({ conversationId }) => access.forgetConversation(conversationId));
  events.on('chat.block.changed', ({ blockerId, blockedId }) => access.forgetBlock(blockerId, blockedId));
  events.on('chat.mute.changed', ({ userId, ...scope }) => access.forgetMute(scope, userId));
  events.on('venue.staged', ({ architectureId }) => {
    areas.stageChanged(architectureId);
    rooms.stageChanged(architectureId);
  });

  const base = { access, guard, views, names, files, push, limiter, now, reportError };
  return {
    conversations: createChatService({ ...base, chats, users: deps.users, rooms, events }),
    reading: createChatReadingService({ ...base, chats, messages, rooms }),
    messages: createChatMessagesService({ ...base, messages, writer: createMessageWriter(deps.database) }),
    moderation: createChatModerationService({
      moderation,
      messages,
      guard,
      users: deps.users,
      names,
      views,
      events,
      liveArchitectureId: deps.liveArchitectureId,
      now,
    }),
    /** The realtime module's socket delivery (emits through the adapter, to every node). */
    attachPush(socketPush: ChatPush) {
      delivery = socketPush;
    },
  };
}

export type ChatModule = ReturnType<typeof createChatModule>;
