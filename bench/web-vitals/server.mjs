// The built server for the Web Vitals bench: it serves the web build too, and runs on a fresh DATA_DIR,
// so the demo venue is seeded and published on first start.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from '../support/server.mjs';

const SERVER_READY_TIMEOUT_MS = 60_000;

export function assertPortFree(port) {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} on 127.0.0.1 is in use; set BENCH_PORT to a free port`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort()));
  });
}

export function startVenueServer({ port, dataDir, serverMain, webDistDir }) {
  return startServer({
    port,
    dataDir,
    main: serverMain,
    env: {
      WEB_DIST_DIR: webDistDir,
      DEMO_SEED: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATABASE_URL: undefined, // always the fresh SQLite database in dataDir
    },
  });
}

/** Polls /api/ready for up to 60 s; fails at once if the server process exits. */
export async function waitForReady(server, base) {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`server not ready after ${SERVER_READY_TIMEOUT_MS / 1000} s`);
}

export async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  server.kill('SIGTERM');
  const timer = sleep(5_000).then(() => 'timeout');
  if ((await Promise.race([exited, timer])) === 'timeout') server.kill('SIGKILL');
}

/**
 * Runs `measure` against a freshly seeded server on `port` (a new data directory, removed
 * afterwards, also on Ctrl-C), and stops the server when it is done.
 */
export async function withVenueServer({ port, base, serverMain, webDistDir, name }, measure) {
  await assertPortFree(port);
  const dataDir = mkdtempSync(join(tmpdir(), `atrium-bench-${name}-`));
  const server = startVenueServer({ port, dataDir, serverMain, webDistDir });
  const cleanUpOnSignal = () => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', cleanUpOnSignal);
  process.once('SIGTERM', cleanUpOnSignal);
  try {
    await waitForReady(server, base);
    await measure();
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
