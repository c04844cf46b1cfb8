import { type SocialWallPost, socialWallEvents } from '@atrium/domain';
import { useEffect, useRef, useState } from 'react';
import { realtime } from '../../shared/realtime/realtime';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import type { WallRef } from './social-wall.api';
import { dropPost, placePost } from './wall-actions';
import { allReplies, asViewerPost, findPost } from './wall-cache';
import { repliesData, wallData, wallKey, wallQueryClient } from './wall-queries';

type WatchOptions = {
  /** Guests have no realtime connection. */
  enabled: boolean;
  selfId: string | undefined;
  /** A post of someone else, new to this viewer (for the screen reader's announcement). */
  onNewPost: (post: SocialWallPost) => void;
};

/**
 * Watches the wall over the realtime connection while the widget is open: new and changed posts
 * and replies go into the query cache (with the viewer's own `liked` kept), removed ones out of
 * it. The wall is watched before it is read; after a reconnect it is watched and read again, for
 * what was missed meanwhile.
 */
export function useWallWatch(wall: WallRef, { enabled, selfId, onNewPost }: WatchOptions) {
  const connection = useRealtimeStatus((s) => (s.status === 'connected' ? s.connection : 0));
  const latest = useRef({ selfId, onNewPost });
  latest.current = { selfId, onNewPost };
  const { architectureId, mode, wallId } = wall;

  useEffect(() => {
    if (!enabled) return;
    const scope = { architectureId, mode, wallId };
    const offPost = realtime.on(socialWallEvents.post, (pushed) => {
      if (pushed.wallId !== wallId) return;
      const known =
        pushed.parentId === null
          ? findPost(wallData(scope), pushed.id)
          : allReplies(repliesData(pushed.parentId)).find((reply) => reply.id === pushed.id);
      const post = asViewerPost(pushed, known, latest.current.selfId);
      placePost(scope, post);
      if (!known && !post.mine && post.parentId === null && !post.hidden) latest.current.onNewPost(post);
    });
    const offRemoved = realtime.on(socialWallEvents.postRemoved, (removed) => {
      if (removed.wallId === wallId) dropPost(scope, removed.postId, removed.parentId);
    });
    return () => {
      offPost();
      offRemoved();
    };
  }, [enabled, architectureId, mode, wallId]);

  const [watched, setWatched] = useState(0);
  useEffect(() => {
    if (!enabled || connection === 0) return;
    const scope = { architectureId, mode, wallId };
    const started = Date.now();
    let live = true;
    realtime.emit(socialWallEvents.watch, scope).then(
      () => {
        if (!live) return;
        setWatched(connection);
        // Read again what was read before the watch began: a change in between would be missed.
        const { dataUpdatedAt } = wallQueryClient.getQueryState(wallKey(scope)) ?? { dataUpdatedAt: 0 };
        if (dataUpdatedAt > 0 && dataUpdatedAt < started) {
          void wallQueryClient.invalidateQueries({ queryKey: wallKey(scope) });
          void wallQueryClient.invalidateQueries({ queryKey: ['social-wall-replies'] });
        }
      },
      (error: unknown) => {
        console.warn('The social wall could not be watched', error);
        if (live) setWatched(connection);
      },
    );
    return () => {
      live = false;
      if (realtime.connected) realtime.emit(socialWallEvents.unwatch, scope).catch(() => undefined);
    };
  }, [enabled, connection, architectureId, mode, wallId]);

  /** Whether the wall may be read now: watched already (or not to be watched, or not connected). */
  return !enabled || connection === 0 || watched === connection;
}
