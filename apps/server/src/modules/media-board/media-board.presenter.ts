import type { Like } from '@atrium/domain';
import type { StoredLike } from './media-board-likes.writer';

/** A stored like as the spec's like (`commentId` only where there is one). */
export const presentLike = (like: StoredLike): Like => ({
  uuid: like.uuid,
  mediaBoardId: like.mediaBoardId,
  contentPieceId: like.contentPieceId,
  ...(like.commentId === '' ? {} : { commentId: like.commentId }),
  authorId: like.authorId,
  creationTimestamp: like.createdAt,
});
