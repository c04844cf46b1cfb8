import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchAnswer } from '@atrium/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.factory';

/** A UI configuration file with the global search on (`features.ai`), for `UI_CONFIG_FILE`. */
export function uiConfigWithSearch(ai = true): string {
  const file = join(mkdtempSync(join(tmpdir(), 'atrium-ui-config-')), 'ui-config.json');
  writeFileSync(file, JSON.stringify({ features: { userPresence: true, ai } }));
  return file;
}

/** Rebuilds the index as an administrator and waits until this node's build has ended. */
export async function rebuildIndex(app: TestApp, admin: { authorization: string }) {
  const response = await app.inject({ method: 'POST', url: '/api/search/index/update', headers: admin });
  expect(response.statusCode, response.body).toBe(202);
  await app.services.search.job.idle();
  return response.json() as { jobId: string; joined: boolean };
}

/** GET /api/search/?q= as `who`; the raw response. */
export const ask = (app: TestApp, who: { authorization: string } | undefined, q: string) =>
  app.inject({ method: 'GET', url: '/api/search/', query: { q }, headers: who ?? {} });

/** A question that must be answered. */
export async function answerOf(app: TestApp, who: { authorization: string }, q: string) {
  const response = await ask(app, who, q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchAnswer;
}
