import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ENTRY = resolve(import.meta.dirname, 'main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-relaunch-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string, timeoutMs = 20_000) {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** The server started on one core (taskset), as a small machine or a one-CPU container gives it. */
function startOnOneCore(env: Record<string, string> = {}) {
  const launcher = spawn('taskset', ['-c', '0', process.execPath, '--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout.on('data', (chunk) => (output += chunk));
  launcher.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => launcher.once('exit', (code) => done(code)));
  const running = () =>
    until(() => output.includes('Atrium is running at'), `the server to start:\n${output}`, 50_000);
  return { launcher, exited, running };
}

describe('the server on one core', () => {
  it('runs itself with --single-threaded-gc, passes signals on and ends when its launcher is killed', async () => {
    const first = startOnOneCore();
    await first.running();
    const [server] = childrenOf(first.launcher.pid!);
    expect(commandLine(server!)).toContain('--single-threaded-gc');

    first.launcher.kill('SIGKILL');
    await until(() => !alive(server!), 'the server to end with its launcher');

    const second = startOnOneCore();
    await second.running();
    const [next] = childrenOf(second.launcher.pid!);
    second.launcher.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(alive(next!)).toBe(false);
  }, 120_000);

  it('keeps V8 defaults, in one process, with ATRIUM_GC=default', async () => {
    const plain = startOnOneCore({ ATRIUM_GC: 'default' });
    await plain.running();
    expect(childrenOf(plain.launcher.pid!)).toEqual([]);
    plain.launcher.kill('SIGTERM');
    expect(await plain.exited).toBe(0);
  }, 60_000);
});
