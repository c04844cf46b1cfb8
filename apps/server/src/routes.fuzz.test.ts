import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorIds } from '@atrium/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './modules/assets/assets-test.helpers';
import {
  hostileValue,
  jsonTextOf,
  malformedJson,
  multipartBody,
  mutated,
  poisoned,
  urlencodedBody,
} from './testing/hostile-body.arbitrary';
import { arbitraryOf, type JsonSchema } from './testing/json-schema.arbitrary';
import { type RouteEntry, routeTable } from './testing/route-table';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testDialects,
} from './testing/test-app.factory';

/** Bodies sent per run over all POST and PUT routes (the acceptance asks for at least 10,000). */
const TOTAL_BODIES = 10_500;

type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >;
};

// Valid bodies of a few routes, so that mutations of them reach the services, not only the schemas.
const examples: Record<string, () => unknown> = {
  'POST /api/designer/save-venue-json/stage': exampleVenue,
  'PUT /api/designer/architecture/:architectureID/registrations': () => [
    { email: 'fuzz@test.local', name: 'Fuzz', company: 'Atrium', ticketNumber: 12345, active: true },
  ],
  'POST /api/auth/login': () => ({ email: 'admin@test.local', password: 'wrong-password' }),
  'POST /api/media-board/like': () => ({
    architectureId: 'example-expo',
    mediaBoardId: 'talks',
    contentPieceId: 'talk-scaling',
  }),
  'POST /api/social-wall/:wallId/posts': () => ({ text: 'fuzz **post**' }),
  'POST /api/search/index/update': () => ({}),
  'POST /api/social-wall/posts/:postId/replies': () => ({ text: 'fuzz reply' }),
  'POST /api/media-board/unlike': () => ({
    architectureId: 'example-expo',
    mediaBoardId: 'talks',
    contentPieceId: 'talk-scaling',
  }),
};

const plausibleParam = fc.constantFrom(
  'example-expo',
  'secx_a',
  'secxza',
  'saml.test',
  'oidc.test',
  'a',
  'expo-wall',
  'expo-ideas',
);
/** Routes that name their venue in the query get the example venue's, so bodies reach the services. */
const queryOf = (route: RouteEntry) =>
  route.url.startsWith('/api/social-wall/:wallId/') || route.url.startsWith('/api/whiteboard/:boardId/')
    ? '?architectureId=example-expo'
    : '';
const hostileParam = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%00',
    '..',
    '%2e%2e',
    '%2F',
    'a%2Fb',
    '%F0%9F%98%80',
    '_',
    '%25',
    'x'.repeat(150),
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

function urlOf(route: RouteEntry): fc.Arbitrary<string> {
  const segments = route.url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') || segment === '*'
        ? fc.oneof({ arbitrary: plausibleParam, weight: 3 }, { arbitrary: hostileParam, weight: 1 })
        : fc.constant(segment),
    );
  return fc.tuple(...segments).map((parts) => `${parts.join('/')}${queryOf(route)}`);
}

const otherContentTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'a/b;;;=',
  '',
);

function bodyOf(route: RouteEntry, schema: JsonSchema | undefined) {
  const example = examples[`${route.method} ${route.url}`];
  const valid = [
    ...(schema ? [arbitraryOf(schema)] : []),
    ...(example ? [fc.constant(null).map(example)] : []),
  ];
  const base = valid.length ? fc.oneof(...valid) : fc.jsonValue({ maxDepth: 3 });
  const json = (text: fc.Arbitrary<string>) =>
    fc.record({
      payload: text,
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
    });
  return fc.oneof(
    { arbitrary: json(jsonTextOf(base)), weight: 2 },
    { arbitrary: json(jsonTextOf(mutated(base))), weight: 5 },
    { arbitrary: json(jsonTextOf(poisoned(base))), weight: 2 },
    { arbitrary: json(jsonTextOf(hostileValue)), weight: 1 },
    { arbitrary: json(malformedJson), weight: 2 },
    { arbitrary: multipartBody, weight: 3 },
    {
      arbitrary: fc.record({
        payload: urlencodedBody,
        contentType: fc.constant('application/x-www-form-urlencoded'),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({ payload: fc.string({ maxLength: 40 }), contentType: otherContentTypes }),
      weight: 1,
    },
  );
}

const knownErrorIds = new Set<string>(Object.values(errorIds));

/** Whether a body is `{ error, errMsg }` with a registered error id. */
function hasErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; errMsg?: unknown };
    return (
      knownErrorIds.has(String(parsed.error)) && typeof parsed.errMsg === 'string' && parsed.errMsg !== ''
    );
  } catch {
    return false;
  }
}

