// The load generator of bench/whiteboard, run by run.mjs in a process of its own (pinned to the
// other core): real Yjs clients (yjs, y-protocols) over socket.io-client, speaking the
// whiteboard's protocol as the web app does. Commands from the runner (IPC):
//   { type: 'fanout', base, tokens, board, rate, seconds, warmupSeconds, drainSeconds }
//       every client joins `board`, then adds a shape to the shared map at `rate` per second
//       (spread evenly); latency of a shape: from its send until each other client's document has
//       it (a map observer). → { type: 'result', … }
//   { type: 'open', base, tokens, boards, shapes } one client per board joins it and adds `shapes`
//       shapes, and stays. → { type: 'opened', boards, failures, firstError }
//   { type: 'close' }
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { io } from 'socket.io-client';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { createHistogram } from '../presence/histogram.mjs';
import { runQueueWaitMs } from '../presence/processes.mjs';

const send = (message) => process.send(message);
const now = () => performance.now();
const sockets = [];
let disconnects = 0;
const disconnectReasons = {};
let acceptedBytes = 0;

/** A Yjs participant of a board; `onShape(id)` for every shape another participant added. */
async function participant(base, token, board, onShape = () => {}) {
  const socket = io(base, {
    path: '/api/realtime/',
    transports: ['websocket'],
    reconnection: false,
    auth: { token, protocol: 1 },
  });
  sockets.push(socket);
  socket.on('disconnect', (reason) => {
    disconnects++;
    disconnectReasons[reason] = (disconnectReasons[reason] ?? 0) + 1;
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const doc = new Y.Doc();
  const shapes = doc.getMap('elements');
  shapes.observe((event, transaction) => {
    if (transaction.origin !== 'remote') return;
    for (const key of event.keysChanged) onShape(key);
  });
  socket.on('whiteboard:update', (payload) => {
    if (payload.boardId !== board.boardId) return;
    const decoder = decoding.createDecoder(new Uint8Array(payload.message));
    syncProtocol.readSyncMessage(decoder, encoding.createEncoder(), doc, 'remote');
  });
  const joined = await socket.timeout(30_000).emitWithAck('whiteboard:join', board);
  if (!joined.ok) throw new Error(`join refused: ${JSON.stringify(joined.error)}`);
  Y.applyUpdate(doc, new Uint8Array(joined.data.update), 'remote');
  const generation = joined.data.generation;
  let refused = 0;
  let firstRefusal;
  return {
    doc,
    get refused() {
      return refused;
    },
    get firstRefusal() {
      return firstRefusal;
    },
    /** Adds a shape and sends the change (resolves on the acknowledgement). */
    async add(id) {
      let update;
      const take = (change) => {
        update = change;
      };
      doc.once('update', take);
      shapes.set(id, {
        type: 'rectangle',
        id,
        x: Math.round(Math.random() * 2000),
        y: Math.round(Math.random() * 2000),
        width: 120,
        height: 80,
        strokeColor: '#1e1e1e',
        version: 1,
      });
      const encoder = encoding.createEncoder();
      syncProtocol.writeUpdate(encoder, update);
      try {
        const ack = await socket
          .timeout(30_000)
          .emitWithAck('whiteboard:sync', { ...board, generation, message: encoding.toUint8Array(encoder) });
        if (ack.ok) acceptedBytes += update.byteLength;
        else {
          refused++;
          firstRefusal ??= JSON.stringify(ack.error);
        }
      } catch (error) {
        // Unanswered (the connection dropped): counted with the refusals.
        refused++;
        firstRefusal ??= String(error);
      }
    },
  };
}

async function fanout({ base, tokens, board, rate, seconds, warmupSeconds, drainSeconds }) {
  const sentAt = new Map();
  const latency = createHistogram();
  let measuring = false;
  let received = 0;
  let expected = 0;
  const clients = [];
  for (const token of tokens) {
    clients.push(
      await participant(base, token, board, (id) => {
        const at = sentAt.get(id);
        if (at === undefined) return;
        received++;
        if (at.measured) latency.record(now() - at.time);
      }),
    );
  }
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const period = 1000 / rate;
  const total = Math.round(rate * (warmupSeconds + seconds));
  const warmupCount = Math.round(rate * warmupSeconds);
  const started = now();
  const pending = [];
  for (let n = 0; n < total; n++) {
    const due = started + n * period;
    const wait = due - now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (n === warmupCount) {
      measuring = true;
      loop.enable();
      send({ type: 'measuring' });
    }
    const client = clients[n % clients.length];
    const id = `s-${n}`;
    sentAt.set(id, { time: now(), measured: measuring });
    if (measuring) expected += clients.length - 1;
    pending.push(client.add(id));
  }
  send({ type: 'measured' });
  loop.disable();
  await Promise.all(pending);
  const deadline = now() + drainSeconds * 1000;
  const all = total * (clients.length - 1);
  while (received < all && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const refused = clients.reduce((sum, client) => sum + client.refused, 0);
  send({
    type: 'result',
    sent: total,
    measuredDeliveries: latency.count,
    expectedDeliveries: expected,
    lost: all - received,
    refused,
    disconnects,
    disconnectReasons,
    acceptedUpdateBytes: acceptedBytes,
    firstRefusal: clients.find((client) => client.firstRefusal)?.firstRefusal,
    latencyMs: latency.summary(Math.max(0, expected - latency.count)),
    generatorLoopP99: loop.percentile(99) / 1e6,
    generatorCpuWaitMs: runQueueWaitMs(),
  });
}

async function open({ base, tokens, boards, shapes }) {
  let failures = 0;
  let firstError;
  for (let i = 0; i < boards.length; i += 20) {
    await Promise.all(
      boards.slice(i, i + 20).map(async (board, offset) => {
        try {
          const client = await participant(base, tokens[(i + offset) % tokens.length], board);
          for (let n = 0; n < shapes; n++) await client.add(`${board.boardId}-${n}`);
        } catch (error) {
          failures++;
          firstError ??= String(error);
        }
      }),
    );
  }
  send({ type: 'opened', boards: boards.length - failures, failures, firstError, disconnects });
}

process.on('message', (message) => {
  const run = { fanout, open }[message.type];
  if (message.type === 'close') {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
  run?.(message).catch((error) => send({ type: 'error', message: String(error?.stack ?? error) }));
});
