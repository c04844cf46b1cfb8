// Whiteboard: update fan-out latency, memory per open board, stored size after compaction. Atrium
// is pinned to one core, the load generator (generator.mjs: real Yjs clients over
// socket.io-client) to the other; real sockets on loopback, SQLite. Three phases on one server:
//  1. --clients participants join one board, then together add --rate shapes a second (spread
//     evenly, round robin) for --seconds after --warmup: fan-out latency from a shape's send until
//     each other participant's document has it (p50/p99), lost deliveries, refusals, server CPU;
//  2. --boards boards opened at once (one participant each, --shapes shapes added to each): the
//     server's resident memory before and after, per open board;
//  3. the server stops (which compacts every board in memory): the fan-out board's stored size as
//     appended updates before and as one snapshot after.
//   npm run bench:whiteboard -- [--quick] [--clients 30] [--rate 150] [--seconds 30] [--warmup 5]
//     [--boards 300] [--shapes 20] [--drain 10]
//   BENCH_SERVER_MAIN=…/main.js (default apps/server/dist/main.js, `npm run build` first),
//   BENCH_SERVER_NODE_ARGS, BENCH_GENERATOR_NODE_ARGS, BENCH_SERVER_CPU (0), BENCH_LOAD_CPU (1),
//   BENCH_PORT.
// Target (one node): p99 under 100 ms at 30 clients × 5 updates/s (--rate 150).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
  ONE_CORE_NODE_ARGS,
  rssBytes,
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
    clients: { type: 'string', default: '30' },
    rate: { type: 'string', default: '150' },
    seconds: { type: 'string' },
    warmup: { type: 'string', default: '5' },
    boards: { type: 'string', default: '300' },
    shapes: { type: 'string', default: '20' },
    drain: { type: 'string', default: '10' },
  },
});
const clientCount = Number(flags.clients);
const rate = Number(flags.rate);
const seconds = Number(flags.seconds ?? (flags.quick ? 10 : 30));
const warmup = Number(flags.warmup);
const boardCount = Number(flags.boards);
const shapeCount = Number(flags.shapes);
const serverCpu = process.env.BENCH_SERVER_CPU ?? '0';
const loadCpu = process.env.BENCH_LOAD_CPU ?? '1';
const main = process.env.BENCH_SERVER_MAIN ?? join(root, 'apps/server/dist/main.js');
const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const generatorArgs = process.env.BENCH_GENERATOR_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
let port = Number(process.env.BENCH_PORT ?? 4780);
const files = clientCount + boardCount + 2048;

if (!canPin) console.warn('taskset (util-linux) not usable here: the processes are not pinned to cores');
if (!existsSync(main)) {
  console.error(`${main} is missing: run \`npm run build\` first (or set BENCH_SERVER_MAIN)`);
  process.exit(1);
}

await holdLock(join(tmpdir(), 'atrium-bench-whiteboard.lock'));
const loadBefore = Math.round(loadavg()[0] * 100) / 100;
const secret = randomBytes(32).toString('hex');
const attendees = createAttendees(secret, Math.max(clientCount, 50), 4 * 3600);
const tokens = attendees.map((attendee) => attendee.token);
const FANOUT_BOARD = 'bench-fanout';
const boardRef = (boardId) => ({ architectureId: ARCHITECTURE_ID, mode: MODE, boardId });
const openBoards = Array.from({ length: boardCount }, (_, index) => boardRef(`bench-open-${index}`));
const admin = { email: 'admin@bench.local', password: 'bench-admin-password' };
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-whiteboard-'));
const atriumEnv = {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  DEMO_SEED: 'false',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  JWT_SECRET: secret,
  LOG_LEVEL: 'warn',
};

/** The example venue with a WHITEBOARD configuration per board of the bench. */
function benchVenue() {
  const venue = exampleVenueJson();
  const widget = venue.architectures[0].areas
    .flatMap((area) => area.contentWidgets)
    .find((candidate) => candidate.type === 'WHITEBOARD');
  const [template] = widget.configurations;
  widget.configurations = [FANOUT_BOARD, ...openBoards.map((board) => board.boardId)].map(
    (boardId, index) => ({
      ...template,
      id: `bench-board-${index}`,
      boardId,
    }),
  );
  return venue;
}

