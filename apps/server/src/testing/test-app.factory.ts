import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@atrium/domain';
import { exampleVenueText } from '../../../../packages/domain/src/venue/fixtures/example-venue.fixture';
import { type App, buildApp } from '../app';
import type { Clock } from '../clock';
import { type Config, loadConfig } from '../config';
import { createTestSchema } from './test-schema';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The databases integration tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is
 * set. In CI a missing PostgreSQL is a failure, not a silent skip.
 */
export function testDialects(): Dialect[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  if (process.env.CI) throw new Error('CI must provide TEST_DATABASE_URL for the PostgreSQL tests');
  return ['sqlite'];
}

export type TestApp = App & { cleanup: () => Promise<void>; dataDir: string; config: Config };

export async function createTestApp(
  dialect: Dialect = 'sqlite',
  env: Record<string, string> = {},
  options: { now?: Clock } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-test-'));
  let databaseUrl: string | undefined;
  if (dialect === 'postgres') databaseUrl = (await createTestSchema()).databaseUrl;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'admin-password',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false, now: options.now });
  const cleanup = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return Object.assign(app, { cleanup, dataDir, config });
}

/** A clock for `createTestApp(…, { now: clock.now })` that tests move forward by hand. */
export function testClock(start = Date.now()) {
  let time = start;
  return {
    now: (): Date => new Date(time),
    advance(seconds: number) {
      time += seconds * 1000;
    },
  };
}

/** A bearer header for a new user with the given roles. */
export async function bearerFor(
  app: App,
  roles: Role[],
  email = `${roles[0] ?? 'nobody'}-${randomUUID()}@test.local`,
) {
  const user = await app.services.auth.ensureUser(email, 'user-password', roles);
  return { authorization: `Bearer ${await app.services.auth.accessTokenFor(user)}` };
}

/** A fresh copy of the example venue fixture. */
// biome-ignore lint/suspicious/noExplicitAny: test data is edited freely, also into invalid shapes
export function exampleVenue(): Record<string, any> {
  return JSON.parse(exampleVenueText());
}
