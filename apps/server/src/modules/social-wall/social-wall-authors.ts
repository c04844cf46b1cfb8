import { initials, type SocialWallAuthor } from '@atrium/domain';

/** What a post shows of its author: the public name of their profile and its picture. */
export type AuthorCard = { name: string; avatarUri: string | null };

/** How long an author is reused at most; a profile change (on any node) drops it at once. */
const AUTHOR_TTL_MS = 10 * 60_000;
const AUTHORS_MAX = 50_000;

/**
 * Authors as posts show them (name, initials, avatar; never other profile fields), kept in
 * memory so that a page costs no profile reads. `forget` on a profile change.
 */
export function createSocialWallAuthors(deps: {
  cardOf: (userId: string, architectureId: string) => Promise<AuthorCard>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; author: Promise<SocialWallAuthor> }>();
  const keyOf = (userId: string, architectureId: string) => `${userId}\u0000${architectureId}`;

  function of(userId: string, architectureId: string): Promise<SocialWallAuthor> {
    const key = keyOf(userId, architectureId);
    const cached = cache.get(key);
    if (cached && now() - cached.at < AUTHOR_TTL_MS) return cached.author;
    if (cache.size >= AUTHORS_MAX) cache.clear();
    const author = deps.cardOf(userId, architectureId).then(
      ({ name, avatarUri }) => ({
        userId,
        name,
        initials: initials(name),
        ...(avatarUri ? { avatarUri } : {}),
      }),
      () => ({ userId, name: '', initials: '' }),
    );
    cache.set(key, { at: now(), author });
    return author;
  }

  return {
    of,

    /** The authors of these users, by user id. */
    async many(userIds: Iterable<string>, architectureId: string): Promise<Map<string, SocialWallAuthor>> {
      const unique = [...new Set(userIds)];
      const authors = await Promise.all(unique.map((userId) => of(userId, architectureId)));
      return new Map(authors.map((author) => [author.userId, author]));
    },

    /** The user's profile changed: their authorship is read again. */
    forget(userId: string) {
      for (const key of cache.keys()) if (key.startsWith(`${userId}\u0000`)) cache.delete(key);
    },
  };
}

export type SocialWallAuthors = ReturnType<typeof createSocialWallAuthors>;