type StoredState = { versions: Map<string, string>; files: Map<string, string> };

describe.each(testDialects())('every POST and PUT route, fuzzed, on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let attendee: Record<string, string>;
  let before: StoredState;

  const storedState = async (): Promise<StoredState> => {
    const db = app.services.database.db;
    const versions = await db
      .selectFrom('venue_versions')
      .select(['architecture_id', 'mode', 'version', 'body'])
      .execute();
    const files = await db
      .selectFrom('stored_files')
      .select(['key', 'architecture_id', 'asset_id', 'generation', 'content_type', 'size'])
      .execute();
    const hashOf = (key: string) =>
      createHash('sha256')
        .update(readFileSync(join(app.dataDir, 'assets', key)))
        .digest('hex');
    return {
      versions: new Map(
        versions.map((row) => [`${row.architecture_id}/${row.mode}/${row.version}`, row.body]),
      ),
      files: new Map(files.map((row) => [row.key, `${JSON.stringify(row)} ${hashOf(row.key)}`])),
    };
  };

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
    attendee = await bearerFor(app, ['attendee']);
    // Stored data the run must not lose: an uploaded, published asset and a published venue.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = multipart('logo.png', png, 'image/png', 'fuzz-logo');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/designer/architecture/example-expo/assets',
      payload: upload.payload,
      headers: { ...admin, ...upload.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const staged = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin,
      payload: exampleVenue(),
    });
    expect(staged.statusCode, staged.body).toBe(200);
    const published = await app.inject({
      method: 'POST',
      url: '/api/designer/publish/example-expo',
      headers: admin,
    });
    expect(published.statusCode, published.body).toBe(200);
    before = await storedState();
  });
  afterAll(() => app.cleanup());

  it(`answers ${TOTAL_BODIES} generated bodies without a 5xx, stays up and loses nothing stored`, async () => {
    const routes = routeTable(app).filter((route) => route.method === 'POST' || route.method === 'PUT');
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/designer/save-venue-json/stage',
        'POST /api/designer/architecture/:architectureID/assets',
        'POST /api/auth/saml/:providerId/acs',
        'PUT /api/designer/login-configuration',
      ]),
    );
    const openApi = app.swagger() as unknown as OpenApi;
    const runs = Math.ceil(TOTAL_BODIES / routes.length);
    // Administrators reach the deepest code, so they send most of the bodies.
    const authorizations = fc.constantFrom(
      admin,
      admin,
      admin,
      attendee,
      {},
      { authorization: 'Bearer not.a.token' },
    );
    const failures: string[] = [];
    let sent = 0;

    for (const route of routes) {
      const operation = openApi.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      const request = fc.record({
        url: urlOf(route),
        authorization: authorizations,
        body: bodyOf(route, schema),
      });
      const details = await fc.check(
        fc.asyncProperty(request, async ({ url, authorization, body }) => {
          sent++;
          const options: InjectOptions = {
            method: route.method as 'POST' | 'PUT',
            url,
            payload: body.payload,
            headers: { ...authorization, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
          };
          const response = await app.inject(options);
          const answer = `${route.method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) throw new Error(answer);
          if (response.statusCode >= 400 && !hasErrorShape(response.body)) {
            throw new Error(`${answer} (not an error id and message)`);
          }
        }),
        { numRuns: runs },
      );
      if (details.failed)
        failures.push(fc.defaultReportMessage(details) ?? `${route.method} ${route.url} failed`);
    }

    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_BODIES);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({ status: 'ready' });
    const after = await storedState();
    for (const [key, body] of before.versions) expect(after.versions.get(key), key).toBe(body);
    for (const [key, file] of before.files) expect(after.files.get(key), key).toBe(file);
  }, 300_000);
});
