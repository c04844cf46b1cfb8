import { LIKE_ID_MAX_LENGTH, likeUuid } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import {
  type Attendee,
  attendees,
  BOARD,
  boardLikes,
  LIVE,
  likeOf,
  likeOk,
  PIECES,
  post,
  stageWithBoard,
} from './media-board-test.helpers';

const [SCALING, ACCESSIBILITY, PRIVACY] = PIECES;

describe.each(testDialects())('media board likes (%s)', (dialect) => {
  let app: TestApp;
  let admin: Attendee;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    await publishExampleVenue(app);
    admin = (await attendees(app, 1, ['administrator']))[0]!;
  });
  afterAll(() => app?.cleanup());

  /** The stored count of a piece, and the number of like rows that count for it. */
  async function stored(contentPieceId: string, mode = 'LIVE') {
    const { db } = app.services.database;
    const counter = await db
      .selectFrom('media_board_like_counts')
      .select('likes')
      .where('architecture_id', '=', 'example-expo')
      .where('mode', '=', mode)
      .where('media_board_id', '=', BOARD)
      .where('content_piece_id', '=', contentPieceId)
      .executeTakeFirst();
    const rows = await db
      .selectFrom('media_board_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('architecture_id', '=', 'example-expo')
      .where('mode', '=', mode)
      .where('media_board_id', '=', BOARD)
      .where('content_piece_id', '=', contentPieceId)
      .where('comment_id', '=', '')
      .executeTakeFirstOrThrow();
    return { counter: Number(counter?.likes ?? 0), rows: Number(rows.n) };
  }

  it('likes once however often liked, unlikes, and shows counts and the own likes', async () => {
    const [ann, bob] = await attendees(app, 2);
    const first = await likeOk(app, ann!, 'like', likeOf(SCALING));
    expect(first).toMatchObject({ mediaBoardId: BOARD, contentPieceId: SCALING, likes: 1, liked: true });
    const like = first.like!;
    expect(like.authorId).toBe(ann!.id);
    expect(Date.now() - Date.parse(like.creationTimestamp)).toBeLessThan(60_000);
    expect(like.creationTimestamp.endsWith('Z')).toBe(true);
    expect(like.uuid).toBe(
      likeUuid({ creationTimestamp: like.creationTimestamp, contentPieceId: SCALING, authorId: ann!.id }),
    );

    // A double click, also sent at once: one like, the first one.
    const again = await Promise.all([0, 1, 2].map(() => likeOk(app, ann!, 'like', likeOf(SCALING))));
    for (const result of again) expect(result).toMatchObject({ likes: 1, liked: true, like });
    await likeOk(app, bob!, 'like', likeOf(SCALING));
    await likeOk(app, bob!, 'like', likeOf(PRIVACY));

    expect(await boardLikes(app, ann!)).toEqual({
      mediaBoardId: BOARD,
      counts: { [SCALING]: 2, [PRIVACY]: 1 },
      liked: [SCALING],
    });
    expect((await boardLikes(app, bob!)).liked.sort()).toEqual([PRIVACY, SCALING].sort());

    const mine = await app.inject({
      method: 'GET',
      url: '/api/media-board/likes/mine',
      headers: bob!.headers,
      query: LIVE,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      mine
        .json()
        .likes.map((l: { contentPieceId: string }) => l.contentPieceId)
        .sort(),
    ).toEqual([PRIVACY, SCALING].sort());
    expect(mine.headers['cache-control']).toBe('private, no-store');

    // The spec's like as received may be sent back to take it back.
    const back = await likeOk(app, ann!, 'unlike', { ...likeOf(SCALING), ...like, mediaBoardId: BOARD });
    expect(back).toMatchObject({ likes: 1, liked: false });
    expect(back.like).toBeUndefined();
    expect(await likeOk(app, ann!, 'unlike', likeOf(SCALING))).toMatchObject({ likes: 1, liked: false });
    expect(await likeOk(app, ann!, 'unlike', likeOf(ACCESSIBILITY))).toMatchObject({ likes: 0 });
    expect(await stored(SCALING)).toEqual({ counter: 1, rows: 1 });
    expect((await boardLikes(app, ann!)).liked).toEqual([]);
  });

  it('stores likes of comments without counting them for the piece', async () => {
    const [cat] = await attendees(app, 1);
    const before = (await boardLikes(app, cat!)).counts[ACCESSIBILITY] ?? 0;
    const liked = await likeOk(app, cat!, 'like', likeOf(ACCESSIBILITY, { commentId: 'comment 1/#$[].' }));
    expect(liked).toMatchObject({ likes: before, liked: true });
    expect(liked.like).toMatchObject({ commentId: 'comment 1/#$[].', authorId: cat!.id });
    expect(liked.like!.uuid).not.toMatch(/[/#$[\].]/);
    const piece = await likeOk(app, cat!, 'like', likeOf(ACCESSIBILITY));
    expect(piece.likes).toBe(before + 1);
    expect(
      await likeOk(app, cat!, 'unlike', likeOf(ACCESSIBILITY, { commentId: 'comment 1/#$[].' })),
    ).toMatchObject({ likes: before + 1, liked: false });
    expect(await stored(ACCESSIBILITY)).toEqual({ counter: before + 1, rows: before + 1 });
    expect((await boardLikes(app, cat!)).liked).toEqual([ACCESSIBILITY]);
  });

  it('refuses a like in another name, a uuid of something else, and guests', async () => {
    const [dan, eve] = await attendees(app, 2);
    const forbidden = await post(app, dan, 'like', likeOf(SCALING, { authorId: eve!.id }));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('media_board.forbidden');
    const ownName = await likeOk(app, dan!, 'like', likeOf(SCALING, { authorId: dan!.id }));
    expect(ownName.liked).toBe(true);

    const someoneElses = likeUuid({
      creationTimestamp: new Date().toISOString(),
      contentPieceId: SCALING,
      authorId: eve!.id,
    });
    const viaUuid = await post(app, dan, 'unlike', likeOf(SCALING, { uuid: someoneElses }));
    expect(viaUuid.json().error).toBe('media_board.forbidden');
    const otherPiece = likeUuid({
      creationTimestamp: new Date().toISOString(),
      contentPieceId: PRIVACY,
      authorId: dan!.id,
    });
    const mismatch = await post(app, dan, 'unlike', likeOf(SCALING, { uuid: otherPiece }));
    expect([mismatch.statusCode, mismatch.json().error]).toEqual([400, 'validation.failed']);
    expect((await boardLikes(app, dan!)).liked).toContain(SCALING);

    const anonymous = await post(app, undefined, 'like', likeOf(PRIVACY));
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, 'auth.unauthorized']);
  });

  it('answers media_board.not_found for a board or piece the live venue does not have', async () => {
    const [fay] = await attendees(app, 1);
    for (const payload of [
      { ...likeOf(SCALING), mediaBoardId: 'no-such-board' },
      likeOf('no-such-piece'),
      { ...likeOf(SCALING), mediaBoardId: 'board' },
    ]) {
      const response = await post(app, fay, 'like', payload);
      expect([response.statusCode, response.json().error], JSON.stringify(payload)).toEqual([
        404,
        'media_board.not_found',
      ]);
    }
    const unknownBoard = await app.inject({
      method: 'GET',
      url: '/api/media-board/nope/likes',
      headers: fay!.headers,
      query: LIVE,
    });
    expect([unknownBoard.statusCode, unknownBoard.json().error]).toEqual([404, 'media_board.not_found']);
    const otherVenue = await post(app, fay, 'like', { ...likeOf(SCALING), architectureId: 'other-venue' });
    expect([otherVenue.statusCode, otherVenue.json().error]).toEqual([404, 'venue.not_published']);
    const { count } = await app.services.database.db
      .selectFrom('media_board_likes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('author_id', '=', fay!.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it('keeps stage and live likes apart; the stage is for previewers, and its board is the stage version', async () => {
    const [gus] = await attendees(app, 1);
    const stage = { ...LIVE, mode: 'STAGE' } as const;
    const refused = await post(app, gus, 'like', { ...likeOf(SCALING), mode: 'STAGE' });
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'auth.forbidden']);

    const liveBefore = (await boardLikes(app, admin)).counts;
    const staged = await likeOk(app, admin, 'like', { ...likeOf(PRIVACY), mode: 'STAGE' });
    expect(staged.likes).toBe(1);
    expect((await boardLikes(app, admin)).counts).toEqual(liveBefore);
    expect(await boardLikes(app, admin, stage)).toEqual({
      mediaBoardId: BOARD,
      counts: { [PRIVACY]: 1 },
      liked: [PRIVACY],
    });

    // A piece only the newest stage has: liked on the stage, unknown live.
    await stageWithBoard(app, admin, (widget) => {
      widget.configurations[0].contentPieces.push({
        id: 'talk-new',
        title: [{ locale: 'en', text: 'New' }],
        videoUrl: 'https://player.vimeo.com/video/1',
      });
    });
    expect((await likeOk(app, admin, 'like', { ...likeOf('talk-new'), mode: 'STAGE' })).likes).toBe(1);
    const live = await post(app, admin, 'like', likeOf('talk-new'));
    expect(live.json().error).toBe('media_board.not_found');
  });

  it('answers 400 with error ids for bad bodies and queries, storing nothing', async () => {
    const [hal] = await attendees(app, 1);
    const long = 'x'.repeat(LIKE_ID_MAX_LENGTH + 1);
    const bodies: unknown[] = [
      {},
      { ...likeOf(SCALING), contentPieceId: undefined },
      { mediaBoardId: BOARD, contentPieceId: SCALING },
      { ...likeOf(SCALING), extra: 1 },
      { ...likeOf(SCALING), contentPieceId: long },
      { ...likeOf(SCALING), mediaBoardId: long },
      { ...likeOf(SCALING), commentId: long },
      { ...likeOf(SCALING), commentId: 'a\u0000b' },
      { ...likeOf(SCALING), commentId: '\uD800' },
      { ...likeOf(SCALING), contentPieceId: '   ' },
      { ...likeOf(SCALING), mode: 'PREVIEW' },
      { ...likeOf(SCALING), creationTimestamp: 'yesterday' },
      { ...likeOf(SCALING), uuid: 'not a uuid' },
      { ...likeOf(SCALING), contentPieceId: { $ne: 1 } },
      [likeOf(SCALING)],
      { ...likeOf(SCALING), uuid: 'u'.repeat(10_000) },
    ];
    for (const body of bodies) {
      for (const path of ['like', 'unlike'] as const) {
        const response = await post(app, hal, path, body);
        expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
        expect(response.json().error).toBe('validation.failed');
        expect(response.json().errMsg).toEqual(expect.any(String));
      }
    }
    for (const query of [{}, { ...LIVE, extra: '1' }, { ...LIVE, mode: 'x' }]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/media-board/${BOARD}/likes`,
        headers: hal!.headers,
        query,
      });
      expect([response.statusCode, response.json().error], JSON.stringify(query)).toEqual([
        400,
        'validation.failed',
      ]);
    }
    const hugeBoard = await app.inject({
      method: 'GET',
      url: `/api/media-board/${long}/likes`,
      headers: hal!.headers,
      query: LIVE,
    });
    // Longer than the router takes in a path at all.
    expect([hugeBoard.statusCode, hugeBoard.json().error]).toEqual([414, 'request.url_too_long']);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/media-board/likes/mine',
          headers: hal!.headers,
          query: LIVE,
        })
      ).json(),
    ).toEqual({ likes: [] });
  });

  it('limits how fast one user likes, with a readable 429', async () => {
    const [ivy] = await attendees(app, 1);
    const answers = [];
    for (let i = 0; i < 70; i++)
      answers.push((await post(app, ivy, i % 2 ? 'unlike' : 'like', likeOf(SCALING))).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    const refused = await post(app, ivy, 'like', likeOf(SCALING));
    expect([refused.statusCode, refused.json().error]).toEqual([429, 'rate.limited']);
    expect(refused.json().errMsg).toMatch(/try again/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts 200 attendees liking one piece at once exactly, twice each, and 0 after they all unlike', async () => {
    const crowd = await attendees(app, 200);
    const start = (await stored(PRIVACY)).counter;
    const liked = await Promise.all(
      crowd.flatMap((who) => [
        likeOk(app, who, 'like', likeOf(PRIVACY)),
        likeOk(app, who, 'like', likeOf(PRIVACY)),
      ]),
    );
    expect(Math.max(...liked.map((result) => result.likes))).toBe(start + 200);
    expect(await stored(PRIVACY)).toEqual({ counter: start + 200, rows: start + 200 });
    expect((await boardLikes(app, crowd[0]!)).counts[PRIVACY]).toBe(start + 200);

    await Promise.all(
      crowd.flatMap((who) => [
        likeOk(app, who, 'unlike', likeOf(PRIVACY)),
        likeOk(app, who, 'unlike', likeOf(PRIVACY)),
      ]),
    );
    expect(await stored(PRIVACY)).toEqual({ counter: start, rows: start });
  });

  it('lets guests see the counts where the venue offers anonymous access, but not like', async () => {
    const configure = (loginType: 'EMAIL_PASSWORD' | 'ANONYMOUS') =>
      app.inject({
        method: 'PUT',
        url: '/api/designer/login-configuration',
        headers: admin.headers,
        payload: { options: [{ loginType, displayName: loginType, providerId: loginType.toLowerCase() }] },
      });
    expect((await configure('ANONYMOUS')).statusCode).toBe(200);
    try {
      const login = await app.inject({ method: 'POST', url: '/api/capture/login' });
      expect(login.statusCode, login.body).toBe(200);
      const guest = { id: '', token: '', headers: { authorization: `Bearer ${login.json().accessToken}` } };
      const counts = await boardLikes(app, guest);
      expect(counts.liked).toEqual([]);
      const liked = await post(app, guest, 'like', likeOf(PRIVACY));
      expect([liked.statusCode, liked.json().error]).toEqual([403, 'auth.forbidden']);
      const mine = await app.inject({
        method: 'GET',
        url: '/api/media-board/likes/mine',
        headers: guest.headers,
        query: LIVE,
      });
      expect(mine.statusCode).toBe(403);
    } finally {
      expect((await configure('EMAIL_PASSWORD')).statusCode).toBe(200);
    }
  });
});
