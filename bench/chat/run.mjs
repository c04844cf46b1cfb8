// Chat delivery: Atrium's chat against a bare Socket.IO relay of the same events
// (bare-relay.mjs), in one run. Each server in turn is pinned to one core, the load generator
// (generator.mjs, Socket.IO's wire format over plain ws) to the other. N attendees connect, each
// opens the chat of its room (rooms of --room-size; in Atrium one area of the bench's venue per
// room) and a private chat with a neighbour; they send messages at a set rate, a share of them
// (--private-share) privately. Atrium stores each message before it delivers it. Latency: from the
// send until each other member of the conversation has the `chat:message` push. Prints accepted
// messages/s, delivery p50/p99, lost and duplicated deliveries, server and generator CPU, Atrium's
// ratios to the relay and each one's saturation point (the first rate with delivery p99 > 1 s).
//   npm run bench:chat -- [--quick] [--clients 5000] [--rates 250,500,1000,1500,2000,2500]
//     [--room-size 50] [--private-share 0.1] [--seconds 30] [--targets baseline,atrium]
//     [--warmup 5] [--drain 30] [--concurrency 100]
//   BENCH_SERVER_MAIN=…/main.js (default apps/server/dist/main.js, `npm run build` first),
//   BENCH_SERVER_NODE_ARGS (e.g. --cpu-prof), BENCH_GENERATOR_NODE_ARGS, BENCH_SERVER_CPU (0),
//   BENCH_LOAD_CPU (1), BENCH_PORT.
// Each rate starts both servers afresh (Atrium on the same database, which keeps the messages of
// the rates before). On one core V8's concurrent GC threads take turns with the server's event
// loop: a major GC of a server holding 5,000 connections then holds deliveries back for 200–300 ms.
// Atrium's launcher therefore runs its server with --single-threaded-gc when it has one core (its
// CPU and wait are read from that child), and the relay gets the same flag;
// ATRIUM_GC=default measures Atrium with V8's defaults. The "CPU wait" columns are the time server and generator were ready to run
// but other work on the machine had their core: above a few per cent the latencies say more about
// the machine.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import {
  ARCHITECTURE_ID,
  createAttendees,
  insertAttendees,
  MODE,
  publishVenue,
  venueWithAreas,
} from '../presence/atrium-seed.mjs';
import {
  canPin,
  cpuMs,
  fileLimits,
  freePort,
  holdLock,
  ONE_CORE_NODE_ARGS,
  printed,
  runQueueWaitMs,
  serverPid,
  sleep,
  spawnPinned,
  startGenerator,
  stopped,
} from '../presence/processes.mjs';
import { root, waitForServer } from '../support/server.mjs';
import { printRatios, printSaturation, printTable, printTargets, saturationOf } from './report.mjs';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    clients: { type: 'string' },
    rates: { type: 'string' },
    'room-size': { type: 'string', default: '50' },
    'private-share': { type: 'string', default: '0.1' },
    seconds: { type: 'string' },
    targets: { type: 'string', default: 'baseline,atrium' },
    warmup: { type: 'string' },
    drain: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '100' },
  },
});
const clients = Number(flags.clients ?? (flags.quick ? 1000 : 5000));
const seconds = Number(flags.seconds ?? (flags.quick ? 10 : 30));
const rates = (flags.rates ?? (flags.quick ? '250,1000' : '250,500,1000,1500,2000,2500'))
  .split(',')
  .map(Number);
const roomSize = Number(flags['room-size']);
const privateShare = Number(flags['private-share']);
const warmup = Number(flags.warmup ?? (flags.quick ? 3 : 5));
const targets = flags.targets.split(',');
const serverCpu = process.env.BENCH_SERVER_CPU ?? '0';
const loadCpu = process.env.BENCH_LOAD_CPU ?? '1';
const main = process.env.BENCH_SERVER_MAIN ?? join(root, 'apps/server/dist/main.js');
const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const generatorArgs = process.env.BENCH_GENERATOR_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
let port = Number(process.env.BENCH_PORT ?? 4580);
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