/**
 * Starts the server; with `inspectPort`, with the inspector there (and the one-core flags given at
 * once, so that the launcher does not relaunch it) for heap figures after a full collection.
 */
async function startServer(inspectPort) {
  port = await freePort(port + 1);
  const inspect = inspectPort ? [...ONE_CORE_NODE_ARGS, `--inspect=127.0.0.1:${inspectPort}`] : [];
  const child = spawnPinned(serverCpu, [...inspect, ...nodeArgs, main], {
    files,
    env: { ...process.env, ...atriumEnv, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // On a busy machine a start takes longer than waitForServer's 20 s: it is given a minute more.
  for (let attempt = 0; ; attempt++) {
    try {
      await waitForServer(`http://127.0.0.1:${port}`, 'run `npm run build` first');
      return child;
    } catch (error) {
      if (attempt >= 3 || child.exitCode !== null) throw error;
    }
  }
}

const startLoad = () =>
  startGenerator(loadCpu, generatorArgs, join(import.meta.dirname, 'generator.mjs'), files);

const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The server's used JS heap after a full garbage collection (through the inspector), in bytes. */
async function heapUsedAfterGc(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const call = (method) =>
    new Promise((resolve) => {
      const mine = ++id;
      socket.addEventListener('message', function answer(event) {
        const message = JSON.parse(event.data);
        if (message.id !== mine) return;
        socket.removeEventListener('message', answer);
        resolve(message.result);
      });
      socket.send(JSON.stringify({ id: mine, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    return (await call('Runtime.getHeapUsage')).usedSize;
  } finally {
    socket.close();
  }
}
const kib = (bytes) => round(bytes / 1024, 1);

/** The stored size of a board: its snapshot, and its appended updates (count and bytes). */
function storedOf(boardId) {
  const db = new Database(join(dataDir, 'atrium.sqlite'), { readonly: true });
  try {
    const snapshot = db
      .prepare('select length(snapshot) as n from whiteboard_boards where board_id = ?')
      .get(boardId)?.n;
    const updates = db
      .prepare(
        'select count(*) as count, coalesce(sum(length("update")), 0) as bytes from whiteboard_updates where board_id = ?',
      )
      .get(boardId);
    return { snapshotBytes: snapshot ?? 0, updates: updates.count, updateBytes: updates.bytes };
  } finally {
    db.close();
  }
}

try {
  const seeding = await startServer();
  try {
    await publishVenue(`http://127.0.0.1:${port}`, admin, benchVenue());
    insertAttendees(dataDir, attendees);
  } finally {
    await stopped(seeding);
  }

  const inspectPort = await freePort(port + 100);
  const server = await startServer(inspectPort);
  const pid = serverPid(server.pid);
  const generator = startLoad();
  const base = `http://127.0.0.1:${port}`;
  let fanout;
  let memory;
  let beforeCompaction;
  try {
    await sleep(1000);
    generator.child.send({
      type: 'fanout',
      base,
      tokens: tokens.slice(0, clientCount),
      board: boardRef(FANOUT_BOARD),
      rate,
      seconds,
      warmupSeconds: warmup,
      drainSeconds: Number(flags.drain),
    });
    await generator.next('measuring');
    const cpuStart = cpuMs(pid);
    const waitStart = runQueueWaitMs(pid);
    const timeStart = performance.now();
    await generator.next('measured');
    const wallMs = performance.now() - timeStart;
    const serverCpuUsedMs = cpuMs(pid) - cpuStart;
    const serverWaitMs = runQueueWaitMs(pid) - waitStart;
    const result = await generator.next('result');
    if (result.refused > 0) console.warn(`${result.refused} updates refused: ${result.firstRefusal}`);
    fanout = {
      ...result,
      type: undefined,
      serverCpuPercent: Math.round((serverCpuUsedMs / wallMs) * 100),
      serverWaitPercent: Math.round((serverWaitMs / wallMs) * 100),
      generatorLoopP99: round(result.generatorLoopP99, 1),
    };
    beforeCompaction = storedOf(FANOUT_BOARD);

    await sleep(2000);
    const rssBefore = rssBytes(pid);
    const heapBefore = await heapUsedAfterGc(inspectPort);
    generator.child.send({ type: 'open', base, tokens, boards: openBoards, shapes: shapeCount });
    const opened = await generator.next('opened');
    if (opened.failures > 0) console.warn(`${opened.failures} boards failed: ${opened.firstError}`);
    await sleep(3000);
    const rssAfter = rssBytes(pid);
    const heapAfter = await heapUsedAfterGc(inspectPort);
    memory = {
      boards: opened.boards,
      shapesPerBoard: shapeCount,
      heapBeforeMiB: round(heapBefore / 2 ** 20, 1),
      heapAfterMiB: round(heapAfter / 2 ** 20, 1),
      heapPerOpenBoardKiB: kib((heapAfter - heapBefore) / Math.max(1, opened.boards)),
      rssBeforeMiB: round(rssBefore / 2 ** 20, 1),
      rssAfterMiB: round(rssAfter / 2 ** 20, 1),
      perOpenBoardKiB: kib((rssAfter - rssBefore) / Math.max(1, opened.boards)),
    };
  } finally {
    generator.child.send({ type: 'close' });
    await stopped(generator.child, 10_000);
    // A stop compacts every board in memory.
    await stopped(server);
  }
  const afterCompaction = storedOf(FANOUT_BOARD);
  const serverCommand = `node ${[...ONE_CORE_NODE_ARGS, '--inspect=…', ...nodeArgs, main].join(' ')}`;

  console.log(
    JSON.stringify(
      {
        clients: clientCount,
        ratePerSecond: rate,
        perClientPerSecond: round(rate / clientCount, 2),
        seconds,
        warmupSeconds: warmup,
        pinned: canPin ? { server: `cpu ${serverCpu}`, generator: `cpu ${loadCpu}` } : false,
        serverCommand,
        loadAverage1mBeforeBench: loadBefore,
        fanout,
        memory,
        stored: { beforeCompaction, afterCompaction },
      },
      null,
      2,
    ),
  );
  const p99 = fanout.latencyMs.p99;
  console.log(
    `\nfan-out: ${clientCount} clients × ${round(rate / clientCount, 2)} updates/s on one board: ` +
      `p50 ${fanout.latencyMs.p50} ms, p99 ${p99} ms, lost ${fanout.lost}, refused ${fanout.refused}, ` +
      `server CPU ${fanout.serverCpuPercent} %`,
  );
  console.log(
    `memory: ${memory.boards} boards open (${shapeCount} shapes each, one participant each): ` +
      `${memory.heapPerOpenBoardKiB} KiB heap per open board after a full GC ` +
      `(heap ${memory.heapBeforeMiB} → ${memory.heapAfterMiB} MiB; RSS ${memory.rssBeforeMiB} → ${memory.rssAfterMiB} MiB)`,
  );
  console.log(
    `stored: ${fanout.sent - fanout.refused} accepted updates of ${kib(fanout.acceptedUpdateBytes)} KiB in all; ` +
      `while running ${beforeCompaction.updates} appended updates + snapshot = ` +
      `${kib(beforeCompaction.updateBytes + beforeCompaction.snapshotBytes)} KiB (compacted every 200), ` +
      `after the stop ${afterCompaction.updates} updates + snapshot ${kib(afterCompaction.snapshotBytes)} KiB`,
  );
  console.log(
    `\ntarget (one node, p99 < 100 ms at 30 clients × 5 updates/s): ${(p99 ?? Infinity) < 100 ? 'met' : 'NOT met'}`,
  );
  if (loadBefore > 0.5) {
    console.log(
      `note: other work kept the machine busy (load ${loadBefore} before the bench): figures are pessimistic`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
