import type { SocialWallPost } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import {
  allPosts,
  allReplies,
  asViewerPost,
  type ReplyPages,
  removePost,
  removeReply,
  updatePost,
  upsertPost,
  upsertReply,
  type WallPages,
  withLikeState,
} from './wall-cache';

let counter = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
function postAt(createdAt: number, extra: Partial<SocialWallPost> = {}): SocialWallPost {
  counter += 1;
  return {
    id: uuid(counter),
    wallId: 'w',
    parentId: null,
    author: { userId: 'u-pia', name: 'Pia', initials: 'P' },
    text: `post at ${createdAt}`,
    likes: 0,
    liked: false,
    replies: 0,
    createdAt,
    hidden: false,
    mine: false,
    ...extra,
  };
}
const pages = (...lists: [SocialWallPost[], string | null][]): WallPages => ({
  pages: lists.map(([posts, next]) => ({ posts, next })),
  pageParams: lists.map((_, index) => (index === 0 ? undefined : `c${index}`)),
});
const times = (data: WallPages) => allPosts(data).map((post) => post.createdAt);

describe('the wall cache', () => {
  it('puts a new post first, newest first', () => {
    const data = pages([[postAt(30), postAt(20)], 'c1'], [[postAt(10)], null]);
    expect(times(upsertPost(data, postAt(40)))).toEqual([40, 30, 20, 10]);
  });

  it('puts a post shown again where its time places it', () => {
    const data = pages([[postAt(30), postAt(20)], 'c1'], [[postAt(10)], null]);
    const result = upsertPost(data, postAt(15));
    expect(times(result)).toEqual([30, 20, 15, 10]);
    expect(result.pages[1]?.posts.map((post) => post.createdAt)).toEqual([15, 10]);
  });

  it('leaves a post older than everything loaded to the pages still to come', () => {
    const data = pages([[postAt(30), postAt(20)], 'c1']);
    expect(upsertPost(data, postAt(5))).toBe(data);
  });

  it('adds an older post at the end once every page is loaded, and to an empty wall', () => {
    expect(times(upsertPost(pages([[postAt(30)], null]), postAt(5)))).toEqual([30, 5]);
    expect(times(upsertPost(pages([[], null]), postAt(5)))).toEqual([5]);
  });

  it('replaces a post it has, where it is, without adding it twice', () => {
    const old = postAt(20);
    const data = pages([[postAt(30), old], null]);
    const result = upsertPost(data, { ...old, text: 'edited', likes: 3 });
    expect(allPosts(result).map((post) => post.text)).toEqual(['post at 30', 'edited']);
    expect(allPosts(result)[1]?.likes).toBe(3);
  });

  it('removes a post from whichever page holds it, and leaves the data alone when it has none', () => {
    const gone = postAt(10);
    const data = pages([[postAt(30)], 'c1'], [[gone], null]);
    expect(times(removePost(data, gone.id))).toEqual([30]);
    expect(removePost(data, uuid(999_999))).toBe(data);
  });

  it("applies a like's answer to the post", () => {
    const liked = postAt(10);
    const data = pages([[liked], null]);
    const result = updatePost(data, liked.id, (post) => withLikeState(post, { likes: 4, liked: true }));
    expect(allPosts(result)[0]).toMatchObject({ likes: 4, liked: true });
  });

  it("keeps the viewer's own like and tells their own posts by author", () => {
    const { liked: _liked, mine: _mine, ...pushed } = postAt(10, { likes: 5 });
    const known = { ...postAt(10), liked: true };
    expect(asViewerPost(pushed, known, 'u-pia')).toMatchObject({ likes: 5, liked: true, mine: true });
    expect(asViewerPost(pushed, undefined, 'u-quinn')).toMatchObject({ liked: false, mine: false });
    expect(asViewerPost(pushed, undefined, undefined).mine).toBe(false);
  });
});

describe('the replies cache', () => {
  const replies = (list: SocialWallPost[], next: string | null): ReplyPages => ({
    pages: [{ replies: list, next }],
    pageParams: [undefined],
  });

  it('adds a new reply at the end once all are loaded, not before', () => {
    const first = postAt(1, { parentId: uuid(0) });
    const added = postAt(2, { parentId: uuid(0) });
    expect(allReplies(upsertReply(replies([first], null), added)).map((r) => r.id)).toEqual([
      first.id,
      added.id,
    ]);
    const partial = replies([first], 'more');
    expect(upsertReply(partial, added)).toBe(partial);
  });

  it('replaces a reply it has and removes one that is gone', () => {
    const first = postAt(1, { parentId: uuid(0) });
    const data = replies([first], 'more');
    expect(allReplies(upsertReply(data, { ...first, text: 'changed' }))[0]?.text).toBe('changed');
    expect(allReplies(removeReply(data, first.id))).toEqual([]);
  });
});
