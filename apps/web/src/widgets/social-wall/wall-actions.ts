import type { SocialWallPost } from '@atrium/domain';
import {
  createPost,
  createReply,
  deletePost,
  editPost,
  setHidden,
  setLiked,
  type WallRef,
} from './social-wall.api';
import {
  removePost,
  removeReply,
  updatePost,
  updateReply,
  upsertPost,
  upsertReply,
  withLikeState,
} from './wall-cache';
import { setRepliesData, setWallData } from './wall-queries';

/** A post or reply as the server answered it, put where it belongs in the cache. */
export function placePost(wall: WallRef, post: SocialWallPost): void {
  if (post.parentId === null) setWallData(wall, (data) => upsertPost(data, post));
  else setRepliesData(post.parentId, (data) => upsertReply(data, post));
}

/** A post or reply gone (deleted, or hidden from this viewer). */
export function dropPost(wall: WallRef, postId: string, parentId: string | null): void {
  if (parentId === null) setWallData(wall, (data) => removePost(data, postId));
  else setRepliesData(parentId, (data) => removeReply(data, postId));
}

/** Changes a post or reply where it is in the cache. */
export function changePost(
  wall: WallRef,
  post: Pick<SocialWallPost, 'id' | 'parentId'>,
  change: (post: SocialWallPost) => SocialWallPost,
): void {
  if (post.parentId === null) setWallData(wall, (data) => updatePost(data, post.id, change));
  else setRepliesData(post.parentId, (data) => updateReply(data, post.id, change));
}

export async function post(wall: WallRef, text: string, imageId: string | undefined) {
  placePost(wall, await createPost(wall, text, imageId));
}

export async function reply(wall: WallRef, parent: SocialWallPost, text: string) {
  placePost(wall, await createReply(parent.id, text));
}

export async function edit(wall: WallRef, target: SocialWallPost, text: string) {
  placePost(wall, await editPost(target.id, text));
}

export async function remove(wall: WallRef, target: SocialWallPost) {
  await deletePost(target.id);
  dropPost(wall, target.id, target.parentId);
}

export async function like(wall: WallRef, target: SocialWallPost, liked: boolean) {
  const state = await setLiked(target.id, liked);
  changePost(wall, target, (current) => withLikeState(current, state));
}

export async function hide(wall: WallRef, target: SocialWallPost, hidden: boolean) {
  const changed = await setHidden(target.id, hidden);
  // The server answers the post as the administrator sees it; `liked` is theirs as before.
  placePost(wall, { ...changed, liked: target.liked });
}
