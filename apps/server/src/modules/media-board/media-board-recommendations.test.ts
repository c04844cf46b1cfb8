import { RECOMMENDATIONS_MAX, type Recommendations } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, exampleVenue, type TestApp, testDialects } from '../../testing/test-app.factory';
import { RECOMMENDATION_POLICY } from './media-board-recommendations.service';
import { type Attendee, attendees, LIVE, likeOk } from './media-board-test.helpers';

const BOARD = 'recs';
const STAGE = { ...LIVE, mode: 'STAGE' } as const;
const pieces: [string, string[], string][] = [
  ['kubernetes-101', ['cloud', 'kubernetes'], 'Kubernetes from scratch'],
  ['cloud-costs', ['cloud', 'finops'], 'What the cloud really costs'],
  ['zero-trust', ['security'], 'Zero trust networks'],
  ['keynote', ['leadership'], 'Opening keynote'],
  ['ux-research', ['design', 'research'], 'Research with real users'],
  ['pay-later', ['payments', 'fintech'], 'Buy now, pay later'],
  ['accessibility', ['design', 'accessibility'], 'Accessible events'],
  ['quiet', ['gardening'], 'Gardens in the city'],
];

/** The example venue with a second board, `recs`, and the company field private. */
function venueWithBoard() {
  const venue = exampleVenue();
  const widget = venue.architectures[0].areas
    .flatMap((area: { contentWidgets: { type: string }[] }) => area.contentWidgets)
    .find((candidate: { type: string }) => candidate.type === 'MEDIA_BOARD');
  widget.configurations.push({
    ...widget.configurations[0],
    id: 'recs-1',
    mediaBoardId: BOARD,
    contentPieces: pieces.map(([id, tags, title]) => ({
      id,
      tags,
      title: [{ locale: 'en', text: title }],
      videoUrl: 'https://player.vimeo.com/video/76979871',
    })),
  });
  for (const field of venue.architectures[0].userProfileAttributes) {
    if (field.key === 'company') field.private = true;
  }
  return venue;
}

const like = (contentPieceId: string, extra: Record<string, unknown> = {}) => ({
  ...LIVE,
  mediaBoardId: BOARD,
  contentPieceId,
  ...extra,
});

