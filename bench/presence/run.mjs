// Presence fan-out: Atrium's realtime presence against a bare Socket.IO server doing only the same
// broadcast (baseline-server.mjs), in one run. Each server in turn is pinned to one core, the load
// generator (generator.mjs, Socket.IO's wire format over plain ws) to the other. N attendees
// connect, enter presence spread over the venue's areas and watch their area's list; a sample of
// them moves between areas at a set rate. Fan-out latency of a move: from its send until each
// watcher of the old and the new area has a page with the move's seq. Prints connect rate, fan-out
// p50/p99, server CPU, server memory per connection and the generator's own CPU (a saturated
// generator would look like a slow server), and Atrium's ratios to the baseline.
//   npm run bench:presence -- [--quick] [--clients 10000] [--rates 20,100] [--seconds 30]
//     [--targets baseline-batched,baseline-unbatched,atrium] [--areas 10] [--limit 20]
//     [--sample 1000] [--warmup 15] [--drain 60] [--concurrency 100]
//   BENCH_SERVER_MAIN=…/main.js (default apps/server/dist/main.js, `npm run build` first),
//   BENCH_SERVER_NODE_ARGS (e.g. --cpu-prof), BENCH_GENERATOR_NODE_ARGS, BENCH_SERVER_CPU (0),
//   BENCH_LOAD_CPU (1), BENCH_PORT.
// Moves start once everyone is connected and watching; the first `warmup` seconds of them are not
// measured: Atrium's write budget, cut while 10,000 connect at once, takes about 10 s to come back.
// The "CPU wait" columns are the time server and generator were ready to run but other work on
// the machine had their core: above a few per cent the latencies say more about the machine.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root, waitForServer } from '../support/server.mjs';
import {
  ARCHITECTURE_ID,
  createAttendees,
  insertAttendees,
  MODE,
  publishVenue,
  venueWithAreas,
} from './atrium-seed.mjs';
import {
  canPin,
  cpuMs,
  fileLimits,
  freePort,
  holdLock,
  ONE_CORE_NODE_ARGS,
  printed,
  rssBytes,
  runQueueWaitMs,
  serverPid,
  sleep,
  spawnPinned,
  startGenerator,
  stopped,
} from './processes.mjs';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    clients: { type: 'string' },
    rates: { type: 'string', default: '20,100' },
    seconds: { type: 'string' },
    targets: { type: 'string', default: 'baseline-batched,baseline-unbatched,atrium' },
    areas: { type: 'string', default: '10' },
    limit: { type: 'string', default: '20' },
    sample: { type: 'string' },
    warmup: { type: 'string' },
    drain: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '100' },
  },
});
const clients = Number(flags.clients ?? (flags.quick ? 1000 : 10000));
const seconds = Number(flags.seconds ?? (flags.quick ? 10 : 30));
const rates = flags.rates.split(',').map(Number);
const targets = flags.targets.split(',');
const sample = Number(flags.sample ?? Math.ceil(clients / 10));
const warmup = Number(flags.warmup ?? (flags.quick ? 5 : 15));
const serverCpu = process.env.BENCH_SERVER_CPU ?? '0';
const loadCpu = process.env.BENCH_LOAD_CPU ?? '1';
const main = process.env.BENCH_SERVER_MAIN ?? join(root, 'apps/server/dist/main.js');
const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const generatorArgs = process.env.BENCH_GENERATOR_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
let port = Number(process.env.BENCH_PORT ?? 4480);
const files = clients + 1024;

const limits = fileLimits();
if (limits.hard < files) {
  console.error(
    `${clients} connections need ${files} open files per process; the hard limit is ${limits.hard}.\n` +
      `Raise it (as root: \`ulimit -Hn ${files}\` in the shell that runs the bench, or nofile in /etc/security/limits.conf).`,
  );
  process.exit(1);
}
if (!canPin) console.warn('taskset (util-linux) not usable here: the processes are not pinned to cores');
if (targets.includes('atrium') && !existsSync(main)) {
  console.error(`${main} is missing: run \`npm run build\` first (or set BENCH_SERVER_MAIN)`);
  process.exit(1);
}

