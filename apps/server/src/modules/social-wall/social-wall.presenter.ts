import type { SocialWallAuthor, SocialWallPost, SocialWallPushedPost } from '@atrium/domain';
import type { PostRecord } from './social-wall.repository';
import type { SocialWallImageUrls } from './social-wall-images.urls';

/** Who looks: the user (image URLs are signed for them) and whether they moderate. */
export type WallViewer = { userId: string; moderator: boolean };

/** Whether the viewer may see a post: hidden ones (and replies of hidden ones) only moderators. */
export const visibleTo = (post: PostRecord, viewer: Pick<WallViewer, 'moderator'>) =>
  viewer.moderator || (!post.hidden && !post.parentHidden);

/**
 * A post as pushed to one viewer: its author's public card only (never other profile fields or
 * the email), image URLs signed for the viewer, and reply counts without hidden replies unless
 * the viewer moderates.
 */
export function presentPushedPost(
  post: PostRecord,
  author: SocialWallAuthor,
  viewer: WallViewer,
  urls: SocialWallImageUrls,
): SocialWallPushedPost {
  return {
    id: post.id,
    wallId: post.wallId,
    parentId: post.parentId,
    author,
    text: post.text,
    ...(post.image
      ? {
          image: {
            url: urls.url(post.image.id, viewer.userId, 'large'),
            previewUrl: urls.url(post.image.id, viewer.userId, 'preview'),
            width: post.image.width,
            height: post.image.height,
          },
        }
      : {}),
    likes: post.likes,
    replies: viewer.moderator ? post.replies : post.replies - post.hiddenReplies,
    createdAt: Date.parse(post.createdAt),
    ...(post.editedAt ? { editedAt: Date.parse(post.editedAt) } : {}),
    hidden: post.hidden,
  };
}

/** A post as one viewer reads it: with whether they like it and whether it is theirs. */
export function presentPost(
  post: PostRecord,
  author: SocialWallAuthor,
  viewer: WallViewer,
  liked: boolean,
  urls: SocialWallImageUrls,
): SocialWallPost {
  return {
    ...presentPushedPost(post, author, viewer, urls),
    liked,
    mine: post.authorId === viewer.userId,
  };
}
