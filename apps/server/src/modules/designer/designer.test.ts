import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, exampleVenue, type TestApp } from '../../testing/test-app.factory';

const designerCalls = [
  { method: 'POST', url: '/api/designer/save-venue-json/stage' },
  { method: 'POST', url: '/api/designer/publish/example-expo' },
  { method: 'POST', url: '/api/designer/unpublish' },
  { method: 'POST', url: '/api/designer/architecture/example-expo/assets' },
] as const;

describe('designer routes', () => {
  let app: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp('sqlite', { BODY_LIMIT_BYTES: String(64 * 1024) });
    admin = await bearerFor(app, ['administrator']);
    const staged = await stage(exampleVenue());
    expect(staged.statusCode).toBe(200);
  });
  afterAll(() => app.cleanup());

  const stage = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: { ...admin, ...headers },
      payload: payload as string,
    });

  /** The stage as stored: bad input must leave it exactly as it was. */
  const storedStage = async () => {
    const rows = await app.services.database.db
      .selectFrom('venue_versions')
      .select(['mode', 'version'])
      .execute();
    const preview = await app.inject({
      method: 'GET',
      url: '/api/ui/venue?architectureId=example-expo&preview=true',
      headers: admin,
    });
    return { rows, body: preview.body };
  };

  describe.each(designerCalls)('$method $url', ({ method, url }) => {
    it('answers 401 without a token', async () => {
      const response = await app.inject({ method, url, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'auth.unauthorized', errMsg: expect.any(String) });
    });

    it('answers 401 with a forged token', async () => {
      const response = await app.inject({
        method,
        url,
        payload: {},
        headers: { authorization: 'Bearer abc.def.ghi' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 for an attendee', async () => {
      const response = await app.inject({
        method,
        url,
        payload: {},
        headers: await bearerFor(app, ['attendee']),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'auth.forbidden' });
    });
  });

  it('refuses stage previews and stage versions to attendees', async () => {
    const attendee = await bearerFor(app, ['attendee']);
    const preview = await app.inject({
      method: 'GET',
      url: '/api/ui/venue?architectureId=example-expo&preview=true',
      headers: attendee,
    });
    expect(preview.statusCode).toBe(403);
    const stageVersion = await app.inject({
      method: 'GET',
      url: '/api/venue/version?mode=STAGE',
      headers: attendee,
    });
    expect(stageVersion.statusCode).toBe(403);
  });

  describe('bad input gets a 4xx in the error shape and the stored venue is unchanged', () => {
    const twoArchitectures = () => {
      const venue = exampleVenue();
      venue.architectures.push({ ...venue.architectures[0], id: 'second' });
      return venue;
    };
    const wrongTypes = () => {
      const venue = exampleVenue();
      venue.architectures[0].globalNavigationEnabled = 'yes';
      venue.assets[0].generation = 'one';
      return venue;
    };
    const unknownReference = () => {
      const venue = exampleVenue();
      venue.architectures[0].defaultAreaId = 'nowhere';
      return venue;
    };

    it.each([
      {
        name: 'malformed JSON',
        send: () => stage('{"architectures": [', { 'content-type': 'application/json' }),
        status: 400,
        error: 'request.malformed_json',
      },
      {
        name: 'wrong types',
        send: () => stage(wrongTypes()),
        status: 400,
        error: 'venue.invalid',
        paths: ['architectures[0].globalNavigationEnabled', 'assets[0].generation'],
      },
      {
        name: 'two architectures',
        send: () => stage(twoArchitectures()),
        status: 400,
        error: 'venue.invalid',
        paths: ['architectures'],
        message: 'The venue must include exactly one architecture',
      },
      {
        name: 'an unknown reference',
        send: () => stage(unknownReference()),
        status: 400,
        error: 'venue.invalid',
        paths: ['architectures[0].defaultAreaId'],
      },
      {
        name: 'a body over the size limit',
        send: () => stage({ ...exampleVenue(), padding: 'x'.repeat(80 * 1024) }),
        status: 413,
        error: 'request.too_large',
      },
      {
        name: 'a wrong content type',
        send: () => stage('architectures', { 'content-type': 'text/plain' }),
        status: 415,
        error: 'request.unsupported_media_type',
      },
      { name: 'a JSON array', send: () => stage([1, 2]), status: 400, error: 'venue.invalid' },
      {
        name: 'a body nested 10,000 levels deep',
        send: () =>
          stage(`{"assets":[],"deep":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, {
            'content-type': 'application/json',
          }),
        status: 400,
        error: 'request.too_deep',
      },
      {
        name: 'an architecture id outside the safe set',
        send: () => {
          const venue = exampleVenue();
          venue.architectures[0].id = 'expo hall/../x';
          return stage(venue);
        },
        status: 400,
        error: 'venue.invalid',
        paths: ['architectures[0].id'],
        message: 'Use 1 to 100 letters, digits, - or _',
      },
    ])('$name', async ({ send, status, error, paths, message }) => {
      const before = await storedStage();
      const response = await send();
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(body.error).toBe(error);
      expect(body.errMsg).toEqual(expect.any(String));
      for (const path of paths ?? []) {
        expect(body.details.map((d: { path: string }) => d.path)).toContain(path);
      }
      if (message) expect(body.details.map((d: { message: string }) => d.message)).toContain(message);
      expect(await storedStage()).toEqual(before);
    });

    it('reports every problem of a venue at once', async () => {
      const venue = unknownReference();
      venue.architectures[0].areas[0].viewMode = 'VIEW_3D';
      venue.assets[0].generation = 'one';
      const response = await stage(venue);
      const paths = response.json().details.map((d: { path: string }) => d.path);
      expect(paths).toEqual(
        expect.arrayContaining(['architectures[0].areas[0].viewMode', 'assets[0].generation']),
      );
      expect(paths.length).toBeGreaterThanOrEqual(2);
    });
  });

  describe.each([
    '/api/designer/architecture/example-expo/assets',
    '/api/designer/architecture/example-expo/registrations/csv',
  ])('broken multipart bodies to %s get a 4xx and store nothing', (url) => {
    const boundary = 'test-boundary';
    const part = (name: string, content: string, fileName?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\n\r\n${content}\r\n`;
    const withBoundary = `multipart/form-data; boundary=${boundary}`;
    const csv = 'email,name,company,ticketNumber,confirmationNumber,active\na@b.c,A,B,T1,,true';

    const storedFiles = () => app.services.database.db.selectFrom('stored_files').select('key').execute();
    const storedRegistrations = () =>
      app.inject({
        method: 'GET',
        url: '/api/designer/architecture/example-expo/registrations',
        headers: admin,
      });

    it.each([
      {
        name: 'no boundary',
        type: 'multipart/form-data',
        payload: part('file', csv, 'a.csv'),
        status: 400,
        error: 'request.multipart_invalid',
      },
      {
        name: 'a body cut short in the file',
        type: withBoundary,
        payload: part('file', csv, 'a.csv').slice(0, 90),
        status: 400,
        error: 'request.multipart_invalid',
      },
      {
        name: 'no closing boundary',
        type: withBoundary,
        payload: part('file', csv, 'a.csv'),
        status: 400,
        error: 'request.multipart_invalid',
      },
      {
        name: 'too many fields',
        type: withBoundary,
        payload: `${[1, 2, 3, 4, 5, 6].map((n) => part(`f${n}`, 'x')).join('')}${part('file', csv, 'a.csv')}--${boundary}--\r\n`,
        status: 413,
        error: 'request.too_many_parts',
      },
      {
        name: 'a field over the size limit',
        type: withBoundary,
        payload: `${part('assetId', 'x'.repeat(2000))}${part('file', csv, 'a.csv')}--${boundary}--\r\n`,
        status: 413,
        error: 'request.too_large',
      },
    ])('$name', async ({ type, payload, status, error }) => {
      const [filesBefore, registrationsBefore] = [await storedFiles(), (await storedRegistrations()).body];
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...admin, 'content-type': type },
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ error, errMsg: expect.any(String) });
      expect(await storedFiles()).toEqual(filesBefore);
      expect((await storedRegistrations()).body).toBe(registrationsBefore);
    });
  });
});
