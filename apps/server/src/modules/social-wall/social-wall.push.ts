import { type SocialWallPostRemoved, socialWallEvents } from '@atrium/domain';
import type { Server } from 'socket.io';
import type { EventBus } from '../../events/event-bus';
import { wallModeratorsRoom, wallRoom } from './social-wall.events';
import type { SocialWallModule } from './social-wall.module';
import { visibleTo, type WallViewer } from './social-wall.presenter';
import type { PostRecord } from './social-wall.repository';

const userIdOf = (data: unknown) =>
  (data as { connection?: { principal?: { userId?: unknown } } }).connection?.principal?.userId;

/**
 * Pushes the wall's committed changes to this node's watchers. Every node gets every change
 * from the bus (the relay carries them over Redis), so each pushes only to its own connections
 * (`io.local`), which is also where a payload can be made per viewer: a hidden post goes to
 * moderators only (the others are told it was removed), and an image's URLs are signed for each
 * watching user.
 */
export function pushSocialWallEvents(
  io: Server,
  events: EventBus,
  wall: Pick<SocialWallModule, 'pushed'>,
): () => void {
  const nsp = io.of('/');

  /** This node's watchers of a room, by user, with whether they moderate. */
  function watchersOf(post: PostRecord) {
    const moderators = nsp.adapter.rooms.get(wallModeratorsRoom(post));
    const byViewer = new Map<string, { viewer: WallViewer; socketIds: string[] }>();
    for (const socketId of nsp.adapter.rooms.get(wallRoom(post)) ?? []) {
      const userId = userIdOf(nsp.sockets.get(socketId)?.data);
      if (typeof userId !== 'string') continue;
      const moderator = moderators?.has(socketId) ?? false;
      const key = `${moderator}:${userId}`;
      const entry = byViewer.get(key) ?? { viewer: { userId, moderator }, socketIds: [] };
      entry.socketIds.push(socketId);
      byViewer.set(key, entry);
    }
    return byViewer.values();
  }

  const removal = (post: Pick<PostRecord, 'wallId' | 'id' | 'parentId'>): SocialWallPostRemoved => ({
    wallId: post.wallId,
    postId: post.id,
    parentId: post.parentId,
  });

  const offChanged = events.on('social_wall.post.changed', ({ post, author }) => {
    const room = wallRoom(post);
    const moderators = wallModeratorsRoom(post);
    const seenByAll = visibleTo(post, { moderator: false });
    const send = (to: ReturnType<typeof io.local.to>, viewer: WallViewer) =>
      seenByAll || viewer.moderator
        ? to.emit(socialWallEvents.post.name, wall.pushed(post, author, viewer))
        : to.emit(socialWallEvents.postRemoved.name, removal(post));
    if (!post.image) {
      // The same payload for every attendee, and for every moderator: one broadcast each.
      send(io.local.to(moderators), { userId: '', moderator: true });
      send(io.local.to(room).except(moderators), { userId: '', moderator: false });
      return;
    }
    for (const { viewer, socketIds } of watchersOf(post)) send(io.local.to(socketIds), viewer);
  });

  const offRemoved = events.on('social_wall.post.removed', (event) => {
    const post = { wallId: event.wallId, id: event.postId, parentId: event.parentId };
    io.local.to(wallRoom(event)).emit(socialWallEvents.postRemoved.name, removal(post));
  });

  return () => {
    offChanged();
    offRemoved();
  };
}