await holdLock(join(tmpdir(), 'atrium-bench-presence.lock'));
const loadBefore = Math.round(loadavg()[0] * 100) / 100;
const secret = randomBytes(32).toString('hex');
const attendees = createAttendees(secret, clients, 4 * 3600);
const { venue, areaIds } = venueWithAreas(Number(flags.areas));
const admin = { email: 'admin@bench.local', password: 'bench-admin-password' };
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-presence-'));
const atriumEnv = {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  DEMO_SEED: 'false',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  JWT_SECRET: secret,
  LOG_LEVEL: 'warn',
};

/** Starts a target pinned to the server core; resolves with the child once it answers. */
async function startTarget(target) {
  port = await freePort(port + 1);
  if (target === 'atrium') {
    const child = spawnPinned(serverCpu, [...nodeArgs, main], {
      files,
      env: { ...process.env, ...atriumEnv, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForServer(`http://127.0.0.1:${port}`, 'run `npm run build` first');
    return child;
  }
  const mode = target === 'baseline-unbatched' ? 'unbatched' : 'batched';
  const child = spawnPinned(
    serverCpu,
    [
      ...ONE_CORE_NODE_ARGS,
      join(import.meta.dirname, 'baseline-server.mjs'),
      JSON.stringify({ port, mode, pushesPerSecond: 10 }),
    ],
    { files, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await printed(child, 'ready');
  return child;
}

/** Seeds Atrium's database once: the venue with its areas, the users and their sessions. */
async function seedAtrium() {
  const server = await startTarget('atrium');
  try {
    await publishVenue(`http://127.0.0.1:${port}`, admin, venue);
    insertAttendees(dataDir, attendees);
  } finally {
    await stopped(server);
  }
}

const startLoad = () =>
  startGenerator(loadCpu, generatorArgs, join(import.meta.dirname, 'generator.mjs'), files);

async function measure(target, rate) {
  const server = await startTarget(target);
  const pid = serverPid(server.pid);
  const generator = startLoad();
  try {
    await sleep(1000);
    const rssBefore = rssBytes(pid);
    generator.child.send({
      type: 'connect',
      url: `ws://127.0.0.1:${port}/api/realtime/`,
      tokens: attendees.map((attendee) => attendee.token),
      architectureId: ARCHITECTURE_ID,
      mode: MODE,
      areas: areaIds,
      limit: Number(flags.limit),
      concurrency: Number(flags.concurrency),
    });
    const connected = await generator.next('connected');
    if (connected.failures > 0) {
      console.warn(`${target}: ${connected.failures} attendees failed to connect: ${connected.firstError}`);
    }
    await sleep(2000);
    const rssAfter = rssBytes(pid);

    generator.child.send({
      type: 'run',
      rate,
      seconds,
      warmupSeconds: warmup,
      sample,
      drainSeconds: Number(flags.drain),
    });
    await generator.next('measuring');
    const cpuStart = cpuMs(pid);
    const waitStart = runQueueWaitMs(pid);
    const timeStart = performance.now();
    await generator.next('measured');
    const wallMs = performance.now() - timeStart;
    const serverCpuPercent = ((cpuMs(pid) - cpuStart) / wallMs) * 100;
    const serverWaitPercent = ((runQueueWaitMs(pid) - waitStart) / wallMs) * 100;
    const result = await generator.next('result');
    if (result.failedMoves > 0 || result.disconnects > 0) {
      console.warn(
        `${target}: ${result.failedMoves} moves refused (${result.firstMoveError}), ${result.disconnects} disconnects`,
      );
    }
    return {
      target,
      rate,
      clients: connected.clients,
      connectFailures: connected.failures,
      connectPerSecond: Math.round(connected.clients / connected.connectSeconds),
      watchSeconds: Math.round(connected.watchSeconds * 10) / 10,
      serverCpuPercent: Math.round(serverCpuPercent),
      serverWaitPercent: Math.round(serverWaitPercent),
      memoryPerConnectionKb: Math.round((rssAfter - rssBefore) / 1024 / Math.max(1, connected.clients)),
      serverRssMb: Math.round(rssAfter / 1024 / 1024),
      ...result,
      type: undefined,
      generatorCpuPercent: Math.round(result.generatorCpuPercent),
      generatorWaitPercent: Math.round(result.generatorWaitPercent),
      movesPerSecond: Math.round(result.movesPerSecond * 10) / 10,
      pagesPerSecond: Math.round(result.pagesPerSecond),
    };
  } finally {
    generator.child.send({ type: 'close' });
    await stopped(generator.child, 10_000);
    await stopped(server);
  }
}

const ms = (value) => (value === null ? '> drain' : `${value}`);
const ratio = (a, b) => (a === null || b === null || !b ? '—' : `${Math.round((a / b) * 100) / 100}×`);

function printTable(rows) {
  const header = [
    'moves/s',
    'sent/s',
    'target',
    'connect/s',
    'fan-out p50 ms',
    'p99 ms',
    'missing',
    'server CPU %',
    'CPU wait %',
    'kB/conn',
    'generator CPU %',
    'gen. wait %',
    'gen. loop p99 ms',
    'pages/s',
  ];
  const lines = rows.map((row) => [
    String(row.rate),
    String(row.movesPerSecond),
    row.target,
    String(row.connectPerSecond),
    ms(row.fanOutMs.p50),
    ms(row.fanOutMs.p99),
    String(row.missing),
    String(row.serverCpuPercent),
    String(row.serverWaitPercent),
    String(row.memoryPerConnectionKb),
    String(row.generatorCpuPercent),
    String(row.generatorWaitPercent),
    String(row.generatorLoopDelayMs.p99),
    String(row.pagesPerSecond),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

function printRatios(rows) {
  for (const rate of rates) {
    const atrium = rows.find((row) => row.rate === rate && row.target === 'atrium');
    if (!atrium) continue;
    for (const baseline of rows.filter((row) => row.rate === rate && row.target !== 'atrium')) {
      console.log(
        `${rate} moves/s, Atrium / ${baseline.target}: p50 ${ratio(atrium.fanOutMs.p50, baseline.fanOutMs.p50)}, ` +
          `p99 ${ratio(atrium.fanOutMs.p99, baseline.fanOutMs.p99)}, server CPU ${ratio(atrium.serverCpuPercent, baseline.serverCpuPercent)}, ` +
          `memory/connection ${ratio(atrium.memoryPerConnectionKb, baseline.memoryPerConnectionKb)}, connect rate ${ratio(atrium.connectPerSecond, baseline.connectPerSecond)}`,
      );
    }
  }
}

function printTargets(rows) {
  const atrium = (rate) => rows.find((row) => row.target === 'atrium' && row.rate === rate);
  const batched = (rate) => rows.find((row) => row.target === 'baseline-batched' && row.rate === rate);
  const met = (condition) => (condition ? 'met' : 'NOT met');
  const a = atrium(20);
  if (a) {
    const base = batched(20)?.fanOutMs.p99;
    const withinBaseline =
      base === undefined ? 'no baseline' : met(a.fanOutMs.p99 !== null && a.fanOutMs.p99 <= 1.5 * base);
    console.log(
      `(a) ${a.clients} attendees at 20 moves/s: p99 < 250 ms ${met(a.fanOutMs.p99 !== null && a.fanOutMs.p99 < 250)}, ≤ 1.5× the batched baseline ${withinBaseline}`,
    );
  }
  const b = atrium(100);
  if (b) {
    console.log(
      `(b) ${b.clients} attendees at 100 moves/s: p99 < 500 ms ${met(b.fanOutMs.p99 !== null && b.fanOutMs.p99 < 500)}, server CPU < 80 % ${met(b.serverCpuPercent < 80)}`,
    );
  }
  const worst = Math.max(
    ...rows.filter((row) => row.target === 'atrium').map((row) => row.memoryPerConnectionKb),
  );
  if (Number.isFinite(worst))
    console.log(`(c) memory ≤ 50 kB per connection: ${met(worst <= 50)} (${worst} kB)`);
}

const rows = [];
try {
  if (targets.includes('atrium')) await seedAtrium();
  for (const rate of rates) {
    for (const target of targets) {
      const row = await measure(target, rate);
      console.error(`${target} at ${rate} moves/s: ${JSON.stringify(row)}`);
      rows.push(row);
    }
  }
  console.log(
    JSON.stringify(
      {
        clients,
        areas: areaIds.length,
        pageLimit: Number(flags.limit),
        movers: sample,
        seconds,
        warmupSeconds: warmup,
        pinned: canPin ? { server: `cpu ${serverCpu}`, generator: `cpu ${loadCpu}` } : false,
        loadAverage1mBeforeBench: loadBefore,
        runs: rows,
      },
      null,
      2,
    ),
  );
  printTable(rows);
  printRatios(rows);
  printTargets(rows);
  if (loadBefore > 0.5) {
    console.log(
      `note: other work kept the machine busy (load ${loadBefore} before the bench): figures are pessimistic`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
