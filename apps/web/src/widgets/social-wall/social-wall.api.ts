import type { SocialWallImageUploaded, SocialWallScope } from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { type Upload, uploadFile } from '../../shared/api/upload';

const routes = apiRoutes.socialWall;

/** Which wall of which venue and mode: every wall-level call names all three. */
export type WallRef = SocialWallScope & { wallId: string };

const scopeOf = ({ architectureId, mode }: WallRef): SocialWallScope => ({ architectureId, mode });

export const fetchPosts = (wall: WallRef, before: string | undefined) =>
  callApi(routes.posts, { params: { wallId: wall.wallId }, query: { ...scopeOf(wall), before } });

export const fetchReplies = (postId: string, after: string | undefined) =>
  callApi(routes.replies, { params: { postId }, query: { after } });

export const createPost = (wall: WallRef, text: string, imageId: string | undefined) =>
  callApi(routes.createPost, {
    params: { wallId: wall.wallId },
    query: scopeOf(wall),
    body: imageId ? { text, imageId } : { text },
  });

export const createReply = (postId: string, text: string) =>
  callApi(routes.createReply, { params: { postId }, body: { text } });

export const editPost = (postId: string, text: string) =>
  callApi(routes.editPost, { params: { postId }, body: { text } });

export const deletePost = (postId: string) => callApi(routes.deletePost, { params: { postId } });

export const setLiked = (postId: string, liked: boolean) =>
  liked ? callApi(routes.like, { params: { postId } }) : callApi(routes.unlike, { params: { postId } });

export const setHidden = (postId: string, hidden: boolean) =>
  callApi(routes.hide, { params: { postId }, body: { hidden } });

export const reportPost = (postId: string, reason: string) =>
  callApi(routes.report, { params: { postId }, body: { reason } });

export const fetchReports = (wall: WallRef) =>
  callApi(routes.reports, { params: { wallId: wall.wallId }, query: scopeOf(wall) });

/** Sends an image to post (field "file"), reporting the share sent (0…1). */
export const uploadWallImage = (
  wall: WallRef,
  file: File,
  onProgress: (share: number) => void,
): Upload<SocialWallImageUploaded> =>
  uploadFile(routes.uploadImage, { params: { wallId: wall.wallId }, query: scopeOf(wall) }, file, onProgress);
