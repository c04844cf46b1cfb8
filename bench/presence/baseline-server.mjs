// The baseline of bench/presence: a bare Socket.IO server doing only the broadcast Atrium's presence
// does, with the same events, so that the same generator drives both. No token check (the token's
// subject is read, not verified), no database, no rate limit: the floor of the fan-out.
//   node baseline-server.mjs '{"port":4481,"mode":"batched"|"unbatched","pushesPerSecond":10}'
// On a move the page of each view of the old and the new area is pushed to the view's room (the
// same page for every watcher of a view, encoded once by Socket.IO): at once (unbatched), or at most
// `pushesPerSecond` times a second per area, the changes of a window going out together (batched).
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const { port, mode = 'batched', pushesPerSecond = 10 } = JSON.parse(process.argv[2] ?? '{}');
const REALTIME_PATH = '/api/realtime';
const batchMs = 1000 / pushesPerSecond;

/** name order of the list, then uid (as a stable tie-break). */
const before = (a, b) => a.name < b.name || (a.name === b.name && a.uid < b.uid);

function sortedIndex(list, entry) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(list[middle], entry)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Presence of one venue and mode: entries by uid, each area's list sorted by name, the change counter. */
function createScope() {
  return { seq: 0, entries: new Map(), areas: new Map(), views: new Map(), timers: new Map() };
}

const scopes = new Map();
const scopeOf = (architectureId, mode) => {
  const key = `${architectureId}|${mode}`;
  if (!scopes.has(key)) scopes.set(key, { key, ...createScope() });
  return scopes.get(key);
};

const areaList = (scope, areaId) => {
  if (!scope.areas.has(areaId)) scope.areas.set(areaId, []);
  return scope.areas.get(areaId);
};

function remove(scope, entry) {
  const list = areaList(scope, entry.areaId);
  const at = sortedIndex(list, entry);
  if (list[at]?.uid === entry.uid) list.splice(at, 1);
  scope.entries.delete(entry.uid);
}

function insert(scope, entry) {
  const list = areaList(scope, entry.areaId);
  list.splice(sortedIndex(list, entry), 0, entry);
  scope.entries.set(entry.uid, entry);
}

function pageOf(scope, areaId, offset, limit) {
  const list = areaList(scope, areaId);
  const counts = {};
  for (const [id, members] of scope.areas) if (members.length > 0) counts[id] = members.length;
  return { total: list.length, offset, entries: list.slice(offset, offset + limit), counts, seq: scope.seq };
}

const io = new Server(createServer(), { path: REALTIME_PATH, serveClient: false });
const rooms = io.of('/').adapter.rooms;

/** Pushes the page of every watched view of the area to the view's room. */
function push(scope, areaId) {
  const views = scope.views.get(areaId);
  if (!views) return;
  for (const [room, view] of views) {
    if (!rooms.has(room)) {
      views.delete(room);
      continue;
    }
    io.to(room).emit('presence:page', pageOf(scope, areaId, view.offset, view.limit));
  }
}

function changed(scope, areaId) {
  if (mode === 'unbatched') return push(scope, areaId);
  if (scope.timers.has(areaId)) return;
  scope.timers.set(
    areaId,
    setTimeout(() => {
      scope.timers.delete(areaId);
      push(scope, areaId);
    }, batchMs),
  );
}

const ok = (data) => ({ ok: true, data });
const refused = (errMsg) => ({ ok: false, error: { error: 'validation.invalid', errMsg } });
const isId = (value) => typeof value === 'string' && value.length > 0 && value.length <= 200;

io.use((socket, next) => {
  const { token, protocol } = socket.handshake.auth ?? {};
  if (typeof token !== 'string' || protocol !== 1) return next(new Error('unauthorized'));
  try {
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    socket.data.uid = String(sub);
    // The name the bench gives the user in Atrium's database (see atrium-seed.mjs).
    socket.data.name = `Bench Attendee ${String(sub).slice(-5)}`;
    next();
  } catch {
    next(new Error('unauthorized'));
  }
});

io.on('connection', (socket) => {
  const { uid, name } = socket.data;
  let present; // { scope, entry }
  let watching; // room name

  const leave = () => {
    if (!present) return;
    const { scope, entry } = present;
    remove(scope, entry);
    scope.seq++;
    present = undefined;
    changed(scope, entry.areaId);
  };

  socket.on('presence:move', (payload, ack) => {
    if (typeof ack !== 'function') return;
    const { architectureId, mode: venueMode, areaId } = payload ?? {};
    if (!isId(architectureId) || !isId(venueMode) || !isId(areaId)) return ack(refused('bad move'));
    const scope = scopeOf(architectureId, venueMode);
    if (present && present.scope !== scope) leave();
    const old = present?.entry;
    if (old) remove(scope, old);
    const entry = { uid, areaId, name, company: '', title: '', timestamp: Date.now() };
    insert(scope, entry);
    scope.seq++;
    present = { scope, entry };
    ack(ok({ entry, seq: scope.seq }));
    if (old && old.areaId !== areaId) changed(scope, old.areaId);
    changed(scope, areaId);
  });

  socket.on('presence:watch', (payload, ack) => {
    if (typeof ack !== 'function') return;
    const { architectureId, mode: venueMode, areaId, offset = 0, limit = 50 } = payload ?? {};
    if (!isId(architectureId) || !isId(venueMode) || !isId(areaId)) return ack(refused('bad view'));
    if (!Number.isInteger(offset) || !Number.isInteger(limit) || offset < 0 || limit < 1 || limit > 100) {
      return ack(refused('bad window'));
    }
    const scope = scopeOf(architectureId, venueMode);
    const room = `${scope.key}|${areaId}|${offset}|${limit}`;
    if (watching !== room) {
      if (watching) socket.leave(watching);
      socket.join(room);
      watching = room;
      if (!scope.views.has(areaId)) scope.views.set(areaId, new Map());
      scope.views.get(areaId).set(room, { offset, limit });
    }
    ack(ok(pageOf(scope, areaId, offset, limit)));
  });

  socket.on('presence:leave', (_payload, ack) => {
    leave();
    if (typeof ack === 'function') ack(ok({}));
  });

  socket.on('disconnect', leave);
});

io.httpServer.listen(port, '127.0.0.1', () => console.log('ready'));
