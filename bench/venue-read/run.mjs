// Measures GET /api/ui/venue for the example venue (as a logged-in user, Brotli accepted, as a
// browser asks) against a bare node:http server sending the same compressed bytes: each server in
// turn pinned to one core (taskset), the load generator (autocannon) to the other, with the same
// connections and duration. Prints requests/s and latency of both and Atrium's share of the bare
// server. Exits non-zero on request errors, not on missed targets.
//   BENCH_SERVER_MAIN=…/main.js  the server bundle (default apps/server/dist/main.js)
//   BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT, BENCH_SERVER_CPU, BENCH_LOAD_CPU
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleVenueJson } from '../../packages/domain/src/venue/fixtures/example-venue.fixture.ts';
import { callApi } from '../support/api.mjs';
import { root, startServer, waitForServer } from '../support/server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4390);
const barePort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const serverCpu = process.env.BENCH_SERVER_CPU ?? '1';
const loadCpu = process.env.BENCH_LOAD_CPU ?? '0';
const base = `http://127.0.0.1:${port}`;
const path = '/api/ui/venue?architectureId=example-expo';
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));

const canPin = spawnSync('taskset', ['-c', loadCpu, 'true']).status === 0;
if (!canPin) console.warn('taskset (util-linux) not usable here: the processes are not pinned to cores');
/** The command line of `args` run with node, pinned to `cpu` where taskset works. */
const pinned = (cpu, args) =>
  canPin ? ['taskset', ['-c', cpu, process.execPath, ...args]] : [process.execPath, args];

/** The answer as sent (fetch would decode it): status, headers and the raw bytes. */
function rawGet(url, headers) {
  return new Promise((resolveGet, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolveGet({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

function runLoad(url, headers) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const [command, args] = pinned(loadCpu, [
    join(root, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...headerArgs,
    url,
  ]);
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolveRun(JSON.parse(output)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

/** Warm-up, then the measured run. */
async function measure(url, headers) {
  await runLoad(url, headers).catch(() => undefined);
  const result = await runLoad(url, headers);
  return {
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
}

/** A bare node:http server answering every request with `body` and `headers`, nothing else. */
function startBareServer(body, headers) {
  const source = `
    const body = Buffer.from(${JSON.stringify(body.toString('base64'))}, 'base64');
    const headers = ${JSON.stringify(headers)};
    require('node:http').createServer((request, response) => {
      response.writeHead(200, headers);
      response.end(body);
    }).listen(${barePort}, '127.0.0.1', () => console.log('ready'));`;
  const [command, args] = pinned(serverCpu, ['-e', source]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolveStart) => child.stdout.once('data', () => resolveStart(child)));
}

const stopped = (child) =>
  new Promise((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.once('exit', resolveStop);
    child.kill('SIGTERM');
  });

const server = startServer({
  port,
  dataDir,
  env: { DEMO_SEED: 'false' },
  main: process.env.BENCH_SERVER_MAIN,
});
let bare;
try {
  await waitForServer(base);
  // Pins the server and every thread it has; threads started later inherit the core.
  if (canPin) spawnSync('taskset', ['-a', '-p', '-c', serverCpu, String(server.pid)], { stdio: 'ignore' });
  const { accessToken } = await callApi(base, 'POST', '/api/auth/login', undefined, {
    email: 'admin@atrium.local',
    password: 'atrium-admin',
  });
  await callApi(base, 'POST', '/api/designer/save-venue-json/stage', accessToken, exampleVenueJson());
  await callApi(base, 'POST', '/api/designer/publish/example-expo', accessToken);

  const headers = { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'br' };
  const sample = await rawGet(`${base}${path}`, headers);
  if (sample.status !== 200) throw new Error(`GET ${path}: ${sample.status}`);
  const identity = await rawGet(`${base}${path}`, { authorization: headers.authorization });
  const atrium = await measure(`${base}${path}`, headers);
  await stopped(server);

  const sent = {};
  for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
    if (sample.headers[name]) sent[name] = sample.headers[name];
  }
  bare = await startBareServer(sample.body, sent);
  const bareFigures = await measure(`http://127.0.0.1:${barePort}${path}`, headers);

  const figures = {
    route: `GET ${path} (administrator token, accept-encoding: br)`,
    jsonBytes: identity.body.length,
    sentBytes: sample.body.length,
    contentEncoding: sample.headers['content-encoding'] ?? 'identity',
    connections,
    seconds,
    pinned: canPin ? { servers: `cpu ${serverCpu}`, loadGenerator: `cpu ${loadCpu}` } : false,
    atrium,
    bareNodeHttp: bareFigures,
    atriumShareOfBare: Math.round((atrium.requestsPerSecond / bareFigures.requestsPerSecond) * 1000) / 1000,
  };
  console.log(JSON.stringify(figures, null, 2));
  const met = figures.atriumShareOfBare >= 0.5 && atrium.latencyMs.p99 < 10;
  console.log(`target Atrium ≥ 50 % of the bare server with p99 < 10 ms: ${met ? 'met' : 'NOT met'}`);
  const failed = [atrium, bareFigures].some((run) => run.non2xx > 0 || run.errors > 0);
  if (failed) {
    console.error('requests failed during the run');
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  if (bare) await stopped(bare);
  rmSync(dataDir, { recursive: true, force: true });
}
