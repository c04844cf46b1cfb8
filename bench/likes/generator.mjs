// The load generator of bench/likes, run by run.mjs in a process of its own (pinned to the other
// core). Watchers connect (Socket.IO's wire format over plain ws, as bench/chat's) and watch the
// board; likers then send POST /api/media-board/like over keep-alive HTTP at a set rate, round
// robin over the likers, each liking the board's pieces in a shuffled order of its own — likes
// only, so each piece's count only grows and a push of count c shows every like whose answer said
// c or less. Latency of a like: from its request until each watcher has a push of its piece with at
// least the count the like's answer gave (worked out after the run, from every push's arrival).
// Commands from the runner (IPC):
//   { type: 'connect', base, watchers: [token], board: { architectureId, mode, mediaBoardId } }
//       → { type: 'connected', watchers, failures, firstError }
//   { type: 'run', likers: [token], pieces: [id], rate, warmupSeconds, seconds, drainSeconds,
//     concurrency } → { type: 'measuring' }, { type: 'measured' }, { type: 'result', … }
//   { type: 'close' }
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createWireClient } from '../chat/wire-client.mjs';
import { createHistogram } from '../presence/histogram.mjs';
import { runQueueWaitMs } from '../presence/processes.mjs';

const PUSH_PREFIX = Buffer.from('42["media-board:count",');
const send = (message) => process.send(message);
const now = () => performance.now();

let watchers = [];
let board;
let base;
let disconnects = 0;

/** Pushes seen by each watcher: per piece, counts (ascending) and their arrival times. */
function pushLog(pieces) {
  return new Map(pieces.map((piece) => [piece, { counts: [], times: [] }]));
}

async function connect({ base: url, watchers: tokens, board: watched }) {
  base = url;
  board = watched;
  const wsUrl = `${url.replace('http', 'ws')}/api/realtime/?EIO=4&transport=websocket`;
  let failures = 0;
  let firstError;
  const connected = [];
  for (let i = 0; i < tokens.length; i += 50) {
    await Promise.all(
      tokens.slice(i, i + 50).map(async (token) => {
        const watcher = { log: undefined };
        watcher.client = createWireClient({
          url: wsUrl,
          auth: { token, protocol: 1 },
          now,
          onClose: () => disconnects++,
          onEvent: (data, at) => {
            if (data.compare(PUSH_PREFIX, 0, PUSH_PREFIX.length, 0, PUSH_PREFIX.length) !== 0) return;
            if (!watcher.log) return;
            const count = JSON.parse(data.toString('utf8', 2))[1];
            const entry = watcher.log.get(count.contentPieceId);
            if (!entry) return;
            entry.counts.push(count.likes);
            entry.times.push(at);
          },
        });
        try {
          await watcher.client.connect();
          const ack = await watcher.client.emit('media-board:watch', board);
          if (!ack.ok) throw new Error(`watch refused: ${JSON.stringify(ack.error)}`);
          connected.push(watcher);
        } catch (error) {
          failures++;
          firstError ??= String(error);
          watcher.client.close();
        }
      }),
    );
  }
  watchers = connected;
  send({ type: 'connected', watchers: watchers.length, failures, firstError });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One like over HTTP; resolves to { status, likes } when answered. */
function postLike(token, body) {
  return new Promise((resolve) => {
    const request = http.request(
      `${base}/api/media-board/like`,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: response.statusCode,
            likes: response.statusCode === 200 ? JSON.parse(text).likes : undefined,
            text,
          });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.end(JSON.stringify(body));
  });
}

function shuffled(items) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** The first time the watcher had a count of the piece of at least `count` (binary search). */
function seenAt(entry, count) {
  let lo = 0;
  let hi = entry.counts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entry.counts[mid] < count) lo = mid + 1;
    else hi = mid;
  }
  return lo < entry.counts.length ? entry.times[lo] : undefined;
}

