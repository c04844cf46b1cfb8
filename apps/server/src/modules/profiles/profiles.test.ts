import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { createTestApp, type TestApp, testClock, testDialects } from '../../testing/test-app.factory';
import { configureLogin, passwordOption } from '../sso/login-configuration.fixture';
import { PROFILE_RATE_WINDOW_SECONDS, profileRateLimits } from './profiles-rate-limits';
import {
  profileUrl,
  readProfile,
  saveProfile,
  saveUrl,
  type TestUser,
  userWith,
} from './profiles-test.helpers';

const complete = {
  attributes: {
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    title: 'Mathematician',
    socialMediaProfile: 'https://social.example/@ada',
    openForNetworking: true,
    privateInformation: 'Allergic to peanuts',
    phone: '+44 20 7946 0000',
  },
  shareEmail: false,
};

describe.each(testDialects())('attendee profiles on %s', (dialect) => {
  let app: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    await publishExampleVenue(app);
    [ada, bob, admin] = await Promise.all([
      userWith(app, ['attendee'], 'Ada Lovelace'),
      userWith(app, ['attendee'], null, 'bob.builder@test.local'),
      userWith(app, ['administrator']),
    ]);
  });
  afterAll(() => app?.cleanup());

  it('answers the own profile of a user without one with the default profile (never 404)', async () => {
    const response = await readProfile(app, bob, bob.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const profile = response.json();
    expect(profile).toMatchObject({
      userId: bob.id,
      email: bob.email,
      shareEmail: false,
      avatarUri: null,
      privileged: false,
      attributes: { name: 'Bob Builder', company: '', openForNetworking: true, phone: '' },
    });
    // 6 text fields and the avatar; the name is filled
    expect(profile.completion).toBe(14);
    expect((await readProfile(app, bob, ada.id)).json().attributes.name).toBe('Ada Lovelace');
  });

  it('answers the own profile outside the published venue with the standard fields', async () => {
    const response = await readProfile(app, ada, ada.id, 'not-published');
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json().attributes).sort()).toEqual(
      ['company', 'name', 'openForNetworking', 'privateInformation', 'socialMediaProfile', 'title'].sort(),
    );
    const other = await readProfile(app, bob, ada.id, 'not-published');
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('venue.not_published');
    // Refusals too are never kept by a cache.
    expect(other.headers['cache-control']).toBe('private, no-store');
    expect((await saveProfile(app, ada, complete, 'not-published')).json().error).toBe('venue.not_published');
  });

  it("saves the caller's own profile; others see no private field and no unshared email", async () => {
    const saved = await saveProfile(app, ada, complete);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ userId: ada.id, attributes: complete.attributes, completion: 85 });
    expect(saved.headers['cache-control']).toBe('private, no-store');

    const seen = await readProfile(app, bob, ada.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      userId: ada.id,
      attributes: {
        name: 'Ada Lovelace',
        company: 'Analytical Engines',
        title: 'Mathematician',
        socialMediaProfile: 'https://social.example/@ada',
        openForNetworking: true,
      },
      avatarUri: null,
      privileged: false,
    });
    expect(seen.body).not.toContain('peanuts');
    expect(seen.body).not.toContain(ada.email);

    const privileged = await readProfile(app, admin, ada.id);
    expect(privileged.json()).toMatchObject({
      email: ada.email,
      privileged: true,
      attributes: { privateInformation: 'Allergic to peanuts', phone: '+44 20 7946 0000' },
    });
  });

  it('shows the email to others once it is shared', async () => {
    await saveProfile(app, ada, { ...complete, shareEmail: true });
    expect((await readProfile(app, bob, ada.id)).json().email).toBe(ada.email);
    await saveProfile(app, ada, complete);
    expect((await readProfile(app, bob, ada.id)).json()).not.toHaveProperty('email');
  });

  it('hides a profile not open for networking from other attendees, not from administrators', async () => {
    const hidden = { ...complete, attributes: { ...complete.attributes, openForNetworking: false } };
    expect((await saveProfile(app, ada, hidden)).statusCode).toBe(200);
    const refused = await readProfile(app, bob, ada.id);
    expect(refused.statusCode).toBe(404);
    // The same answer as for a user who does not exist: nobody learns who hides.
    const unknown = await readProfile(app, bob, '00000000-0000-0000-0000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.json().error).toBe('profile.not_found');
    expect((await readProfile(app, admin, ada.id)).json()).toMatchObject({ privileged: true });
    expect((await readProfile(app, ada, ada.id)).statusCode).toBe(200);
    expect(await app.services.profiles.presenceCardOf(ada.id, 'example-expo')).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      title: 'Mathematician',
      listed: false,
    });
    await saveProfile(app, ada, complete);
    expect((await readProfile(app, bob, ada.id)).statusCode).toBe(200);
    expect((await app.services.profiles.presenceCardOf(ada.id, 'example-expo')).listed).toBe(true);
  });

  it("refuses a missing name and too long values with the spec's texts, keeping what was stored", async () => {
    const response = await saveProfile(app, ada, {
      attributes: {
        ...complete.attributes,
        name: ' ',
        company: 'x'.repeat(128),
        privateInformation: 'y'.repeat(1001),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation.failed',
      details: [
        { path: 'attributes.name', message: 'Please enter a name!' },
        { path: 'attributes.company', message: 'The value is too long.' },
        { path: 'attributes.privateInformation', message: 'The value is too long.' },
      ],
    });
    expect((await readProfile(app, ada, ada.id)).json().attributes.company).toBe('Analytical Engines');
  });

  it('refuses unknown keys and wrong types with their paths', async () => {
    const response = await saveProfile(app, ada, {
      attributes: {
        ...complete.attributes,
        shoeSize: '42',
        openForNetworking: 'yes',
        socialMediaProfile: 'javascript:alert(1)',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'attributes.shoeSize',
      'attributes.socialMediaProfile',
      'attributes.openForNetworking',
    ]);
  });

  it("never writes another user's profile: the body names no user and unknown fields are refused", async () => {
    const before = (await readProfile(app, admin, bob.id)).json();
    for (const body of [
      { ...complete, userId: bob.id },
      { ...complete, email: 'attacker@example.com' },
      { ...complete, avatarKey: 'live/example-expo/other.png' },
    ]) {
      const response = await saveProfile(app, ada, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe('validation.failed');
    }
    // A POST to the GET's path (with a user id) is no route at all.
    const other = await app.inject({
      method: 'POST',
      url: profileUrl(bob.id),
      headers: ada.headers,
      payload: complete,
    });
    expect(other.statusCode).toBe(404);
    expect((await readProfile(app, admin, bob.id)).json()).toEqual(before);
  });

  it('refuses huge attribute maps, huge values and deep bodies with 4xx', async () => {
    const before = (await readProfile(app, ada, ada.id)).json().attributes;
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`key${index}`, 'x']));
    const tooMany = await saveProfile(app, ada, { attributes: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('validation.failed');

    const hundredOne = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`k${index}`, true]));
    expect((await saveProfile(app, ada, { attributes: hundredOne })).statusCode).toBe(400);

    const longKey = await saveProfile(app, ada, { attributes: { ['k'.repeat(65)]: 'x' } });
    expect(longKey.statusCode).toBe(400);

    const huge = await saveProfile(app, ada, { attributes: { name: 'x'.repeat(6 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(413);

    const nested = await saveProfile(app, ada, { attributes: { name: { deep: [[[{}]]] } } });
    expect(nested.statusCode).toBe(400);

    const proto = await app.inject({
      method: 'POST',
      url: saveUrl(),
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: '{"attributes":{"name":"Ada","__proto__":{"privileged":true}}}',
    });
    expect(proto.statusCode).toBe(400);

    const nul = await saveProfile(app, ada, { attributes: { ...complete.attributes, company: 'A\u0000B' } });
    expect(nul.statusCode).toBe(400);
    expect((await readProfile(app, ada, ada.id)).json().attributes).toEqual(before);
  });

  it('keeps one whole profile after a burst of parallel saves', async () => {
    const bodies = Array.from({ length: 12 }, (_, index) => ({
      attributes: { ...complete.attributes, company: `Company ${index}`, title: `Title ${index}` },
    }));
    const responses = await Promise.all(bodies.map((body) => saveProfile(app, ada, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(bodies.map(() => 200));
    const { company, title } = (await readProfile(app, ada, ada.id)).json().attributes;
    // Never half of one save and half of another.
    expect(company.replace('Company', 'Title')).toBe(title);
    await saveProfile(app, ada, complete);
  });

  it('is for logged-in users who are not guests', async () => {
    expect((await readProfile(app, undefined, ada.id)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: saveUrl(), payload: complete })).statusCode).toBe(401);
    // Where login is required, a guest's token is no longer accepted at all.
    const guest = await userWith(app, ['guest']);
    expect((await readProfile(app, guest, ada.id)).statusCode).toBe(401);

    // Where guests are admitted, their token is valid but profiles are not theirs to use.
    await configureLogin(app, [
      passwordOption,
      { loginType: 'ANONYMOUS', displayName: 'Guest access', providerId: 'anonymous' },
    ]);
    const login = await app.inject({ method: 'POST', url: '/api/capture/login' });
    expect(login.statusCode, login.body).toBe(200);
    const guestHeaders = { authorization: `Bearer ${login.json().accessToken}` };
    const guestId = JSON.parse(
      Buffer.from(login.json().accessToken.split('.')[1], 'base64url').toString(),
    ).sub;
    const read = await app.inject({ method: 'GET', url: profileUrl(ada.id), headers: guestHeaders });
    expect(read.statusCode).toBe(403);
    expect(read.json().error).toBe('auth.forbidden');
    const write = await app.inject({
      method: 'POST',
      url: saveUrl(),
      headers: guestHeaders,
      payload: complete,
    });
    expect(write.statusCode).toBe(403);
    // Nor does anyone see a guest's (non-existent) profile.
    expect((await readProfile(app, bob, guestId)).statusCode).toBe(404);
    await configureLogin(app, [passwordOption]);
  });
});

describe.each(testDialects())('profile saves rate-limited on %s', (dialect) => {
  const windowMs = PROFILE_RATE_WINDOW_SECONDS * 1000;
  // At the start of a window, so that the burst below never spans two.
  const clock = testClock(Math.floor(Date.now() / windowMs) * windowMs);
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(dialect, {}, { now: clock.now });
    await publishExampleVenue(app);
  });
  afterAll(() => app?.cleanup());

  it('refuses saves over the per-user limit with 429 and Retry-After, others unaffected, until the next window', async () => {
    const [carol, dan] = await Promise.all([
      userWith(app, ['attendee'], 'Carol'),
      userWith(app, ['attendee'], 'Dan'),
    ]);
    const body = { attributes: { name: 'Carol' } };
    const statuses = new Set<number>();
    for (let index = 0; index < profileRateLimits.save.perUser; index++) {
      statuses.add((await saveProfile(app, carol, body)).statusCode);
    }
    expect(statuses).toEqual(new Set([200]));

    const refused = await saveProfile(app, carol, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate.limited');
    expect(Number(refused.headers['retry-after'])).toBe(PROFILE_RATE_WINDOW_SECONDS);
    expect((await saveProfile(app, dan, { attributes: { name: 'Dan' } })).statusCode).toBe(200);

    clock.advance(PROFILE_RATE_WINDOW_SECONDS);
    expect((await saveProfile(app, carol, body)).statusCode).toBe(200);
  });
});
