import type { ChatUser, SearchBuildEvent, SocialWallAuthor, VideoCall, VideoSignal } from '@atrium/domain';
import type { PostRecord } from '../modules/social-wall/social-wall.repository';

/**
 * The changes other parts of the server react to, by name. Services emit them after their
 * transaction committed; the realtime gateway, caches and other nodes (through the gateway's
 * relay) subscribe.
 */
export type DomainEvents = {
  /** A new stage version of the venue was saved. */
  'venue.staged': { architectureId: string; version: number };
  'venue.published': { architectureId: string; publishedVersion: number };
  'venue.unpublished': { architectureId: string | null };
  /** One session ended: logout, refresh-token reuse, a guest no longer admitted. */
  'session.ended': { sessionId: string; userId: string };
  /** Every session of a user ended (password reset). */
  'user.sessions.ended': { userId: string };
  /** A user's profile changed (name, company, title or listing in presence). */
  'profile.updated': { userId: string; architectureId: string };
  /** A chat conversation's members or name changed, or it was deleted (caches drop it). */
  'chat.conversation.changed': { conversationId: string };
  /** A user blocked or unblocked another. */
  'chat.block.changed': { blockerId: string; blockedId: string };
  /** A user was muted in a venue's room chats, or no longer is. */
  'chat.mute.changed': { architectureId: string; mode: 'STAGE' | 'LIVE'; userId: string };
  /** A video call rang, changed or ended: pushed to the tabs of `userIds` (through the adapter, to every node). */
  'video.call': { userIds: string[]; call: VideoCall };
  /**
   * Like counts of these pieces of a board changed (committed); sent at most every few tens of
   * milliseconds per node and board, so a burst of likes is one event.
   */
  'media_board.counts.changed': {
    architectureId: string;
    mode: 'STAGE' | 'LIVE';
    mediaBoardId: string;
    contentPieceIds: string[];
  };
  /** A WebRTC signal for one tab (`to`, a connection id), relayed through the adapter. */
  'video.signal': { to: string; callId: string; from: string; fromUser: ChatUser; signal: VideoSignal };
  /** A social wall post or reply was created or changed (each node pushes it to its watchers). */
  'social_wall.post.changed': { post: PostRecord; author: SocialWallAuthor };
  /** A social wall post (with its replies) or reply was deleted. */
  'social_wall.post.removed': {
    architectureId: string;
    mode: 'STAGE' | 'LIVE';
    wallId: string;
    postId: string;
    parentId: string | null;
  };
  /** A search index build progressed or ended (pushed to administrators through the adapter). */
  'search.build.progress': SearchBuildEvent;
  /** A search index was built and stored: every node loads it on its next question. */
  'search.index.built': { architectureId: string; publishedVersion: number; builtAt: string };
};

export type DomainEventName = keyof DomainEvents;

/** `remote`: the event happened on another node and reached this one through the relay. */
export type EventMeta = { remote: boolean };

export type EventListener<N extends DomainEventName> = (payload: DomainEvents[N], meta: EventMeta) => void;

export type EventBus = {
  emit<N extends DomainEventName>(name: N, payload: DomainEvents[N], meta?: EventMeta): void;
  /** Subscribes; returns what unsubscribes. */
  on<N extends DomainEventName>(name: N, listener: EventListener<N>): () => void;
};

/**
 * The in-process bus: listeners run synchronously in subscription order; one that throws is
 * reported to `onError` and never keeps the others (or the emitting service) from running.
 */
export function createEventBus(
  onError: (error: unknown, name: DomainEventName) => void = () => {},
): EventBus {
  const listeners = new Map<DomainEventName, Set<EventListener<never>>>();
  return {
    emit(name, payload, meta = { remote: false }) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          (listener as EventListener<typeof name>)(payload, meta);
        } catch (error) {
          onError(error, name);
        }
      }
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      const entry = listener as EventListener<never>;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
  };
}