async function run({ likers: tokens, pieces, rate, warmupSeconds, seconds, drainSeconds, concurrency }) {
  for (const watcher of watchers) watcher.log = pushLog(pieces);
  const likers = tokens.map((token) => ({ token, order: shuffled(pieces), next: 0 }));
  const total = Math.floor(rate * (warmupSeconds + seconds));
  const likes = [];
  const answer = createHistogram();
  let refused = 0;
  let firstRefusal;
  let inFlight = 0;
  let skipped = 0;
  let turn = 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const start = now();
  const measureFrom = start + warmupSeconds * 1000;
  const measureTo = measureFrom + seconds * 1000;
  let measuring = false;
  let cpuStart;
  let waitStart;

  const fire = () => {
    const liker = likers[turn++ % likers.length];
    if (liker.next >= liker.order.length) return;
    if (inFlight >= concurrency) {
      skipped++;
      return;
    }
    const piece = liker.order[liker.next++];
    const sentAt = now();
    const like = { sentAt, piece, likes: undefined, measured: sentAt >= measureFrom && sentAt < measureTo };
    likes.push(like);
    inFlight++;
    postLike(liker.token, { ...board, contentPieceId: piece }).then((result) => {
      inFlight--;
      if (result.status === 200) {
        like.likes = result.likes;
        if (like.measured) answer.record(now() - sentAt);
      } else {
        refused++;
        firstRefusal ??= `${result.status} ${result.text.slice(0, 200)}`;
      }
    });
  };

  // Evenly spaced sends: each tick sends what the clock says is due.
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const elapsed = now() - start;
      if (!measuring && now() >= measureFrom) {
        measuring = true;
        cpuStart = process.cpuUsage();
        waitStart = runQueueWaitMs();
        loop.enable();
        send({ type: 'measuring' });
      }
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate));
      for (; sent < due; sent++) fire();
      if (sent >= total) return resolve();
      setTimeout(tick, 1);
    };
    tick();
  });
  const measuredWall = now() - measureFrom;
  const cpu = process.cpuUsage(cpuStart);
  const wait = runQueueWaitMs() - waitStart;
  loop.disable();
  send({ type: 'measured' });
  const drainUntil = now() + drainSeconds * 1000;
  while (inFlight > 0 && now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
  // Pushes after the last answer: a window of the server's coalescing, and the read after it.
  await new Promise((r) => setTimeout(r, 1000));

  const seen = createHistogram();
  let missing = 0;
  const measured = likes.filter((like) => like.measured && like.likes !== undefined);
  for (const like of measured) {
    for (const watcher of watchers) {
      const at = seenAt(watcher.log.get(like.piece), like.likes);
      if (at === undefined) missing++;
      else seen.record(at - like.sentAt);
    }
  }
  const pushes = watchers.reduce(
    (sum, watcher) => sum + [...watcher.log.values()].reduce((n, entry) => n + entry.counts.length, 0),
    0,
  );
  const elapsedSeconds = (now() - start) / 1000;
  send({
    type: 'result',
    sentPerSecond: measured.length / (measuredWall / 1000),
    acceptedPerSecond:
      likes.filter((like) => like.measured && like.likes !== undefined).length / (measuredWall / 1000),
    skippedForConcurrency: skipped,
    refused,
    firstRefusal,
    answerMs: answer.summary(),
    watcherSeesMs: seen.summary(missing),
    missingViews: missing,
    pushesPerWatcherPerSecond: pushes / watchers.length / elapsedSeconds,
    disconnects,
    generatorCpuPercent: ((cpu.user + cpu.system) / 1000 / measuredWall) * 100,
    generatorWaitPercent: (wait / measuredWall) * 100,
    generatorLoopDelayP99Ms: loop.percentile(99) / 1e6,
  });
}

process.on('message', (message) => {
  const handle = { connect, run, close: async () => process.exit(0) }[message.type];
  Promise.resolve(handle?.(message)).catch((error) =>
    send({ type: 'error', message: String(error?.stack ?? error) }),
  );
});
