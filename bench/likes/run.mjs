// Media board likes: like throughput, and the latency from a like's request until the board's
// other viewers (watchers) see the new count. Atrium is pinned to one core, the load generator
// (generator.mjs: keep-alive HTTP for the likes, Socket.IO's wire format over plain ws for the
// watchers) to the other; real HTTP and sockets on loopback. Each rate gets a board of its own in
// the bench's venue (so each attendee likes each piece at most once: counts only grow) and a
// freshly started server on the same SQLite database. Prints JSON and a table: likes/s accepted,
// answer p50/p99, watcher-sees p50/p99, pushes per watcher and second, server CPU.
//   npm run bench:likes -- [--quick] [--rates 500,1000,2000,2500] [--seconds 20] [--warmup 3]
//     [--watchers 100] [--likers 5000] [--pieces 12] [--concurrency 512] [--drain 20]
//   BENCH_SERVER_MAIN=…/main.js (default apps/server/dist/main.js, `npm run build` first),
//   BENCH_SERVER_NODE_ARGS, BENCH_GENERATOR_NODE_ARGS, BENCH_SERVER_CPU (0), BENCH_LOAD_CPU (1),
//   BENCH_PORT.
// Targets (one node): 2,000 likes/s accepted, watcher-sees p99 under 100 ms.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { exampleVenueJson } from '../../packages/domain/src/venue/fixtures/example-venue.fixture.ts';
import {
  ARCHITECTURE_ID,
  createAttendees,
  insertAttendees,
  MODE,
  publishVenue,
} from '../presence/atrium-seed.mjs';
import {
  canPin,
  cpuMs,
  freePort,
  holdLock,
  runQueueWaitMs,
  serverPid,
  sleep,
  spawnPinned,
  startGenerator,
  stopped,
} from '../presence/processes.mjs';
import { root, waitForServer } from '../support/server.mjs';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    rates: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string', default: '3' },
    watchers: { type: 'string', default: '100' },
    likers: { type: 'string', default: '5000' },
    pieces: { type: 'string', default: '12' },
    concurrency: { type: 'string', default: '512' },
    drain: { type: 'string', default: '20' },
  },
});
const rates = (flags.rates ?? (flags.quick ? '1000,2000' : '500,1000,2000,2500')).split(',').map(Number);
const seconds = Number(flags.seconds ?? (flags.quick ? 8 : 20));
const warmup = Number(flags.warmup);
const watcherCount = Number(flags.watchers);
const likerCount = Number(flags.likers);
const pieceCount = Number(flags.pieces);
const serverCpu = process.env.BENCH_SERVER_CPU ?? '0';
const loadCpu = process.env.BENCH_LOAD_CPU ?? '1';
const main = process.env.BENCH_SERVER_MAIN ?? join(root, 'apps/server/dist/main.js');
const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const generatorArgs = process.env.BENCH_GENERATOR_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
let port = Number(process.env.BENCH_PORT ?? 4680);
const files = watcherCount + 2048;

for (const rate of rates) {
  if (likerCount * pieceCount < rate * (seconds + warmup)) {
    console.error(
      `--likers × --pieces must cover ${rate} likes/s for ${seconds + warmup} s (each likes each piece once)`,
    );
    process.exit(1);
  }
}
if (!canPin) console.warn('taskset (util-linux) not usable here: the processes are not pinned to cores');
if (!existsSync(main)) {
  console.error(`${main} is missing: run \`npm run build\` first (or set BENCH_SERVER_MAIN)`);
  process.exit(1);
}

await holdLock(join(tmpdir(), 'atrium-bench-likes.lock'));
const loadBefore = Math.round(loadavg()[0] * 100) / 100;
const secret = randomBytes(32).toString('hex');
const attendees = createAttendees(secret, likerCount + watcherCount, 4 * 3600);
const likers = attendees.slice(0, likerCount).map((attendee) => attendee.token);
const watchers = attendees.slice(likerCount).map((attendee) => attendee.token);
const pieces = Array.from({ length: pieceCount }, (_, index) => `piece-${index}`);
const boardOfRate = (index) => `bench-${index}`;
const admin = { email: 'admin@bench.local', password: 'bench-admin-password' };
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-likes-'));
const atriumEnv = {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  DEMO_SEED: 'false',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  JWT_SECRET: secret,
  LOG_LEVEL: 'warn',
};

/** The example venue with a MEDIA_BOARD configuration (a board) per rate, each of `pieces`. */
function benchVenue() {
  const venue = exampleVenueJson();
  const widget = venue.architectures[0].areas
    .flatMap((area) => area.contentWidgets)
    .find((candidate) => candidate.type === 'MEDIA_BOARD');
  const [template] = widget.configurations;
  widget.configurations = rates.map((_, index) => ({
    ...template,
    id: `bench-configuration-${index}`,
    mediaBoardId: boardOfRate(index),
    contentPieces: pieces.map((id) => ({
      id,
      title: [{ locale: 'en', text: id }],
      videoUrl: 'https://player.vimeo.com/video/76979871',
    })),
  }));
  return venue;
}

