import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../db/database';
import { createCaptureRepository } from './capture.repository';
import { type CaptureLogger, createCaptureService } from './capture.service';
import { logMessage } from './capture-test.fixtures';

describe('front-end log messages in the server log', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const principal = { userId: 'u-1', email: 'ada@test.local', roles: ['attendee' as const] };
  const at = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-capture-'));
    database = openDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function recordingLogger() {
    const lines: { level: string; object: object; message: string }[] = [];
    const logger: CaptureLogger = {
      info: (object, message) => lines.push({ level: 'info', object, message }),
      warn: (object, message) => lines.push({ level: 'warn', object, message }),
      error: (object, message) => lines.push({ level: 'error', object, message }),
    };
    return { lines, logger };
  }

  it.each([
    ['INFO', 'info'],
    ['WARN', 'warn'],
    ['ERROR', 'error'],
  ] as const)('writes a %s message at pino level %s with the client details', async (loglevel, level) => {
    const service = createCaptureService({ repository: createCaptureRepository(database.db), now: () => at });
    const { lines, logger } = recordingLogger();
    const message = logMessage({ loglevel });
    const receipt = await service.recordLog(principal, message, logger);
    expect(lines).toEqual([
      {
        level,
        message: 'client: Failed to load asset lobby-bg in size 1280',
        object: {
          clientLog: {
            id: receipt.id,
            userId: 'u-1',
            category: 'assets',
            origin: 'UI',
            details: '{"status":404}',
          },
          clientDetails: message.clientDetails,
        },
      },
    ]);
    const stored = await database.db
      .selectFrom('client_logs')
      .selectAll()
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ level: loglevel, user_id: 'u-1', created_at: at.toISOString() });
  });
});