await holdLock(join(tmpdir(), 'atrium-bench-chat.lock'));
const loadBefore = Math.round(loadavg()[0] * 100) / 100;
const secret = randomBytes(32).toString('hex');
const attendees = createAttendees(secret, clients, 4 * 3600);
const { venue, areaIds } = venueWithAreas(Math.max(2, Math.ceil(clients / roomSize)));
const admin = { email: 'admin@bench.local', password: 'bench-admin-password' };
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-chat-'));
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
  const child = spawnPinned(
    serverCpu,
    [
      ...ONE_CORE_NODE_ARGS,
      ...nodeArgs,
      join(import.meta.dirname, 'bare-relay.mjs'),
      JSON.stringify({ port }),
    ],
    { files, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await printed(child, 'ready');
  return child;
}

/** Seeds Atrium's database once: the venue with an area per room, the users and their sessions. */
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

const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

async function measure(target, rate) {
  const server = await startTarget(target);
  const pid = serverPid(server.pid);
  const generator = startLoad();
  try {
    await sleep(1000);
    generator.child.send({
      type: 'connect',
      url: `ws://127.0.0.1:${port}/api/realtime/`,
      attendees: attendees.map(({ token, user }) => ({ token, uid: user.id })),
      rooms: areaIds.map((areaId) => ({ areaId })),
      roomSize,
      architectureId: ARCHITECTURE_ID,
      mode: MODE,
      privateChats: privateShare > 0,
      concurrency: Number(flags.concurrency),
    });
    const connected = await generator.next('connected');
    if (connected.failures > 0 || connected.openFailures > 0 || connected.privateMismatches > 0) {
      console.warn(
        `${target}: ${connected.failures} attendees failed to connect, ${connected.openFailures} chats failed to open, ` +
          `${connected.privateMismatches} private chats differ between their two members: ${connected.firstError}`,
      );
    }
    await sleep(1000);
    generator.child.send({
      type: 'run',
      rate,
      seconds,
      warmupSeconds: warmup,
      privateShare,
      drainSeconds: Number(flags.drain),
    });
    await generator.next('measuring');
    const cpuStart = cpuMs(pid);
    const waitStart = runQueueWaitMs(pid);
    const timeStart = performance.now();
    await generator.next('measured');
    const wallMs = performance.now() - timeStart;
    const serverCpuUsedMs = cpuMs(pid) - cpuStart;
    const serverCpuPercent = (serverCpuUsedMs / wallMs) * 100;
    const serverWaitPercent = ((runQueueWaitMs(pid) - waitStart) / wallMs) * 100;
    const result = await generator.next('result');
    if (result.refused > 0 || result.disconnects > 0 || result.stray > 0 || result.deliveredRefused > 0) {
      console.warn(
        `${target}: ${result.refused} messages refused (${result.firstRefusal}), delivered anyway ${result.deliveredRefused} times; ` +
          `${result.disconnects} disconnects, ${result.stray} pushes to non-members`,
      );
    }
    return {
      target,
      rate,
      // The server's command line as it ran: with the launcher's flags on one core.
      serverCommand: readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .slice(1)
        .join(' '),
      clients: connected.clients,
      roomSize,
      connectFailures: connected.failures,
      openFailures: connected.openFailures,
      connectPerSecond: Math.round(connected.clients / connected.connectSeconds),
      openSeconds: round(connected.openSeconds, 1),
      rooms: connected.rooms,
      roomMembers: connected.roomMembers,
      privateChats: connected.privateChats,
      serverCpuPercent: Math.round(serverCpuPercent),
      serverWaitPercent: Math.round(serverWaitPercent),
      // Server CPU per message accepted in the measured window: what other work on the machine
      // changes least.
      serverCpuMsPerMessage: round(serverCpuUsedMs / ((result.acceptedPerSecond * wallMs) / 1000), 3),
      ...result,
      type: undefined,
      sentPerSecond: round(result.sentPerSecond, 1),
      acceptedPerSecond: round(result.acceptedPerSecond, 1),
      deliveriesPerSecond: Math.round(result.deliveriesPerSecond),
      generatorCpuPercent: Math.round(result.generatorCpuPercent),
      generatorWaitPercent: Math.round(result.generatorWaitPercent),
    };
  } finally {
    generator.child.send({ type: 'close' });
    await stopped(generator.child, 10_000);
    await stopped(server);
  }
}

/** Messages in Atrium's database (read while the server is stopped). */
function storedMessages() {
  const db = new Database(join(dataDir, 'atrium.sqlite'), { readonly: true });
  try {
    return db.prepare('select count(*) as n from chat_messages').get().n;
  } finally {
    db.close();
  }
}

const rows = [];
try {
  if (targets.includes('atrium')) await seedAtrium();
  for (const rate of rates) {
    for (const target of targets) {
      const before = target === 'atrium' ? storedMessages() : undefined;
      const row = await measure(target, rate);
      // Every accepted message must be in the database once the server has stopped.
      if (before !== undefined) row.stored = storedMessages() - before;
      console.error(`${target} at ${rate} msg/s: ${JSON.stringify(row)}`);
      rows.push(row);
    }
  }
  const saturation = { atrium: saturationOf(rows, 'atrium'), baseline: saturationOf(rows, 'baseline') };
  console.log(
    JSON.stringify(
      {
        clients,
        roomSize,
        privateShare,
        seconds,
        warmupSeconds: warmup,
        pinned: canPin ? { server: `cpu ${serverCpu}`, generator: `cpu ${loadCpu}` } : false,
        serverNodeArgs: nodeArgs,
        generatorNodeArgs: generatorArgs,
        loadAverage1mBeforeBench: loadBefore,
        saturation,
        runs: rows,
      },
      null,
      2,
    ),
  );
  for (const target of targets) {
    const run = rows.find((row) => row.target === target);
    if (run) console.log(`${target} ran as: node ${run.serverCommand}`);
  }
  printTable(rows);
  printRatios(rows, rates);
  printSaturation(saturation);
  printTargets(rows, saturation);
  if (loadBefore > 0.5) {
    console.log(
      `note: other work kept the machine busy (load ${loadBefore} before the bench): figures are pessimistic`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
