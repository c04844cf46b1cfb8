import { SOCIAL_WALL_TEXT_MAX_CHARS, type SocialWallPost, socialWallRoutes } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testClock, testDialects } from '../../testing/test-app.factory';
import { saveProfile, type TestUser } from '../profiles/profiles-test.helpers';
import { socialWallRateLimits } from './social-wall-rate-limits';
import {
  LIVE,
  pageOf,
  postsUrl,
  postTo,
  postUrl,
  startWallApp,
  WALL,
  wallCall,
  wallUser,
} from './social-wall-test.helpers';

describe.each(testDialects())('the social wall on %s', (dialect) => {
  let app: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  const clock = testClock();

  beforeAll(async () => {
    ({ app, ada, bob, admin } = await startWallApp(dialect, clock));
  });
  afterAll(() => app?.cleanup());

  const call = (
    user: TestUser | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => wallCall(app, user, { method, url, ...(payload ? { payload } : {}) });
  const refusal = (response: { statusCode: number; json: () => { error: string } }) => [
    response.statusCode,
    response.json().error,
  ];

  it('pages newest first with a cursor that stays stable while posts are added', async () => {
    const first: SocialWallPost[] = [];
    for (let index = 1; index <= 7; index++) {
      clock.advance(1);
      first.push(await postTo(app, ada, `paging ${index}`));
    }
    const one = await pageOf(app, bob, { limit: 3 });
    expect(one.posts.map((post) => post.text)).toEqual(['paging 7', 'paging 6', 'paging 5']);
    expect(one.posts[0]).toMatchObject({
      author: { userId: ada.id, name: 'Ada Lovelace', initials: 'AL' },
      likes: 0,
      liked: false,
      replies: 0,
      hidden: false,
      mine: false,
    });
    // Nothing private of the author leaves the server.
    expect(Object.keys(one.posts[0]!.author).sort()).toEqual(['initials', 'name', 'userId']);
    expect(JSON.stringify(one)).not.toContain(ada.email);

    clock.advance(1);
    await postTo(app, bob, 'added while paging');
    const two = await pageOf(app, bob, { limit: 3, before: one.next });
    expect(two.posts.map((post) => post.text)).toEqual(['paging 4', 'paging 3', 'paging 2']);
    const three = await pageOf(app, bob, { limit: 3, before: two.next });
    expect(three.posts[0]!.text).toBe('paging 1');
    const mine = await pageOf(app, ada, { limit: 1 });
    expect(mine.posts[0]).toMatchObject({ text: 'added while paging', mine: false });

    const bad = await wallCall(app, bob, {
      method: 'GET',
      url: postsUrl(),
      query: { ...LIVE, before: 'nonsense' },
    });
    expect(refusal(bad)).toEqual([400, 'validation.failed']);
  });

  it('lets authors edit and delete their own posts, and nobody else (administrators delete any)', async () => {
    const post = await postTo(app, ada, 'first **draft**');
    expect(post).toMatchObject({ mine: true, text: 'first **draft**', parentId: null });

    const edited = await call(ada, 'PATCH', postUrl(post.id), { text: '  second\u0007 draft  ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'second draft', editedAt: expect.any(Number) });

    expect(refusal(await call(bob, 'PATCH', postUrl(post.id), { text: 'mine now' }))).toEqual([
      403,
      'social_wall.forbidden',
    ]);
    expect(refusal(await call(admin, 'PATCH', postUrl(post.id), { text: 'admin text' }))).toEqual([
      403,
      'social_wall.forbidden',
    ]);
    expect(refusal(await call(bob, 'DELETE', postUrl(post.id)))).toEqual([403, 'social_wall.forbidden']);

    const reply = await call(bob, 'POST', postUrl(post.id, '/replies'), { text: 'a reply' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ parentId: post.id, mine: true });
    expect(
      refusal(await call(ada, 'POST', postUrl(reply.json().id, '/replies'), { text: 'deeper' })),
    ).toEqual([403, 'social_wall.forbidden']);
    const withReply = (await pageOf(app, ada)).posts.find((candidate) => candidate.id === post.id);
    expect(withReply?.replies).toBe(1);

    expect((await call(ada, 'DELETE', postUrl(post.id))).statusCode).toBe(204);
    // The reply went with its post.
    expect(refusal(await call(bob, 'GET', postUrl(reply.json().id, '/replies')))).toEqual([
      404,
      'social_wall.post_not_found',
    ]);
    expect(refusal(await call(ada, 'DELETE', postUrl(post.id)))).toEqual([404, 'social_wall.post_not_found']);
    const rows = await app.services.database.db
      .selectFrom('social_wall_posts')
      .select('id')
      .where('id', 'in', [post.id, reply.json().id])
      .execute();
    expect(rows).toEqual([]);

    const bobs = await postTo(app, bob, 'to be removed by an administrator');
    expect((await call(admin, 'DELETE', postUrl(bobs.id))).statusCode).toBe(204);
  });

  it('keeps replies oldest first with their own cursor, and the reply count without hidden ones', async () => {
    const post = await postTo(app, ada, 'thread');
    const replies: string[] = [];
    for (let index = 1; index <= 3; index++) {
      clock.advance(1);
      const reply = await call(bob, 'POST', postUrl(post.id, '/replies'), { text: `reply ${index}` });
      replies.push(reply.json().id);
    }
    const first = await wallCall(app, ada, {
      method: 'GET',
      url: postUrl(post.id, '/replies'),
      query: { limit: 2 },
    });
    expect(first.json().replies.map((reply: SocialWallPost) => reply.text)).toEqual(['reply 1', 'reply 2']);
    const rest = await wallCall(app, ada, {
      method: 'GET',
      url: postUrl(post.id, '/replies'),
      query: { after: first.json().next },
    });
    expect(rest.json()).toMatchObject({ replies: [{ text: 'reply 3' }], next: null });

    expect((await call(admin, 'POST', postUrl(replies[1]!, '/hide'), { hidden: true })).statusCode).toBe(200);
    const seen = (user: TestUser) =>
      pageOf(app, user).then((page) => page.posts.find((candidate) => candidate.id === post.id)!);
    expect((await seen(ada)).replies).toBe(2);
    expect((await seen(admin)).replies).toBe(3);
    const attendeeReplies = await call(ada, 'GET', postUrl(post.id, '/replies'));
    expect(attendeeReplies.json().replies.map((reply: SocialWallPost) => reply.text)).toEqual([
      'reply 1',
      'reply 3',
    ]);
    // Deleting the hidden reply takes it out of both counts.
    expect((await call(admin, 'DELETE', postUrl(replies[1]!))).statusCode).toBe(204);
    expect((await seen(ada)).replies).toBe(2);
    expect((await seen(admin)).replies).toBe(2);
  });

  it('hides a post from attendees (REST) while administrators still see it, and shows it again', async () => {
    const post = await postTo(app, bob, 'something rude');
    const hidden = await call(admin, 'POST', postUrl(post.id, '/hide'), { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: post.id, hidden: true });

    expect((await pageOf(app, ada)).posts.map((candidate) => candidate.id)).not.toContain(post.id);
    expect((await pageOf(app, bob)).posts.map((candidate) => candidate.id)).not.toContain(post.id);
    expect((await pageOf(app, admin)).posts.find((candidate) => candidate.id === post.id)?.hidden).toBe(true);
    for (const [method, url, payload] of [
      ['GET', postUrl(post.id, '/replies'), undefined],
      ['POST', postUrl(post.id, '/like'), undefined],
      ['POST', postUrl(post.id, '/replies'), { text: 'hello?' }],
      ['PATCH', postUrl(post.id), { text: 'edited' }],
      ['POST', postUrl(post.id, '/report'), {}],
    ] as const) {
      expect(refusal(await call(bob, method, url, payload)), `${method} ${url}`).toEqual([
        404,
        'social_wall.post_not_found',
      ]);
    }
    expect(refusal(await call(ada, 'POST', postUrl(post.id, '/hide'), { hidden: false }))).toEqual([
      403,
      'auth.forbidden',
    ]);
    expect((await call(admin, 'POST', postUrl(post.id, '/hide'), { hidden: false })).json().hidden).toBe(
      false,
    );
    expect((await pageOf(app, ada)).posts.map((candidate) => candidate.id)).toContain(post.id);
  });

  it('takes one report per user and post, and lists them to administrators only', async () => {
    const post = await postTo(app, bob, 'spam spam spam');
    for (const reason of ['spam', 'still spam']) {
      expect((await call(ada, 'POST', postUrl(post.id, '/report'), { reason })).statusCode).toBe(204);
    }
    expect((await call(admin, 'POST', postUrl(post.id, '/report'), {})).statusCode).toBe(204);
    const reportsUrl = `/api/social-wall/${WALL}/reports`;
    const list = await wallCall(app, admin, { method: 'GET', url: reportsUrl, query: LIVE });
    expect(list.statusCode, list.body).toBe(200);
    const ofPost = list
      .json()
      .reports.filter((report: { post: SocialWallPost }) => report.post.id === post.id);
    expect(ofPost).toHaveLength(2);
    expect(ofPost).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'spam', reporter: { userId: ada.id, name: 'Ada Lovelace' } }),
        expect.objectContaining({ reason: '', reporter: { userId: admin.id, name: 'Ann Admin' } }),
      ]),
    );
    expect(refusal(await wallCall(app, ada, { method: 'GET', url: reportsUrl, query: LIVE }))).toEqual([
      403,
      'auth.forbidden',
    ]);
    const tooLong = await call(ada, 'POST', postUrl(post.id, '/report'), { reason: 'x'.repeat(501) });
    expect(refusal(tooLong)).toEqual([400, 'validation.failed']);
  });

  it('counts likes exactly when 50 users like at once, twice, and take them back at once', async () => {
    const post = await postTo(app, ada, 'like me');
    const users = await Promise.all(Array.from({ length: 50 }, (_, index) => wallUser(app, `Fan ${index}`)));
    const burst = (method: 'POST' | 'DELETE') =>
      Promise.all(
        users.flatMap((user) => [
          call(user, method, postUrl(post.id, '/like')),
          call(user, method, postUrl(post.id, '/like')),
        ]),
      );
    const liked = await burst('POST');
    expect(liked.every((response) => response.statusCode === 200)).toBe(true);
    expect(liked.every((response) => response.json().liked === true)).toBe(true);
    const stored = async () =>
      app.services.database.db
        .selectFrom('social_wall_posts')
        .select('likes')
        .where('id', '=', post.id)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.likes));
    const rows = async () =>
      Number(
        (
          await app.services.database.db
            .selectFrom('social_wall_likes')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('post_id', '=', post.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await stored(), await rows()]).toEqual([50, 50]);
    const seen = (await pageOf(app, users[0]!)).posts.find((candidate) => candidate.id === post.id);
    expect(seen).toMatchObject({ likes: 50, liked: true });
    expect((await pageOf(app, ada)).posts.find((candidate) => candidate.id === post.id)?.liked).toBe(false);

    const unliked = await burst('DELETE');
    expect(unliked.every((response) => response.statusCode === 200 && response.json().liked === false)).toBe(
      true,
    );
    expect([await stored(), await rows()]).toEqual([0, 0]);
    expect((await call(ada, 'DELETE', postUrl(post.id, '/like'))).json()).toEqual({ likes: 0, liked: false });
  });

  it('likes replies as well', async () => {
    const post = await postTo(app, ada, 'reply likes');
    const reply = (
      await call(bob, 'POST', postUrl(post.id, '/replies'), { text: 'r' })
    ).json() as SocialWallPost;
    expect((await call(ada, 'POST', postUrl(reply.id, '/like'))).json()).toEqual({ likes: 1, liked: true });
    const replies = await call(bob, 'GET', postUrl(post.id, '/replies'));
    expect(replies.json().replies[0]).toMatchObject({ likes: 1, liked: false });
  });

  it('lets guests read where the venue offers anonymous access, but never write', async () => {
    const configure = (loginType: 'EMAIL_PASSWORD' | 'ANONYMOUS') =>
      call(admin, 'PUT' as 'POST', '/api/designer/login-configuration', {
        options: [{ loginType, displayName: loginType, providerId: loginType.toLowerCase() }],
      });
    const post = await postTo(app, ada, 'for guests to read');
    expect((await configure('ANONYMOUS')).statusCode).toBe(200);
    let guest: TestUser | undefined;
    try {
      const login = await app.inject({ method: 'POST', url: '/api/capture/login' });
      expect(login.statusCode, login.body).toBe(200);
      guest = { id: '', email: '', headers: { authorization: `Bearer ${login.json().accessToken}` } };
      expect((await pageOf(app, guest)).posts.map((candidate) => candidate.id)).toContain(post.id);
      expect((await call(guest, 'GET', postUrl(post.id, '/replies'))).statusCode).toBe(200);
      for (const [method, url, payload] of [
        ['POST', postsUrl(), { text: 'guest post' }],
        ['POST', postUrl(post.id, '/replies'), { text: 'guest reply' }],
        ['POST', postUrl(post.id, '/like'), undefined],
        ['POST', postUrl(post.id, '/report'), {}],
        ['DELETE', postUrl(post.id), undefined],
      ] as const) {
        const response = await wallCall(app, guest, {
          method,
          url,
          query: LIVE,
          ...(payload ? { payload } : {}),
        });
        expect(refusal(response), `${method} ${url}`).toEqual([403, 'auth.forbidden']);
      }
    } finally {
      expect((await configure('EMAIL_PASSWORD')).statusCode).toBe(200);
    }
    // Where login is required, a guest token reads nothing.
    const refused = await wallCall(app, guest, { method: 'GET', url: postsUrl(), query: LIVE });
    expect([401, 403]).toContain(refused.statusCode);
    expect(refusal(await wallCall(app, undefined, { method: 'GET', url: postsUrl(), query: LIVE }))).toEqual([
      401,
      'auth.unauthorized',
    ]);
  });

  it('refuses bad input with 400 and an id, and keeps stage and live apart', async () => {
    const before = (await pageOf(app, admin, { limit: 50 })).posts.length;
    for (const payload of [
      {},
      { text: '' },
      { text: '   ' },
      { text: '\u0000\u0001' },
      { text: 'x'.repeat(SOCIAL_WALL_TEXT_MAX_CHARS + 1) },
      { text: 42 },
      { text: 'ok', extra: true },
      { text: 'ok', imageId: 'not-a-uuid' },
    ]) {
      const response = await wallCall(app, ada, { method: 'POST', url: postsUrl(), query: LIVE, payload });
      expect(refusal(response), JSON.stringify(payload).slice(0, 60)).toEqual([400, 'validation.failed']);
      expect(response.json().errMsg).toEqual(expect.any(String));
    }
    const unknownImage = await wallCall(app, ada, {
      method: 'POST',
      url: postsUrl(),
      query: LIVE,
      payload: { text: 'with an image nobody uploaded', imageId: crypto.randomUUID() },
    });
    expect(refusal(unknownImage)).toEqual([404, 'social_wall.image_not_found']);
    expect((await pageOf(app, admin, { limit: 50 })).posts.length).toBe(before);

    const notAWall = await wallCall(app, ada, { method: 'GET', url: postsUrl('no-such-wall'), query: LIVE });
    expect(refusal(notAWall)).toEqual([404, 'social_wall.not_found']);
    expect(notAWall.json().errMsg).toContain('no-such-wall');
    const post = await wallCall(app, ada, {
      method: 'POST',
      url: postsUrl('no-such-wall'),
      query: LIVE,
      payload: { text: 'hi' },
    });
    expect(refusal(post)).toEqual([404, 'social_wall.not_found']);
    const otherVenue = await wallCall(app, ada, {
      method: 'GET',
      url: postsUrl(),
      query: { architectureId: 'elsewhere', mode: 'LIVE' },
    });
    expect(refusal(otherVenue)).toEqual([404, 'venue.not_published']);
    const stage = { architectureId: 'example-expo', mode: 'STAGE' };
    expect(refusal(await wallCall(app, ada, { method: 'GET', url: postsUrl(), query: stage }))).toEqual([
      403,
      'auth.forbidden',
    ]);
    const staged = await wallCall(app, admin, {
      method: 'POST',
      url: postsUrl(),
      query: stage,
      payload: { text: 'preview only' },
    });
    expect(staged.statusCode, staged.body).toBe(201);
    expect((await pageOf(app, admin, { limit: 50 })).posts.map((candidate) => candidate.id)).not.toContain(
      staged.json().id,
    );
    const stagePage = await wallCall(app, admin, { method: 'GET', url: postsUrl(), query: stage });
    expect(stagePage.json().posts.map((candidate: SocialWallPost) => candidate.id)).toEqual([
      staged.json().id,
    ]);
    // A stage post is not there for an attendee, whatever route they name it by.
    expect(refusal(await call(ada, 'POST', postUrl(staged.json().id, '/like')))).toEqual([
      404,
      'social_wall.post_not_found',
    ]);
    expect(refusal(await call(ada, 'GET', postUrl('not-a-uuid', '/replies')))).toEqual([
      400,
      'validation.failed',
    ]);
  });

  it('keeps the text as typed: markup is stored as characters, not refused', async () => {
    const text = '<script>alert(1)</script> **bold** [x](javascript:alert(1))';
    const post = await postTo(app, ada, text);
    expect(post.text).toBe(text);
  });

  it("shows an author's new name after a profile change, and limits posts per user (429)", async () => {
    const carl = await wallUser(app, 'Carl Old');
    const first = await postTo(app, carl, 'before the rename');
    expect((await saveProfile(app, carl, { attributes: { name: 'Carl New' } })).statusCode).toBe(200);
    const renamed = (await pageOf(app, ada)).posts.find((candidate) => candidate.id === first.id);
    expect(renamed?.author).toEqual({ userId: carl.id, name: 'Carl New', initials: 'CN' });

    for (let index = 2; index <= socialWallRateLimits.post.perUser; index++)
      await postTo(app, carl, `post ${index}`);
    const over = await wallCall(app, carl, {
      method: 'POST',
      url: postsUrl(),
      query: LIVE,
      payload: { text: 'one too many' },
    });
    expect(refusal(over)).toEqual([429, 'rate.limited']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(61);
    await postTo(app, carl, 'a minute later');
  });

  it('refuses every route to callers without a token, but the image (its signed URL decides)', async () => {
    // Each route of the contract with a valid body: a new route without a case fails the type check.
    const bodies: Record<keyof typeof socialWallRoutes, object | undefined> = {
      posts: undefined,
      replies: undefined,
      createPost: { text: 'hello' },
      createReply: { text: 'hello' },
      editPost: { text: 'hello' },
      deletePost: undefined,
      like: undefined,
      unlike: undefined,
      hide: { hidden: true },
      report: {},
      reports: undefined,
      uploadImage: undefined,
      image: undefined,
    };
    for (const [name, payload] of Object.entries(bodies)) {
      const route = socialWallRoutes[name as keyof typeof socialWallRoutes];
      const url = route.path
        .replace(':wallId', WALL)
        .replace(':postId', crypto.randomUUID())
        .replace(':imageId', crypto.randomUUID());
      const query = route.path.includes(':wallId') ? LIVE : {};
      const response = await app.inject({
        method: route.method,
        url,
        query,
        ...(payload ? { payload } : {}),
      });
      // The image route is public: without a signature its query is what is wrong.
      expect(refusal(response), name).toEqual(
        route.access === 'public' ? [400, 'validation.failed'] : [401, 'auth.unauthorized'],
      );
    }
  });
});
