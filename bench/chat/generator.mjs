// The load generator of bench/chat, run by run.mjs in a process of its own (pinned to the other
// core). Attendees connect, open their room's chat (rooms of `roomSize` consecutive attendees) and
// the private chat with their neighbour (2k with 2k+1), then take turns sending `chat:send` at a
// set rate — round robin over a shuffled order, so that each attendee sends evenly spaced — into
// their room or, for a share of the messages, their private chat. Each text carries the message's
// number and its send time ("bench#<n>@<ms>"); receivers read both from the push's bytes.
// Commands from the runner (IPC):
//   { type: 'connect', url, attendees: [{ token, uid }], rooms: [room], roomSize, architectureId,
//     mode, privateChats, concurrency }
//       → { type: 'connected', clients, failures, firstError, connectSeconds, openSeconds, … }
//   { type: 'run', rate, warmupSeconds, seconds, privateShare, drainSeconds }
//       → { type: 'measuring' }, { type: 'measured' }, then { type: 'result', … } once every
//         delivery arrived or the drain time is over.
//   { type: 'close' }
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { runQueueWaitMs } from '../presence/processes.mjs';
import { createLedger } from './ledger.mjs';
import { createWireClient } from './wire-client.mjs';

const PUSH_PREFIX = Buffer.from('42["chat:message",');
const MARK = Buffer.from('bench#');

const send = (message) => process.send(message);
const now = () => performance.now();

let clients = [];
/** Conversations as the generator knows them: id, kind, the member clients. */
const conversations = [];
const conversationIndex = new Map();
let ledger;
let disconnects = 0;
let foreignPushes = 0;

function conversationOf(id, kind) {
  let index = conversationIndex.get(id);
  if (index === undefined) {
    index = conversations.length;
    conversations.push({ id, kind, members: [] });
    conversationIndex.set(id, index);
  }
  return index;
}

/** Makes the client a member of the conversation the server answered with; its slot in it. */
function join(client, conversation) {
  const members = conversations[conversation].members;
  members.push(client);
  return members.length - 1;
}