async function startServer() {
  port = await freePort(port + 1);
  const child = spawnPinned(serverCpu, [...nodeArgs, main], {
    files,
    env: { ...process.env, ...atriumEnv, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(`http://127.0.0.1:${port}`, 'run `npm run build` first');
  return child;
}

const startLoad = () =>
  startGenerator(loadCpu, generatorArgs, join(import.meta.dirname, 'generator.mjs'), files);

const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A board's stored counts and counted like rows (read while the server is stopped). */
function storedOf(mediaBoardId) {
  const db = new Database(join(dataDir, 'atrium.sqlite'), { readonly: true });
  try {
    const counter = db
      .prepare('select coalesce(sum(likes), 0) as n from media_board_like_counts where media_board_id = ?')
      .get(mediaBoardId).n;
    const rows = db
      .prepare("select count(*) as n from media_board_likes where media_board_id = ? and comment_id = ''")
      .get(mediaBoardId).n;
    return { counter, rows };
  } finally {
    db.close();
  }
}

async function measure(rate, index) {
  const server = await startServer();
  const pid = serverPid(server.pid);
  const generator = startLoad();
  const board = { architectureId: ARCHITECTURE_ID, mode: MODE, mediaBoardId: boardOfRate(index) };
  try {
    await sleep(1000);
    generator.child.send({ type: 'connect', base: `http://127.0.0.1:${port}`, watchers, board });
    const connected = await generator.next('connected');
    if (connected.failures > 0)
      console.warn(`${connected.failures} watchers failed: ${connected.firstError}`);
    await sleep(1000);
    generator.child.send({
      type: 'run',
      likers,
      pieces,
      rate,
      warmupSeconds: warmup,
      seconds,
      drainSeconds: Number(flags.drain),
      concurrency: Number(flags.concurrency),
    });
    await generator.next('measuring');
    const cpuStart = cpuMs(pid);
    const waitStart = runQueueWaitMs(pid);
    const timeStart = performance.now();
    await generator.next('measured');
    const wallMs = performance.now() - timeStart;
    const serverCpuUsedMs = cpuMs(pid) - cpuStart;
    const result = await generator.next('result');
    if (result.refused > 0) console.warn(`${result.refused} likes refused: ${result.firstRefusal}`);
    return {
      rate,
      serverCommand: readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .slice(1)
        .join(' '),
      watchers: connected.watchers,
      pieces: pieceCount,
      serverCpuPercent: Math.round((serverCpuUsedMs / wallMs) * 100),
      serverWaitPercent: Math.round(((runQueueWaitMs(pid) - waitStart) / wallMs) * 100),
      serverCpuMsPerLike: round(serverCpuUsedMs / ((result.acceptedPerSecond * wallMs) / 1000), 3),
      ...result,
      type: undefined,
      sentPerSecond: round(result.sentPerSecond, 1),
      acceptedPerSecond: round(result.acceptedPerSecond, 1),
      pushesPerWatcherPerSecond: round(result.pushesPerWatcherPerSecond, 1),
      generatorCpuPercent: Math.round(result.generatorCpuPercent),
      generatorWaitPercent: Math.round(result.generatorWaitPercent),
      generatorLoopDelayP99Ms: round(result.generatorLoopDelayP99Ms, 1),
    };
  } finally {
    generator.child.send({ type: 'close' });
    await stopped(generator.child, 10_000);
    await stopped(server);
  }
}

const rows = [];
try {
  const seeding = await startServer();
  try {
    await publishVenue(`http://127.0.0.1:${port}`, admin, benchVenue());
    insertAttendees(dataDir, attendees);
  } finally {
    await stopped(seeding);
  }
  for (const [index, rate] of rates.entries()) {
    const row = await measure(rate, index);
    // Every accepted like is stored once and counted once.
    row.stored = storedOf(boardOfRate(index));
    console.error(`likes at ${rate}/s: ${JSON.stringify(row)}`);
    rows.push(row);
  }
  console.log(
    JSON.stringify(
      {
        watchers: watcherCount,
        likers: likerCount,
        pieces: pieceCount,
        seconds,
        warmupSeconds: warmup,
        pinned: canPin ? { server: `cpu ${serverCpu}`, generator: `cpu ${loadCpu}` } : false,
        serverNodeArgs: nodeArgs,
        loadAverage1mBeforeBench: loadBefore,
        runs: rows,
      },
      null,
      2,
    ),
  );
  if (rows[0]) console.log(`atrium ran as: node ${rows[0].serverCommand}`);
  console.log(
    '\nrate  accepted/s  answer p50/p99 ms  watcher sees p50/p99 ms  pushes/watcher/s  server CPU %  stored (counter/rows)',
  );
  for (const row of rows) {
    console.log(
      [
        String(row.rate).padEnd(5),
        String(row.acceptedPerSecond).padStart(10),
        `${row.answerMs.p50}/${row.answerMs.p99}`.padStart(18),
        `${row.watcherSeesMs.p50}/${row.watcherSeesMs.p99}`.padStart(24),
        String(row.pushesPerWatcherPerSecond).padStart(17),
        String(row.serverCpuPercent).padStart(13),
        `${row.stored.counter}/${row.stored.rows}`.padStart(22),
      ].join(' '),
    );
  }
  const target = rows.find((row) => row.rate === 2000);
  if (target) {
    const met = target.acceptedPerSecond >= 1950 && (target.watcherSeesMs.p99 ?? Infinity) < 100;
    console.log(
      `\ntarget (one node, 2,000 likes/s, watcher sees p99 < 100 ms): ${met ? 'met' : 'NOT met'} ` +
        `(${target.acceptedPerSecond}/s, p99 ${target.watcherSeesMs.p99} ms)`,
    );
  }
  if (loadBefore > 0.5) {
    console.log(
      `note: other work kept the machine busy (load ${loadBefore} before the bench): figures are pessimistic`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
