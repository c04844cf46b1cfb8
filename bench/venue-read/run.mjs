// Measures GET /api/ui/venue for the shared example venue: the server runs in one process, the
// load generator (autocannon) in another. Prints requests/s and latency percentiles.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root, startServer, waitForServer } from '../support/server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4390);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));

const server = startServer({ port, dataDir, env: { DEMO_SEED: 'false' } });

async function call(method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

function runLoad(url) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/autocannon/autocannon.js'),
        '--json',
        '-c',
        String(connections),
        '-d',
        String(seconds),
        url,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolveRun(JSON.parse(output)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

try {
  await waitForServer(base);
  const { accessToken } = await call('POST', '/api/auth/login', undefined, {
    email: 'admin@atrium.local',
    password: 'atrium-admin',
  });
  const venue = JSON.parse(readFileSync(resolve(root, '../shared/venue/example-venue.json'), 'utf8'));
  await call('POST', '/api/designer/save-venue-json/stage', accessToken, venue);
  await call('POST', '/api/designer/publish/example-expo', accessToken);
  const url = `${base}/api/ui/venue?architectureId=example-expo`;
  const size = (await (await fetch(url)).text()).length;
  await runLoad(url).catch(() => undefined); // warm-up
  const result = await runLoad(url);
  const figures = {
    route: 'GET /api/ui/venue?architectureId=example-expo',
    responseBytes: size,
    connections,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(figures, null, 2));
  const pass = figures.requestsPerSecond >= 3000 && figures.latencyMs.p99 < 50 && figures.non2xx === 0;
  console.log(`target ≥ 3000 requests/s with p99 < 50 ms: ${pass ? 'met' : 'NOT met'}`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
