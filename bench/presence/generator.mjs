// The load generator of bench/presence, run by run.mjs in a process of its own (pinned to the other
// core). It speaks the Engine.IO v4 / Socket.IO v5 wire format over plain `ws` rather than using
// socket.io-client, which costs more CPU per received message than the server spends sending it:
// pages are never parsed, only their `seq` is read from the bytes.
// Commands from the runner (IPC):
//   { type: 'connect', url, tokens, architectureId, mode, areas, limit, concurrency }
//       → { type: 'connected', clients, failures, firstError, connectSeconds, watchSeconds }
//   { type: 'run', rate, warmupSeconds, seconds, sample, drainSeconds }
//       → { type: 'measuring' } when the measured moves start, { type: 'measured' } when they end,
//         then { type: 'result', … } once every watcher was reached or the drain time is over.
//   { type: 'close' }
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createHistogram } from './histogram.mjs';
import { runQueueWaitMs } from './processes.mjs';

const PAGE_PREFIX = Buffer.from('42["presence:page",');
const SEQ_KEY = Buffer.from('"seq":');
/** Recent pages each client keeps (seq and arrival), for a move whose ack comes after its pages. */
const RING = 64;

const send = (message) => process.send(message);
const now = () => performance.now();

let clients = [];
/** Watchers per area, as client lists with each client's position (swap-remove). */
let watchers = new Map();
let ringSeq;
let ringTime;

const fanOut = createHistogram();
const moveAcks = createHistogram();
const lateness = createHistogram();
let outstanding = 0; // measured watcher samples not yet reached
let unacked = 0; // measured moves without their ack
let approximate = 0;
let pagesReceived = 0;
let disconnects = 0;

function unwatch(client) {
  if (client.watching === undefined) return;
  const list = watchers.get(client.watching);
  const last = list.pop();
  if (last !== client) {
    list[client.position] = last;
    last.position = client.position;
  }
  client.watching = undefined;
  // What it waited for as a watcher of that area is no sample any more.
  for (const move of client.waiting) if (move.measured) outstanding--;
  client.waiting = [];
}

function watch(client, areaId) {
  unwatch(client);
  const list = watchers.get(areaId);
  client.position = list.length;
  client.watching = areaId;
  list.push(client);
}

/**
 * Where the page's seq starts: its key is looked for backwards from the end, where both servers
 * put it (the last key of the page; only Socket.IO's recovery offset may follow).
 */
function seqAt(data) {
  const stop = Math.max(SEQ_KEY.length, data.length - 128);
  for (let i = data.length - 1; i >= stop; i--) {
    if (data[i] === 0x3a && data[i - 1] === 0x22 && data[i - 2] === 0x71 && data[i - 5] === 0x22) {
      if (data[i - 3] === 0x65 && data[i - 4] === 0x73) return i + 1;
    }
  }
  return SEQ_KEY.length + data.lastIndexOf(SEQ_KEY);
}

/** A page (seq, arrival) reached a watcher: it answers every move it waited for up to seq. */
function onPage(client, seq, at) {
  pagesReceived++;
  const slot = client.index * RING + (client.ring++ % RING);
  ringSeq[slot] = seq;
  ringTime[slot] = at;
  if (seq > client.lastSeq) client.lastSeq = seq;
  const waiting = client.waiting;
  while (waiting.length > 0 && waiting[0].seq <= seq) {
    const move = waiting.shift();
    if (move.measured) {
      fanOut.record(at - move.sentAt);
      outstanding--;
    }
  }
}

/** When the first page with seq ≥ `seq` arrived at a client that has one, from its ring. */
function arrivalOf(client, seq) {
  const base = client.index * RING;
  const count = Math.min(client.ring, RING);
  let found;
  for (let k = 1; k <= count; k++) {
    const slot = base + ((client.ring - k) % RING);
    if (ringSeq[slot] < seq) return found;
    found = ringTime[slot];
  }
  // The ring wrapped: the oldest page kept stands in for the first one (an overestimate).
  if (client.ring > RING) approximate++;
  return found;
}

/**
 * The move's ack gave its seq: every watcher of both areas at send time waits for a page with a seq
 * at least that (unless it has moved away since).
 */
function onMoveAck(move) {
  for (const watcher of move.watchers) {
    if (watcher.watching !== move.from && watcher.watching !== move.to) continue;
    if (watcher.lastSeq >= move.seq) {
      const at = arrivalOf(watcher, move.seq);
      if (move.measured && at !== undefined) fanOut.record(at - move.sentAt);
      continue;
    }
    const waiting = watcher.waiting;
    let at = waiting.length;
    while (at > 0 && waiting[at - 1].seq > move.seq) at--;
    waiting.splice(at, 0, move);
    if (move.measured) outstanding++;
  }
  move.watchers = undefined;
}