describe.each(testDialects())('media board recommendations (%s)', (dialect) => {
  let app: TestApp;
  let admin: Attendee;
  let ann: Attendee;
  let newcomer: Attendee;

  const ask = (
    who: Attendee | undefined,
    userId: string,
    query: Record<string, string> = {},
    board = BOARD,
  ) =>
    app.inject({
      method: 'GET',
      url: `/api/media-board/${encodeURIComponent(board)}/recommended/${encodeURIComponent(userId)}`,
      headers: who?.headers ?? {},
      query: { ...LIVE, ...query },
    });
  async function recommended(who: Attendee, userId = who.id, query: Record<string, string> = {}) {
    const response = await ask(who, userId, query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json() as Recommendations;
  }
  const ids = (list: Recommendations) => list.map((item) => item.contentPieceId);

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = (await attendees(app, 1, ['administrator']))[0]!;
    const venue = venueWithBoard();
    const staged = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin.headers,
      payload: venue,
    });
    expect(staged.statusCode, staged.body).toBe(200);
    const published = await app.inject({
      method: 'POST',
      url: '/api/designer/publish/example-expo',
      headers: admin.headers,
    });
    expect(published.statusCode, published.body).toBe(200);

    const crowd = await attendees(app, 9);
    const pair = await attendees(app, 2);
    ann = pair[0]!;
    newcomer = pair[1]!;
    const likes: [Attendee, string, Record<string, unknown>?][] = [
      ...crowd.slice(0, 4).map((who): [Attendee, string] => [who, 'keynote']),
      ...crowd.slice(4, 6).flatMap((who): [Attendee, string][] => [
        [who, 'kubernetes-101'],
        [who, 'cloud-costs'],
      ]),
      // Likes of a comment do not count: not for popularity, not for similarity.
      ...crowd.slice(6, 9).flatMap((who): [Attendee, string, Record<string, unknown>][] => [
        [who, 'quiet', { commentId: 'c1' }],
        [who, 'kubernetes-101', { commentId: 'c1' }],
      ]),
      [ann!, 'kubernetes-101'],
    ];
    for (const [who, pieceId, extra] of likes) await likeOk(app, who, 'like', like(pieceId, extra));
  });
  afterAll(() => app?.cleanup());

  it("recommends what attendees with the user's likes liked, never a liked piece", async () => {
    const result = await recommended(ann);
    expect(result[0]).toMatchObject({ contentPieceId: 'cloud-costs', reason: 'similar-attendees' });
    expect(ids(result)).not.toContain('kubernetes-101');
    expect(ids(result)).toHaveLength(pieces.length - 1);
    expect(result.map((item) => item.score)).toEqual(result.map((item) => item.score).sort((a, b) => b - a));

    // Liked a moment ago, while the board's likes are still those read above: left out at once.
    await likeOk(app, ann, 'like', like('cloud-costs'));
    expect(ids(await recommended(ann))).not.toContain('cloud-costs');
    await likeOk(app, ann, 'unlike', like('cloud-costs'));
  });

  it('lets an administrator see anyone’s, and nobody else another’s (403)', async () => {
    const own = await recommended(ann);
    expect(await recommended(admin, ann.id)).toEqual(own);
    const [bea] = await attendees(app, 1);
    const refused = await ask(bea, ann.id);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'media_board.forbidden']);
    expect(refused.json().errMsg).toMatch(/own recommendations/);
    const anonymous = await ask(undefined, ann.id);
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, 'auth.unauthorized']);
  });

  it('gives a guest their own where the venue lets guests in, never another’s', async () => {
    const configure = (loginType: 'EMAIL_PASSWORD' | 'ANONYMOUS') =>
      app.inject({
        method: 'PUT',
        url: '/api/designer/login-configuration',
        headers: admin.headers,
        payload: { options: [{ loginType, displayName: loginType, providerId: loginType.toLowerCase() }] },
      });
    expect((await configure('ANONYMOUS')).statusCode).toBe(200);
    let guest: Attendee;
    try {
      const login = await app.inject({ method: 'POST', url: '/api/capture/login' });
      expect(login.statusCode, login.body).toBe(200);
      const headers = { authorization: `Bearer ${login.json().accessToken}` };
      const info = await app.inject({ method: 'GET', url: '/api/userInfo', headers });
      guest = { id: info.json().userId, token: '', headers };
      const own = await recommended(guest);
      expect(ids(own).slice(0, 2)).toEqual(['keynote', 'kubernetes-101']);
      expect(new Set(own.map((item) => item.reason))).toEqual(new Set(['popular']));
      const others = await ask(guest, ann.id);
      expect([others.statusCode, others.json().error]).toEqual([403, 'media_board.forbidden']);
    } finally {
      expect((await configure('EMAIL_PASSWORD')).statusCode).toBe(200);
    }
    // Where a login is required, a guest's token no longer lets anyone in.
    const closed = await ask(guest, guest.id);
    expect([closed.statusCode, closed.json().error]).toEqual([401, 'auth.unauthorized']);
  });

  it("starts a newcomer on the public profile's words, then the most liked (a private company is not used)", async () => {
    expect(ids(await recommended(newcomer))).toEqual([
      'keynote',
      'kubernetes-101',
      'cloud-costs',
      'accessibility',
      'pay-later',
      'quiet',
      'ux-research',
      'zero-trust',
    ]);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/userProfile/architecture/example-expo/userProfile',
      headers: newcomer.headers,
      payload: { attributes: { name: 'Nina New', title: 'Head of Security', company: 'Fintech Payments' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const result = await recommended(newcomer);
    expect(result[0]).toMatchObject({ contentPieceId: 'zero-trust', reason: 'profile' });
    expect(result.find((item) => item.contentPieceId === 'pay-later')?.reason).toBe('popular');
    expect(ids(result).slice(1, 3)).toEqual(['keynote', 'kubernetes-101']);
  });

  it('answers the limit asked for, and 400 for a limit out of bounds or bad ids', async () => {
    expect(await recommended(ann, ann.id, { limit: '2' })).toHaveLength(2);
    expect(await recommended(ann, ann.id, { limit: String(RECOMMENDATIONS_MAX) })).toHaveLength(7);
    for (const limit of ['0', '-1', String(RECOMMENDATIONS_MAX + 1), '1.5', 'ten', '']) {
      const response = await ask(ann, ann.id, { limit });
      expect([response.statusCode, response.json().error], `limit ${limit}`).toEqual([
        400,
        'validation.failed',
      ]);
    }
    for (const query of [{ mode: 'PREVIEW' }, { architectureId: '' }] as Record<string, string>[]) {
      expect((await ask(ann, ann.id, query)).statusCode).toBe(400);
    }
    for (const userId of ['a\u0000b', 'tab\there']) {
      const response = await ask(admin, userId);
      expect([response.statusCode, response.json().error], userId).toEqual([400, 'validation.failed']);
    }
    // Ids longer than the router takes (far below what could cost anything).
    for (const response of [await ask(admin, 'u'.repeat(201)), await ask(ann, ann.id, {}, 'b'.repeat(201))]) {
      expect([response.statusCode, response.json().error]).toEqual([414, 'request.url_too_long']);
    }
  });

  it('answers 404 for a board the venue does not have', async () => {
    const response = await ask(ann, ann.id, {}, 'no-such-board');
    expect([response.statusCode, response.json().error]).toEqual([404, 'media_board.not_found']);
    expect((await ask(ann, ann.id, { architectureId: 'elsewhere' })).statusCode).toBe(404);
  });

  it('keeps stage and live apart; the stage is for previewers', async () => {
    const previewers = await attendees(app, 3, ['administrator']);
    for (const who of previewers) await likeOk(app, who, 'like', { ...like('quiet'), mode: 'STAGE' });
    const [stage] = await Promise.all([recommended(admin, admin.id, STAGE)]);
    expect(stage[0]).toMatchObject({ contentPieceId: 'quiet', reason: 'popular' });
    expect(ids(await recommended(admin))[0]).toBe('keynote');
    const refused = await ask(ann, ann.id, STAGE);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'auth.forbidden']);
  });

  it('refuses a burst over the limit with 429 and Retry-After', async () => {
    const [eve] = await attendees(app, 1);
    const answers = await Promise.all(
      Array.from({ length: RECOMMENDATION_POLICY.limit + 3 }, () => ask(eve, eve!.id)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RECOMMENDATION_POLICY.limit);
    const limited = answers.find((response) => response.statusCode === 429)!;
    expect(limited.json().error).toBe('rate.limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
