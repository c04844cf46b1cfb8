import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'atrium-driver-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded database driver', () => {
  it('never aborts the process when threads holding prepared statements end', () => {
    const run = spawnSync(
      process.execPath,
      [join(here, 'sqlite-teardown.fixture.cjs'), join(folder, 'teardown.sqlite'), '12'],
      { cwd: here, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).not.toContain('Assertion failed');
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('all workers ended');
  });
});