function createClient(index, token, areaId, options) {
  const client = {
    index,
    areaId,
    watching: undefined,
    position: 0,
    ws: undefined,
    nextAck: 0,
    acks: new Map(),
    lastSeq: -1,
    ring: 0,
    waiting: [],
    busy: false,
  };

  const emit = (event, payload) =>
    new Promise((resolve) => {
      const id = client.nextAck++;
      client.acks.set(id, resolve);
      client.ws.send(`42${id}${JSON.stringify([event, payload])}`);
    });
  const scope = { architectureId: options.architectureId, mode: options.mode };
  /** Enters presence in `areaId`, or moves there: the ack. */
  client.move = (areaId) => emit('presence:move', { ...scope, areaId });
  /** Asks for the first page of `areaId`'s list; once it is answered the client watches that area. */
  client.watchArea = async (areaId) => {
    const ack = await emit('presence:watch', { ...scope, areaId, offset: 0, limit: options.limit });
    if (ack?.ok) {
      client.lastSeq = Math.max(client.lastSeq, ack.data.seq);
      watch(client, areaId);
    }
    return ack;
  };

  const onMessage = (data) => {
    const type = data[0];
    if (type === 0x34 /* 4 message */) {
      const kind = data[1];
      if (kind === 0x32 /* 2 event */) {
        if (data.compare(PAGE_PREFIX, 0, PAGE_PREFIX.length, 0, PAGE_PREFIX.length) !== 0) return;
        const at = seqAt(data);
        let seq = 0;
        for (let i = at; data[i] >= 0x30 && data[i] <= 0x39; i++) seq = seq * 10 + data[i] - 0x30;
        onPage(client, seq, now());
      } else if (kind === 0x33 /* 3 ack */) {
        let i = 2;
        let id = 0;
        for (; data[i] >= 0x30 && data[i] <= 0x39; i++) id = id * 10 + data[i] - 0x30;
        const resolve = client.acks.get(id);
        client.acks.delete(id);
        resolve?.(JSON.parse(data.toString('utf8', i))[0]);
      } else if (kind === 0x30 /* 0 connect */) {
        client.onConnect?.();
      } else if (kind === 0x34 /* 4 connect error */) {
        client.onFail?.(new Error(`connect refused: ${data.toString('utf8', 2)}`));
      }
    } else if (type === 0x32 /* 2 ping */) {
      client.ws.send('3');
    } else if (type === 0x30 /* 0 open */) {
      client.ws.send(`40${JSON.stringify({ token, protocol: 1 })}`);
    }
  };

  /** Opens the socket, connects with the token and enters presence in its area. */
  client.connect = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error('connect timed out after 60 s')), 60_000);
      const fail = (error) => {
        clearTimeout(timer);
        client.onFail = undefined;
        client.ws.terminate();
        reject(error);
      };
      client.onFail = fail;
      client.onConnect = async () => {
        const ack = await client.move(areaId);
        if (!ack?.ok) return fail(new Error(`enter refused: ${JSON.stringify(ack?.error)}`));
        clearTimeout(timer);
        client.onFail = undefined;
        resolve();
      };
      client.ws = new WebSocket(options.url, { perMessageDeflate: false, skipUTF8Validation: true });
      client.ws.on('message', onMessage);
      client.ws.on('error', (error) => client.onFail?.(error));
      client.ws.on('close', () => {
        if (client.connected) disconnects++;
        client.connected = false;
        client.onFail?.(new Error('closed while connecting'));
      });
    }).then(() => {
      client.connected = true;
    });

  client.startWatching = async () => {
    const ack = await client.watchArea(areaId);
    if (!ack?.ok) throw new Error(`watch refused: ${JSON.stringify(ack?.error)}`);
  };
  return client;
}

/** Runs `task` for every item with at most `concurrency` at once; the failures and the first error. */
async function eachBounded(items, concurrency, task) {
  let next = 0;
  let failures = 0;
  let firstError;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await task(item);
      } catch (error) {
        failures++;
        firstError ??= error.message;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { failures, firstError };
}

async function connect(options) {
  const url = `${options.url}?EIO=4&transport=websocket`;
  watchers = new Map(options.areas.map((id) => [id, []]));
  ringSeq = new Float64Array(options.tokens.length * RING).fill(-1);
  ringTime = new Float64Array(options.tokens.length * RING);
  clients = options.tokens.map((token, index) =>
    createClient(index, token, options.areas[index % options.areas.length], { ...options, url }),
  );
  const started = now();
  const connected = await eachBounded(clients, options.concurrency, (client) => client.connect());
  const connectSeconds = (now() - started) / 1000;
  clients = clients.filter((client) => client.connected);
  const watchStarted = now();
  const watched = await eachBounded(clients, options.concurrency, (client) => client.startWatching());
  send({
    type: 'connected',
    clients: clients.length,
    failures: connected.failures + watched.failures,
    firstError: connected.firstError ?? watched.firstError,
    connectSeconds,
    watchSeconds: (now() - watchStarted) / 1000,
  });
}

