import type {
  SocialWallLikeState,
  SocialWallPage,
  SocialWallPost,
  SocialWallPushedPost,
  SocialWallReplies,
} from '@atrium/domain';
import type { InfiniteData } from '@tanstack/react-query';

/** The wall's posts as the query cache holds them: pages newest first, each with its cursor. */
export type WallPages = InfiniteData<SocialWallPage, unknown>;
/** A post's replies as the cache holds them: pages oldest first. */
export type ReplyPages = InfiniteData<SocialWallReplies, unknown>;

/** A pushed post as this viewer sees it: `liked` kept from what the viewer knew, `mine` by id. */
export function asViewerPost(
  pushed: SocialWallPushedPost,
  known: SocialWallPost | undefined,
  selfId: string | undefined,
): SocialWallPost {
  return {
    ...pushed,
    liked: known?.liked ?? false,
    mine: selfId !== undefined && pushed.author.userId === selfId,
  };
}

export const allPosts = (data: { pages: { posts: SocialWallPost[] }[] } | undefined): SocialWallPost[] =>
  data?.pages.flatMap((page) => page.posts) ?? [];

export const allReplies = (data: ReplyPages | undefined): SocialWallPost[] =>
  data?.pages.flatMap((page) => page.replies) ?? [];

export const findPost = (data: WallPages | undefined, postId: string) =>
  allPosts(data).find((post) => post.id === postId);

const newestFirst = (a: SocialWallPost, b: SocialWallPost) =>
  b.createdAt - a.createdAt || b.id.localeCompare(a.id);

/**
 * A post created, changed or shown again: replaced where it is, else put where its time places it
 * among the loaded pages. A post older than everything loaded while older pages remain is left for
 * those pages to bring (it would otherwise show twice).
 */
export function upsertPost(data: WallPages, post: SocialWallPost): WallPages {
  const replace = (posts: SocialWallPost[]) =>
    posts.map((candidate) => (candidate.id === post.id ? post : candidate));
  if (findPost(data, post.id)) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, posts: replace(page.posts) })) };
  }
  const before = data.pages.findIndex((page) =>
    page.posts.some((candidate) => newestFirst(post, candidate) < 0),
  );
  const lastIndex = data.pages.length - 1;
  const target = before >= 0 ? before : data.pages[lastIndex]?.next === null ? lastIndex : -1;
  if (target < 0) return data;
  return {
    ...data,
    pages: data.pages.map((page, at) =>
      at === target ? { ...page, posts: [...page.posts, post].sort(newestFirst) } : page,
    ),
  };
}

/** A post deleted, or hidden from this viewer: gone from every page. */
export function removePost(data: WallPages, postId: string): WallPages {
  if (!findPost(data, postId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((post) => post.id !== postId) })),
  };
}

/** Changes one post where it is (a like's answer, a count). */
export function updatePost(
  data: WallPages,
  postId: string,
  change: (post: SocialWallPost) => SocialWallPost,
): WallPages {
  if (!findPost(data, postId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
    })),
  };
}

export const withLikeState = (post: SocialWallPost, state: SocialWallLikeState): SocialWallPost => ({
  ...post,
  ...state,
});

/** A reply created or changed: replaced where it is, else added at the end once all are loaded. */
export function upsertReply(data: ReplyPages, reply: SocialWallPost): ReplyPages {
  const known = allReplies(data).some((candidate) => candidate.id === reply.id);
  const lastIndex = data.pages.length - 1;
  if (!known && data.pages[lastIndex]?.next !== null) return data;
  return {
    ...data,
    pages: data.pages.map((page, at) => ({
      ...page,
      replies: known
        ? page.replies.map((candidate) => (candidate.id === reply.id ? reply : candidate))
        : at === lastIndex
          ? [...page.replies, reply]
          : page.replies,
    })),
  };
}

export function removeReply(data: ReplyPages, replyId: string): ReplyPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      replies: page.replies.filter((reply) => reply.id !== replyId),
    })),
  };
}

export function updateReply(
  data: ReplyPages,
  replyId: string,
  change: (reply: SocialWallPost) => SocialWallPost,
): ReplyPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      replies: page.replies.map((reply) => (reply.id === replyId ? change(reply) : reply)),
    })),
  };
}