/** A chat:message push reached `client`: the message's number and send time from its text. */
function onEvent(client, data, at) {
  if (data.compare(PUSH_PREFIX, 0, PUSH_PREFIX.length, 0, PUSH_PREFIX.length) !== 0) return;
  let i = data.indexOf(MARK, PUSH_PREFIX.length);
  if (i < 0) {
    foreignPushes++;
    return;
  }
  i += MARK.length;
  let number = 0;
  for (; data[i] >= 0x30 && data[i] <= 0x39; i++) number = number * 10 + data[i] - 0x30;
  // The send time, "<ms>.<3 digits>", read as an integer number of microseconds.
  let sentAtUs = 0;
  for (i++; (data[i] >= 0x30 && data[i] <= 0x39) || data[i] === 0x2e; i++) {
    if (data[i] !== 0x2e) sentAtUs = sentAtUs * 10 + data[i] - 0x30;
  }
  const sentAt = sentAtUs / 1000;
  const conversation = ledger.conversationOf(number);
  const slot =
    conversation === client.room
      ? client.roomSlot
      : conversation === client.private
        ? client.privateSlot
        : -1;
  ledger.delivered(number, client.index, slot, at - sentAt);
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

const refusal = (ack) => new Error(`refused: ${JSON.stringify(ack?.error ?? ack)}`);

async function connect(options) {
  const url = `${options.url}?EIO=4&transport=websocket`;
  const scope = { architectureId: options.architectureId, mode: options.mode };
  clients = options.attendees.map(({ token, uid }, index) => {
    const client = createWireClient({
      url,
      auth: { token, protocol: 1 },
      now,
      onEvent: (data, at) => onEvent(client, data, at),
      onClose: () => disconnects++,
    });
    Object.assign(client, { index, uid, room: -1, roomSlot: -1, private: -1, privateSlot: -1 });
    return client;
  });
  const started = now();
  const connected = await eachBounded(clients, options.concurrency, (client) => client.connect());
  const connectSeconds = (now() - started) / 1000;

  const openStarted = now();
  const roomOpens = await eachBounded(clients, options.concurrency, async (client) => {
    if (!client.connected) return;
    const room = options.rooms[Math.floor(client.index / options.roomSize)];
    const ack = await client.emit('chat:open-room', { ...scope, room });
    if (!ack?.ok) throw refusal(ack);
    client.room = conversationOf(ack.data.id, 'ROOM');
    client.roomSlot = join(client, client.room);
  });
  let privateMismatches = 0;
  const privateOpens = await eachBounded(
    options.privateChats ? clients : [],
    options.concurrency,
    async (client) => {
      const partner = clients[client.index ^ 1];
      if (!client.connected || !partner?.connected) return;
      const ack = await client.emit('chat:open-private', { ...scope, userId: partner.uid });
      if (!ack?.ok) throw refusal(ack);
      client.private = conversationOf(ack.data.id, 'PRIVATE');
      client.privateSlot = join(client, client.private);
      if (partner.private >= 0 && partner.private !== client.private) privateMismatches++;
    },
  );
  const rooms = conversations.filter((conversation) => conversation.kind === 'ROOM');
  send({
    type: 'connected',
    clients: clients.filter((client) => client.connected).length,
    failures: connected.failures,
    firstError: connected.firstError ?? roomOpens.firstError ?? privateOpens.firstError,
    openFailures: roomOpens.failures + privateOpens.failures,
    connectSeconds,
    openSeconds: (now() - openStarted) / 1000,
    rooms: rooms.length,
    roomMembers: {
      min: Math.min(...rooms.map((room) => room.members.length)),
      max: Math.max(...rooms.map((room) => room.members.length)),
    },
    privateChats: conversations.length - rooms.length,
    privateMismatches,
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

const loopDelay = monitorEventLoopDelay({ resolution: 10 });

async function run(options) {
  ledger = createLedger({
    capacity: Math.ceil(options.rate * (options.warmupSeconds + options.seconds)) + 64,
    conversations,
    now,
  });
  const senders = shuffled(clients.filter((client) => client.connected && client.room >= 0));
  let turn = 0;
  const interval = 1000 / options.rate;
  const warmupEnd = now() + options.warmupSeconds * 1000;
  let measureStart;
  let measureEnd;
  let cpuStart;
  let waitStart;
  let skipped = 0;

  /** The next sender's message, due at `dueAt`; false when nobody connected was found. */
  const sendOne = (measured, dueAt) => {
    for (let tries = 0; tries < senders.length; tries++) {
      const sender = senders[turn++ % senders.length];
      if (!sender.connected) continue;
      const toPrivate = sender.private >= 0 && Math.random() < options.privateShare;
      const conversation = toPrivate ? sender.private : sender.room;
      const sentAt = now();
      const number = ledger.sent(conversation, sender.index, measured, sentAt, dueAt);
      const payload = `{"conversationId":"${conversations[conversation].id}","clientKey":"${randomUUID()}","text":"bench#${number}@${sentAt.toFixed(3)}"}`;
      sender.emitRaw('chat:send', payload, (ack) => ledger.answered(number, ack));
      return true;
    }
    return false;
  };

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
          ledger.startWindow();
          loopDelay.enable();
          send({ type: 'measuring' });
        }
        if (measured && next >= measureEnd) return resolve();
        if (!sendOne(measured, next)) skipped++;
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
  const window = ledger.endWindow();
  send({ type: 'measured' });
  const drainEnd = now() + options.drainSeconds * 1000;
  while (!ledger.settled() && now() < drainEnd) await new Promise((resolve) => setTimeout(resolve, 50));
  send({
    type: 'result',
    ...ledger.result(),
    skipped,
    sentPerSecond: (window.sent * 1000) / wallMs,
    acceptedPerSecond: (window.accepted * 1000) / wallMs,
    deliveriesPerSecond: (window.deliveries * 1000) / wallMs,
    foreignPushes,
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
    for (const client of clients) client.close();
    // Exits once the sockets are gone (so that --cpu-prof can write its profile).
    setTimeout(() => process.exit(0), 200);
  }
});
