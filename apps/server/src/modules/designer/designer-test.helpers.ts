import type { TestApp } from '../../testing/test-app.factory';

type Headers = Record<string, string>;

/** Saves a venue JSON as the next stage version (with `baseVersion` when given). */
export const stageVenue = (app: TestApp, headers: Headers, venue: unknown, baseVersion?: number | string) =>
  app.inject({
    method: 'POST',
    url: `/api/designer/save-venue-json/stage${baseVersion === undefined ? '' : `?baseVersion=${baseVersion}`}`,
    headers,
    payload: venue as string,
  });

export const publishVenue = (app: TestApp, headers: Headers, architectureId = 'example-expo') =>
  app.inject({ method: 'POST', url: `/api/designer/publish/${architectureId}`, headers });

export const rollbackVenue = (
  app: TestApp,
  headers: Headers,
  version: unknown,
  architectureId = 'example-expo',
) =>
  app.inject({
    method: 'POST',
    url: `/api/designer/architecture/${architectureId}/rollback`,
    headers,
    payload: { version } as never,
  });

/** The stored body of a version, as the database holds it. */
export async function storedBody(
  app: TestApp,
  mode: 'STAGE' | 'LIVE',
  version: number,
  architectureId = 'example-expo',
) {
  const row = await app.services.database.db
    .selectFrom('venue_versions')
    .select('body')
    .where('architecture_id', '=', architectureId)
    .where('mode', '=', mode)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  return row.body;
}

/** The calls of the version history and rollback, for the access checks. */
export const historyCalls = [
  { method: 'GET', url: '/api/designer/architectures' },
  { method: 'GET', url: '/api/designer/architecture/example-expo/versions' },
  { method: 'GET', url: '/api/designer/architecture/example-expo/versions/STAGE/1' },
  { method: 'POST', url: '/api/designer/architecture/example-expo/rollback', payload: { version: 1 } },
  { method: 'POST', url: '/api/designer/save-venue-json/stage?baseVersion=0', payload: {} },
] as const;
