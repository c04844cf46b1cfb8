import { randomUUID } from 'node:crypto';
import type { LikeResult, MediaBoardLikes, MediaBoardScope } from '@atrium/domain';
import { expect } from 'vitest';
import type { App } from '../../app';
import { exampleVenue } from '../../testing/test-app.factory';

export const LIVE = { architectureId: 'example-expo', mode: 'LIVE' } as const;
export const BOARD = 'talks';
export const PIECES = ['talk-scaling', 'talk-accessibility', 'talk-privacy'] as const;

export type Attendee = { id: string; token: string; headers: { authorization: string } };

/**
 * `count` attendees with tokens, written straight into the users table (a password hash each
 * would make a crowd slow to build, and nobody here logs in with a password).
 */
export async function attendees(app: App, count: number, roles = ['attendee']): Promise<Attendee[]> {
  const now = new Date().toISOString();
  const users = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, email: `fan-${id}@test.local`, roles };
  });
  await app.services.database.db
    .insertInto('users')
    .values(
      users.map((user) => ({
        id: user.id,
        email: user.email,
        password_hash: null,
        name: null,
        roles: JSON.stringify(user.roles),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return Promise.all(
    users.map(async (user) => {
      const token = await app.services.auth.accessTokenFor(user as never);
      return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
    }),
  );
}

export const likeOf = (contentPieceId: string, extra: Record<string, unknown> = {}) => ({
  ...LIVE,
  mediaBoardId: BOARD,
  contentPieceId,
  ...extra,
});

/** POST /api/media-board/like or /unlike; the raw response. */
export const post = (app: App, who: Attendee | undefined, path: 'like' | 'unlike', payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/media-board/${path}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });

/** A like or unlike that must succeed. */
export async function likeOk(app: App, who: Attendee, path: 'like' | 'unlike', payload: unknown) {
  const response = await post(app, who, path, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LikeResult;
}

/** A board's likes as `who` sees them. */
export async function boardLikes(app: App, who: Attendee, query: MediaBoardScope = LIVE, board = BOARD) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/media-board/${encodeURIComponent(board)}/likes`,
    headers: who.headers,
    query,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MediaBoardLikes;
}

/** Saves a stage version of the example venue after `change` edited its media board widget. */
export async function stageWithBoard(
  app: App,
  admin: Attendee,
  // biome-ignore lint/suspicious/noExplicitAny: test data is edited freely
  change: (widget: { configurations: any[] }) => void,
) {
  const venue = exampleVenue();
  const widget = venue.architectures[0].areas
    .flatMap((area: { contentWidgets: { type: string }[] }) => area.contentWidgets)
    .find((candidate: { type: string }) => candidate.type === 'MEDIA_BOARD');
  change(widget);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/designer/save-venue-json/stage',
    headers: admin.headers,
    payload: venue,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
