import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { createLikesWriter, type LikeKey, type LikeOutcome } from './media-board-likes.writer';

const piece = { architectureId: 'example-expo', mode: 'LIVE', mediaBoardId: 'talks' };
const keyOf = (authorId: string, contentPieceId = 'talk-privacy', commentId = ''): LikeKey => ({
  ...piece,
  contentPieceId,
  commentId,
  authorId,
});

// Two connections to one database, as two nodes have: their batches run as concurrent transactions.
describe.each(testDialects())('the likes writer on two connections (%s)', (dialect) => {
  let app: TestApp;
  let other: DatabaseHandle;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    other = openDatabase(app.config);
  });
  afterAll(async () => {
    await other?.close();
    await app?.cleanup();
  });

  async function stored(contentPieceId: string) {
    const row = await app.services.database.db
      .selectFrom('media_board_like_counts')
      .select('likes')
      .where('content_piece_id', '=', contentPieceId)
      .executeTakeFirst();
    return Number(row?.likes ?? 0);
  }

  it('counts every like and unlike once, however the two connections interleave them', async () => {
    const writers = [createLikesWriter(app.services.database), createLikesWriter(other)];
    const authors = Array.from({ length: 200 }, (_, index) => `user-${String(index).padStart(3, '0')}`);
    const createdAt = new Date().toISOString();
    // Each author twice, once per connection, and the second connection in the reverse order.
    const both = (kind: 'like' | 'unlike', contentPieceIds: string[]) =>
      Promise.all(
        writers.flatMap((writer, side) =>
          (side === 0 ? authors : [...authors].reverse()).flatMap((authorId) =>
            contentPieceIds.map((contentPieceId) =>
              writer.write(
                kind === 'like'
                  ? { kind, key: keyOf(authorId, contentPieceId), createdAt }
                  : { kind, key: keyOf(authorId, contentPieceId) },
              ),
            ),
          ),
        ),
      );
    const changedOnce = (outcomes: LikeOutcome[]) => outcomes.filter((outcome) => outcome.changed).length;

    const liked = await both('like', ['talk-privacy', 'talk-scaling']);
    expect(changedOnce(liked)).toBe(400);
    expect(await stored('talk-privacy')).toBe(200);
    expect(await stored('talk-scaling')).toBe(200);
    expect(Math.max(...liked.map((outcome) => outcome.likes))).toBe(200);
    // The answer of a like that changed nothing is the like stored first.
    const first = new Map<string, string>();
    for (const outcome of liked) {
      const like = outcome.like!;
      const key = `${like.authorId}/${like.contentPieceId}`;
      expect(like.uuid).toBe(first.get(key) ?? like.uuid);
      first.set(key, like.uuid);
    }

    const unliked = await both('unlike', ['talk-privacy', 'talk-scaling']);
    expect(changedOnce(unliked)).toBe(400);
    expect(await stored('talk-privacy')).toBe(0);
    expect(await stored('talk-scaling')).toBe(0);
  }, 60_000);

  it('stores likes of comments without counting them, and a like whose uuid is taken a moment later', async () => {
    const [writer] = [createLikesWriter(app.services.database)];
    const createdAt = '2026-01-01T10:00:00.000Z';
    const comment = await writer.write({ kind: 'like', key: keyOf('ann', 'talk-scaling', 'c1'), createdAt });
    expect(comment).toMatchObject({ changed: true, likes: 0 });
    // The same author, piece and time in another mode makes the same uuid: the like takes the next millisecond.
    const live = await writer.write({ kind: 'like', key: keyOf('ann', 'talk-scaling'), createdAt });
    const stage = await writer.write({
      kind: 'like',
      key: { ...keyOf('ann', 'talk-scaling'), mode: 'STAGE' },
      createdAt,
    });
    expect(live.like!.createdAt).toBe(createdAt);
    expect(stage.like!.createdAt).toBe('2026-01-01T10:00:00.001Z');
    expect(stage.like!.uuid).not.toBe(live.like!.uuid);
    expect([live.likes, stage.likes]).toEqual([1, 1]);
  });
});
