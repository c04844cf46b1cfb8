import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START = fileURLToPath(new URL('../start-server.mjs', import.meta.url));

/**
 * Each Playwright worker is a lane with a server of its own on a fresh data directory (a freshly
 * seeded demo venue), so the specs of one worker never see the attendees, logins or venue changes
 * of another. `clockPort` is the lane's port for a spec's own server (clock-server.ts).
 */
export interface Lane {
  origin: string;
  dataDir: string;
  clockPort: number;
}

/** The lane of a worker, or of the test or hook running (its `parallelIndex`). */
export function laneOf({ parallelIndex: index }: { parallelIndex: number }): Lane {
  const port = Number(process.env.E2E_PORT ?? 4310) + index;
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir: resolve(ROOT, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', String(index)),
    clockPort: Number(process.env.E2E_CLOCK_PORT ?? 4331) + index,
  };
}

/** Starts the lane's server (start-server.mjs) and resolves once it answers /api/ready. */
export async function startLaneServer(lane: Lane, timeoutMs = 120_000): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, [START], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: new URL(lane.origin).port,
      HOST: '127.0.0.1',
      DATA_DIR: lane.dataDir,
      LOG_LEVEL: 'warn',
      // Not 'production': the single sign-on specs run their identity provider on http://127.0.0.1,
      // which production refuses (issuers must use https there).
      NODE_ENV: 'test',
      // The same identity provider listens on loopback, which is refused unless allowed.
      OIDC_ALLOW_PRIVATE_HOSTS: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const kill = () => child.kill('SIGTERM');
  // A worker that dies takes its server with it.
  process.once('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    await stopChild(child);
  };
  try {
    await waitUntilReady(child, lane.origin, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function waitUntilReady(child: ChildProcess, origin: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server for ${origin} exited (${child.exitCode})`);
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`the server for ${origin} was not ready in ${timeoutMs} ms`);
    // A polling interval, not a synchronisation: the loop ends on the server's own answer.
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}
