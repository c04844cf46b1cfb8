// Measures logins and session refreshes against the built server (run `npm run build -w
// @atrium/server` first). The server runs in one process on a temporary DATA_DIR (SQLite), the
// load generator (autocannon, load.mjs) in another. Prints JSON figures and the targets:
//   - password login at a fixed 20 logins/s for 15 s: p99 < 250 ms (argon2id cost, see password.ts)
//   - refresh (rotating the refresh cookie on every request): ≥ 2,000 requests/s
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer, waitForServer } from '../support/server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4391);
const users = Number(process.env.BENCH_USERS ?? 200);
const loginRate = Number(process.env.BENCH_LOGIN_RATE ?? 20);
const loginSeconds = Number(process.env.BENCH_LOGIN_SECONDS ?? 15);
const refreshSeconds = Number(process.env.BENCH_REFRESH_SECONDS ?? 15);
const refreshConnections = Number(process.env.BENCH_REFRESH_CONNECTIONS ?? 32);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-login-'));
const password = 'bench-password-1';
// Other work on the machine skews the figures; its load is recorded before ours starts.
const loadBefore = Math.round(loadavg()[0] * 100) / 100;

const server = startServer({
  port,
  dataDir,
  env: { DEMO_SEED: 'false', ADMIN_EMAIL: 'admin@bench.local', ADMIN_PASSWORD: password },
});

/**
 * N attendees with the bench password. Their hash is the administrator's, which the server made
 * itself at start — so it has exactly the server's argon2id parameters and no login re-hashes.
 */
function createUsers(count) {
  const db = new Database(join(dataDir, 'atrium.sqlite'));
  db.pragma('busy_timeout = 5000');
  const { password_hash: hash } = db
    .prepare('select password_hash from users where email = ?')
    .get('admin@bench.local');
  const insert = db.prepare(
    'insert into users (id, email, password_hash, name, roles, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const now = new Date().toISOString();
  const created = [];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const email = `bench-${i}@bench.local`;
      insert.run(randomUUID(), email, hash, `Bench User ${i}`, '["attendee"]', now, now);
      created.push({ email, password });
    }
  })();
  db.close();
  return { created, hashParameters: hash.split('$')[3] };
}

async function login(user) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('atrium_refresh='));
  return cookie.split(';')[0].slice('atrium_refresh='.length);
}

function runLoad(options) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'load.mjs'), JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolveRun(JSON.parse(output)) : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

/** CPU time the server process has used so far, in ms (Linux /proc; undefined elsewhere). */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, 100 ticks/s
  } catch {
    return undefined;
  }
}

/** Runs a load and adds the server's CPU milliseconds per request (shows cost even on a busy machine). */
async function measured(options) {
  const before = serverCpuMs();
  const result = await runLoad(options);
  const after = serverCpuMs();
  result.serverCpuMsPerRequest =
    before === undefined ? undefined : Math.round(((after - before) / result.requests.total) * 100) / 100;
  return result;
}

const latency = (result) => ({
  p50: result.latency.p50,
  p90: result.latency.p90,
  p99: result.latency.p99,
  max: result.latency.max,
});

try {
  await waitForServer(base, 'run `npm run build -w @atrium/server` first');
  const { created, hashParameters } = createUsers(users);

  // Logins at 20/s, after a short warm-up, measured two ways:
  // - autocannon --overallRate 20 on 4 connections (as many as libuv threads run argon2): each
  //   connection sends its 5 logins of a second back to back when the second starts, so this
  //   measures bursts;
  // - evenly spaced and open loop (one login every 50 ms whatever the answers), the arrival
  //   pattern of real users.
  await runLoad({ kind: 'login', url: base, users: created, rate: loginRate, seconds: 3, connections: 4 });
  const logins = await measured({
    kind: 'login',
    url: base,
    users: created,
    rate: loginRate,
    seconds: loginSeconds,
    connections: 4,
  });
  const pacedLogins = await measured({
    kind: 'paced-login',
    url: base,
    users: created,
    rate: loginRate,
    seconds: loginSeconds,
  });

  // Refresh: every connection chains its own sessions; twice as many tokens as connections.
  const tokens = [];
  for (let i = 0; i < refreshConnections * 2; i += 4) {
    tokens.push(...(await Promise.all(created.slice(i, i + 4).map((user) => login(user)))));
  }
  const warmTokens = [];
  for (let i = 0; i < refreshConnections * 2; i += 4) {
    warmTokens.push(...(await Promise.all(created.slice(100 + i, 104 + i).map((user) => login(user)))));
  }
  await runLoad({
    kind: 'refresh',
    url: base,
    tokens: warmTokens,
    seconds: 3,
    connections: refreshConnections,
  });
  const refreshes = await measured({
    kind: 'refresh',
    url: base,
    tokens,
    seconds: refreshSeconds,
    connections: refreshConnections,
  });

  const figures = {
    users,
    argon2id: hashParameters,
    login: {
      route: 'POST /api/auth/login',
      ratePerSecond: loginRate,
      seconds: loginSeconds,
      autocannon: {
        connections: 4,
        requests: logins.requests.total,
        latencyMs: latency(logins),
        serverCpuMsPerRequest: logins.serverCpuMsPerRequest,
        non2xx: logins.non2xx,
        errors: logins.errors,
      },
      evenlySpaced: {
        requests: pacedLogins.requests.total,
        latencyMs: latency(pacedLogins),
        serverCpuMsPerRequest: pacedLogins.serverCpuMsPerRequest,
        non2xx: pacedLogins.non2xx,
        errors: pacedLogins.errors,
      },
    },
    refresh: {
      route: 'POST /api/auth/refresh (rotating cookie)',
      connections: refreshConnections,
      seconds: refreshSeconds,
      requestsPerSecond: Math.round(refreshes.requests.average),
      latencyMs: latency(refreshes),
      serverCpuMsPerRequest: refreshes.serverCpuMsPerRequest,
      non2xx: refreshes.non2xx,
      errors: refreshes.errors,
    },
  };
  figures.machine = { cpus: availableParallelism(), loadAverage1mBeforeBench: loadBefore };
  console.log(JSON.stringify(figures, null, 2));
  const loginMet = (run) =>
    run.latencyMs.p99 < 250 && run.non2xx === 0 && run.errors === 0 ? 'met' : 'NOT met';
  const refreshMet = figures.refresh.requestsPerSecond >= 2000 && figures.refresh.non2xx === 0;
  console.log(
    `target login p99 < 250 ms at ${loginRate}/s: autocannon ${loginMet(figures.login.autocannon)}, evenly spaced ${loginMet(figures.login.evenlySpaced)}`,
  );
  console.log(`target refresh ≥ 2000 requests/s: ${refreshMet ? 'met' : 'NOT met'}`);
  if (loadBefore > 0.5) {
    console.log(
      `note: other work kept the machine busy (load ${loadBefore} before the bench): figures are pessimistic`,
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