const areaIds = () => [...watchers.keys()];

function sendMove(movers, measured, dueAt) {
  let mover;
  for (let tries = 0; tries < 20 && !mover; tries++) {
    const candidate = movers[Math.floor(Math.random() * movers.length)];
    if (!candidate.busy && candidate.connected) mover = candidate;
  }
  if (!mover) return false;
  const areas = areaIds();
  const from = mover.areaId;
  let to = from;
  while (to === from) to = areas[Math.floor(Math.random() * areas.length)];
  // The mover is no watcher of its own move; it watches its new area once the server has its view.
  unwatch(mover);
  const move = {
    seq: Number.POSITIVE_INFINITY,
    measured,
    from,
    to,
    sentAt: 0,
    watchers: [...watchers.get(from), ...watchers.get(to)],
  };
  mover.busy = true;
  mover.areaId = to;
  if (measured) unacked++;
  move.sentAt = now();
  if (measured) lateness.record(move.sentAt - dueAt);
  mover.move(to).then((ack) => {
    if (measured) {
      unacked--;
      moveAcks.record(now() - move.sentAt);
    }
    if (!ack?.ok) {
      failedMoves++;
      firstMoveError ??= JSON.stringify(ack?.error);
      mover.busy = false;
      return;
    }
    move.seq = ack.data.seq;
    onMoveAck(move);
    mover.watchArea(to).then((page) => {
      if (!page?.ok) {
        failedMoves++;
        firstMoveError ??= JSON.stringify(page?.error);
      }
      mover.busy = false;
    });
  });
  return true;
}

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let failedMoves = 0;
let firstMoveError;
let skippedMoves = 0;

async function run(options) {
  const movers = clients.slice(0, Math.max(1, Math.min(clients.length, options.sample)));
  const interval = 1000 / options.rate;
  const warmupEnd = now() + options.warmupSeconds * 1000;
  let measureStart;
  let measureEnd;
  let moves = 0;
  let cpuStart;
  let waitStart;
  let next = now();
  await new Promise((resolve) => {
    const tick = () => {
      const at = now();
      while (next <= at) {
        const measured = next >= warmupEnd;
        if (measured && measureStart === undefined) {
          measureStart = next;
          measureEnd = measureStart + options.seconds * 1000;
          cpuStart = process.cpuUsage();
          waitStart = runQueueWaitMs();
          pagesReceived = 0;
          loopDelay.enable();
          send({ type: 'measuring' });
        }
        if (measured && next >= measureEnd) return resolve();
        if (sendMove(movers, measured, next)) {
          if (measured) moves++;
        } else skippedMoves++;
        next += interval;
      }
      setTimeout(tick, Math.max(0, next - now()));
    };
    tick();
  });
  const cpu = process.cpuUsage(cpuStart);
  const waited = runQueueWaitMs() - waitStart;
  loopDelay.disable();
  const wallMs = now() - measureStart;
  send({ type: 'measured' });
  const drainEnd = now() + options.drainSeconds * 1000;
  while ((outstanding > 0 || unacked > 0) && now() < drainEnd) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  send({
    type: 'result',
    moves,
    movesPerSecond: (moves * 1000) / wallMs,
    skippedMoves,
    failedMoves,
    firstMoveError,
    samples: fanOut.count,
    // Watchers a measured move never reached within the drain time; counted as slowest.
    missing: outstanding + unacked,
    approximate,
    fanOutMs: fanOut.summary(outstanding),
    moveAckMs: moveAcks.summary(unacked),
    sendLatenessMs: lateness.summary(0),
    pagesPerSecond: pagesReceived / (wallMs / 1000),
    disconnects,
    generatorCpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
    generatorWaitPercent: (waited / wallMs) * 100,
    // How late the generator's own event loop ran its timers: a blocked generator sends late.
    generatorLoopDelayMs: {
      p99: Math.round(loopDelay.percentile(99) / 1e5) / 10,
      max: Math.round(loopDelay.max / 1e5) / 10,
    },
  });
}

process.on('message', (message) => {
  if (message.type === 'connect') {
    connect(message).catch((error) => send({ type: 'error', message: error.stack }));
  } else if (message.type === 'run') {
    run(message).catch((error) => send({ type: 'error', message: error.stack }));
  } else if (message.type === 'close') {
    for (const client of clients) client.ws.terminate();
    // Exits once the sockets are gone (so that --cpu-prof can write its profile).
    setTimeout(() => process.exit(0), 200);
  }
});
