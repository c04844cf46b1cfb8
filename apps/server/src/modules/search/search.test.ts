import { SEARCH_QUERY_MAX_LENGTH, type SearchStatus, type Venue } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ARCHITECTURE_ID } from '../../seed/demo-venue';
import { seedDemoVenue } from '../../seed/seed-demo';
import { bearerFor, createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { saveProfile, type TestUser, userWith } from '../profiles/profiles-test.helpers';
import { searchRateLimits } from './search-rate-limits';
import { answerOf, ask, rebuildIndex, uiConfigWithSearch } from './search-test.helpers';

const LIVE = `architectureId=${DEMO_ARCHITECTURE_ID}&mode=LIVE`;

describe.each(testDialects())('global search on %s', (dialect) => {
  let app: TestApp;
  let admin: { authorization: string };
  let ada: TestUser;
  let zeb: TestUser;
  let xan: TestUser;

  const profileOf = (user: TestUser, attributes: Record<string, unknown>) =>
    saveProfile(app, user, { attributes }, DEMO_ARCHITECTURE_ID);

  const status = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/search/index', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SearchStatus;
  };

  beforeAll(async () => {
    app = await createTestApp(dialect, { UI_CONFIG_FILE: uiConfigWithSearch() });
    await seedDemoVenue(app.services, app.config);
    admin = await bearerFor(app, ['administrator']);
    [ada, zeb, xan] = await Promise.all([
      userWith(app, ['attendee'], 'Ada Asker'),
      userWith(app, ['attendee'], 'Zebulon Quartz'),
      userWith(app, ['attendee'], 'Xanthe Closed'),
    ]);
    const saved = await Promise.all([
      profileOf(zeb, {
        name: 'Zebulon Quartz',
        company: 'Example Events',
        title: 'Event Manager',
        openForNetworking: true,
        dietaryNeeds: 'pescatarian',
      }),
      profileOf(xan, { name: 'Xanthe Closed', company: 'Hermit Holdings', openForNetworking: false }),
    ]);
    for (const response of saved) expect(response.statusCode, response.body).toBe(200);
    const posted = await app.inject({
      method: 'POST',
      url: `/api/social-wall/atrium-wall/posts?${LIVE}`,
      headers: zeb.headers,
      payload: { text: 'Free espresso at the café corner until noon!' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await rebuildIndex(app, admin);
  }, 120_000);
  afterAll(() => app?.cleanup());

  it('refuses a missing, empty or too long question with search.query_invalid', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/search/', headers: ada.headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('search.query_invalid');
    for (const q of ['', '   ', 'k'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)]) {
      const response = await ask(app, ada.headers, q);
      expect(response.statusCode, q).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'search.query_invalid',
        errMsg: expect.stringContaining('256'),
      });
    }
    const twice = await app.inject({ method: 'GET', url: '/api/search/?q=a&q=b', headers: ada.headers });
    expect(twice.statusCode).toBe(400);
    expect((await ask(app, ada.headers, 'k'.repeat(SEARCH_QUERY_MAX_LENGTH))).statusCode).toBe(200);
    expect((await ask(app, undefined, 'keynote')).statusCode).toBe(401);
  });

  it('finds an area from a question with a typo, with View Area and an extractive answer', async () => {
    const answer = await answerOf(app, ada.headers, 'where is the audotorium?');
    expect(answer.results[0]).toMatchObject({
      kind: 'area',
      title: 'Auditorium',
      viewArea: { areaId: 'auditorium' },
    });
    expect(answer.answerSource).toBe('extractive');
    expect(answer.answer).toContain('Auditorium');
    const keynote = await answerOf(app, ada.headers, 'where is the keynote?');
    expect(keynote.results[0]).toMatchObject({
      kind: 'widget',
      view: { areaId: 'auditorium', widgetId: 'keynote' },
      viewArea: { areaId: 'auditorium' },
    });
    expect(keynote.answer).toMatch(/^Keynote is in the Auditorium, live now until /);
    const snippet = keynote.results[0]!.snippet;
    expect(snippet.highlights.map(([from, to]) => snippet.text.slice(from, to).toLowerCase())).toContain(
      'keynote',
    );
  });

  it('answers a question from inside a PDF, with its page', async () => {
    const answer = await answerOf(app, ada.headers, 'how much does the gold package cost?');
    expect(answer.results[0]).toMatchObject({
      kind: 'document',
      view: { areaId: 'expo-hall', page: 2 },
      viewArea: { areaId: 'expo-hall' },
    });
    expect(answer.answer).toContain('Page 2 of Sponsor brochure');
    expect(answer.answer).toContain('EUR 12,000');
    // The protected speaker notes are not read: their password is theirs.
    const notes = await answerOf(app, admin, 'moderator confirms the running order');
    expect(notes.results.filter((result) => result.title.startsWith('Speaker notes (protected),'))).toEqual(
      [],
    );
  });

  it('never finds a private profile field nor a profile closed for networking', async () => {
    const closed = await ask(app, ada.headers, 'Xanthe Hermit Holdings');
    expect(closed.statusCode).toBe(200);
    expect(closed.body).not.toContain('Xanthe');
    expect(closed.body).not.toContain('Hermit');
    const secret = await ask(app, ada.headers, 'pescatarian');
    expect(secret.statusCode).toBe(200);
    expect(secret.body).not.toContain('pescatarian');
    expect(secret.json().results).toEqual([]);
    const open = await answerOf(app, ada.headers, 'who works at Example Events?');
    const found = open.results.find((result) => result.kind === 'profile');
    expect(found).toMatchObject({ title: 'Zebulon Quartz', view: { profileUserId: zeb.id }, viewArea: null });
    expect(JSON.stringify(open)).not.toContain(zeb.email);
    expect(JSON.stringify(open)).not.toContain('pescatarian');
  });

  it('drops a profile that closed networking after the build, and marks the index outdated', async () => {
    expect((await status()).outdated).toBe(false);
    const closed = await profileOf(zeb, {
      name: 'Zebulon Quartz',
      company: 'Example Events',
      title: 'Event Manager',
      openForNetworking: false,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const answer = await answerOf(app, ada.headers, 'Zebulon Quartz');
    // Their wall post still names them, as the wall does; their profile is not offered.
    expect(answer.results.filter((result) => result.kind === 'profile')).toEqual([]);
    expect(JSON.stringify(answer)).not.toContain(zeb.id);
    expect((await status()).outdated).toBe(true);
  });

  it('keeps the hidden backstage from attendees; administrators find it', async () => {
    const attendee = await answerOf(app, ada.headers, 'green room speaker briefing');
    expect(attendee.results.filter((result) => result.viewArea?.areaId === 'backstage')).toEqual([]);
    expect(JSON.stringify(attendee)).not.toContain('Green room');
    const administrator = await answerOf(app, admin, 'green room speaker briefing');
    expect(administrator.results[0]).toMatchObject({
      kind: 'widget',
      view: { areaId: 'backstage', widgetId: 'green-room' },
    });
  });

  it('finds a wall post, and no longer once it is hidden', async () => {
    const answer = await answerOf(app, ada.headers, 'free espresso');
    const post = answer.results.find((result) => result.kind === 'post');
    expect(post).toMatchObject({ view: { areaId: 'expo-hall', widgetId: 'wall' } });
    const postId = (post!.view as { postId: string }).postId;
    const hidden = await app.inject({
      method: 'POST',
      url: `/api/social-wall/posts/${postId}/hide`,
      headers: admin,
      payload: { hidden: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = await answerOf(app, ada.headers, 'free espresso');
    expect(after.results.filter((result) => result.kind === 'post')).toEqual([]);
  });

  it('lists what attendees did not find to administrators only, without who asked', async () => {
    const none = await answerOf(app, ada.headers, '  Where is the ZZQX flurble?? ');
    expect(none).toEqual({ answer: null, answerSource: null, results: [] });
    await answerOf(app, ada.headers, 'where is the zzqx flurble');
    await answerOf(app, ada.headers, 'call me at +49 170 1234567 about flurble');
    const misses = await app.inject({ method: 'GET', url: '/api/search/misses', headers: admin });
    expect(misses.statusCode, misses.body).toBe(200);
    expect(misses.json().misses).toContainEqual(
      expect.objectContaining({ query: 'where is the zzqx flurble', count: 2 }),
    );
    expect(misses.body).not.toContain('1234567');
    expect(misses.body).not.toContain(ada.id);
    const forbidden = await app.inject({ method: 'GET', url: '/api/search/misses', headers: ada.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('auth.forbidden');
    const statusForbidden = await app.inject({
      method: 'GET',
      url: '/api/search/index',
      headers: ada.headers,
    });
    expect(statusForbidden.statusCode).toBe(403);
  });

  it('joins an update request to the build already running (same job), also one of another node', async () => {
    const [first, second] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/search/index/update', headers: admin }),
      app.inject({ method: 'POST', url: '/api/search/index/update', headers: admin }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(first.json().jobId).toBe(second.json().jobId);
    expect([first.json().joined, second.json().joined].sort()).toEqual([false, true]);
    await app.services.search.job.idle();
    expect((await status()).building).toBe(false);

    // A build another node holds the lease of: a request joins it instead of starting one.
    const { repository } = app.services.search;
    const now = Date.now();
    expect(
      await repository.takeLease(
        {
          jobId: 'other-node',
          architectureId: DEMO_ARCHITECTURE_ID,
          startedAt: new Date(now).toISOString(),
          expiresAt: now + 60_000,
        },
        now,
      ),
    ).toBe(true);
    const joined = await app.inject({ method: 'POST', url: '/api/search/index/update', headers: admin });
    expect(joined.json()).toMatchObject({ jobId: 'other-node', joined: true });
    expect(await status()).toMatchObject({ building: true, jobId: 'other-node' });
    await repository.releaseLease('other-node');
  });

  it('limits questions per user with 429 rate.limited', async () => {
    const eager = await userWith(app, ['attendee'], 'Eager Asker');
    for (let i = 0; i < searchRateLimits.ask.perUser; i++) {
      expect((await ask(app, eager.headers, `question ${i}`)).statusCode).toBe(200);
    }
    const refused = await ask(app, eager.headers, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate.limited');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('never finds a stage-only area; after its publish the index is outdated until rebuilt', async () => {
    const live = (await app.services.venues.readLiveVenue(DEMO_ARCHITECTURE_ID)) as Venue & {
      publishInfo?: unknown;
    };
    const { publishInfo: _publishInfo, ...venue } = structuredClone(live);
    const architecture = venue.architectures[0]!;
    architecture.areas.push({
      ...architecture.areas.find((area) => area.id === 'lounge')!,
      id: 'observatory',
      names: [{ locale: 'en', text: 'Moonlit Observatory' }],
      descriptions: [{ locale: 'en', text: 'Telescopes under a glass dome.' }],
      contentWidgets: [],
    });
    architecture.floorplan.areaPositions.push({ areaId: 'observatory', visible: true });
    const staged = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin,
      payload: venue,
    });
    expect(staged.statusCode, staged.body).toBe(200);
    await rebuildIndex(app, admin);
    for (const who of [ada.headers, admin]) {
      const answer = await answerOf(app, who, 'moonlit observatory telescopes');
      expect(JSON.stringify(answer)).not.toContain('observatory');
    }
    const before = await status();
    expect(before.outdated).toBe(false);
    const published = await app.inject({
      method: 'POST',
      url: `/api/designer/publish/${DEMO_ARCHITECTURE_ID}`,
      headers: admin,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await status()).toMatchObject({ outdated: true, coveredVersion: before.coveredVersion });
    await rebuildIndex(app, admin);
    const after = await status();
    expect(after).toMatchObject({ outdated: false, building: false });
    expect(after.coveredVersion).toBeGreaterThan(before.coveredVersion!);
    // Zebulon closed networking and the post was hidden: neither is in the new index.
    expect(after.itemsPerKind).toMatchObject({ area: 6, document: 5, profile: 0, post: 0 });
    const answer = await answerOf(app, ada.headers, 'moonlit observatory telescopes');
    expect(answer.results[0]).toMatchObject({ kind: 'area', viewArea: { areaId: 'observatory' } });
  });
});

describe.each(testDialects())('global search switched off on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(dialect, { UI_CONFIG_FILE: uiConfigWithSearch(false) });
  });
  afterAll(() => app?.cleanup());

  it('answers 404 search.disabled while features.ai is off', async () => {
    const response = await ask(app, await bearerFor(app, ['attendee']), 'keynote');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('search.disabled');
  });
});
