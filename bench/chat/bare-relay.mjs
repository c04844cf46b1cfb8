// The baseline of bench/chat: a bare Socket.IO relay speaking Atrium's chat events, so that the same
// generator drives both. No token check (the token's subject is read, not verified), no database,
// no rate limit, no idempotency: `chat:send` is relayed to the other members of the conversation's
// Socket.IO room and acknowledged with the message — the floor of a chat's delivery.
//   node bare-relay.mjs '{"port":4481}'
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const { port } = JSON.parse(process.argv[2] ?? '{}');
const REALTIME_PATH = '/api/realtime';

/** Conversations by id: their kind and message counter. */
const conversations = new Map();

/** A conversation's id from its key (UUID-shaped, the same for every member who opens it). */
function conversationFor(key, kind) {
  const hex = createHash('sha256').update(key).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  if (!conversations.has(id)) conversations.set(id, { id, kind, seq: 0 });
  return conversations.get(id);
}

const ok = (data) => ({ ok: true, data });
const refused = (error, errMsg) => ({ ok: false, error: { error, errMsg } });
const isId = (value) => typeof value === 'string' && value.length > 0 && value.length <= 200;

const io = new Server(createServer(), { path: REALTIME_PATH, serveClient: false });

io.use((socket, next) => {
  const { token, protocol } = socket.handshake.auth ?? {};
  if (typeof token !== 'string' || protocol !== 1) return next(new Error('unauthorized'));
  try {
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    socket.data.uid = String(sub);
    // The name the bench gives the user in Atrium's database (see ../presence/atrium-seed.mjs).
    socket.data.name = `Bench Attendee ${String(sub).slice(-5)}`;
    next();
  } catch {
    next(new Error('unauthorized'));
  }
});

io.on('connection', (socket) => {
  const author = { uid: socket.data.uid, name: socket.data.name };

  const open = (conversation, payload, ack) => {
    socket.join(conversation.id);
    ack(
      ok({
        id: conversation.id,
        kind: conversation.kind,
        architectureId: payload.architectureId,
        mode: payload.mode,
        name: '',
        members: [],
        rev: conversation.seq,
        unread: 0,
        updatedAt: Date.now(),
      }),
    );
  };

  socket.on('chat:open-room', (payload, ack) => {
    if (typeof ack !== 'function') return;
    const { architectureId, mode, room } = payload ?? {};
    if (!isId(architectureId) || !isId(mode) || !isId(room?.areaId)) {
      return ack(refused('validation.failed', 'bad room'));
    }
    const key = `room|${architectureId}|${mode}|${room.areaId}|${room.widgetId ?? ''}`;
    open(conversationFor(key, 'ROOM'), payload, ack);
  });

  socket.on('chat:open-private', (payload, ack) => {
    if (typeof ack !== 'function') return;
    const { architectureId, mode, userId } = payload ?? {};
    if (!isId(architectureId) || !isId(mode) || !isId(userId) || userId === author.uid) {
      return ack(refused('validation.failed', 'bad private chat'));
    }
    const pair = [author.uid, userId].sort().join('|');
    open(conversationFor(`private|${architectureId}|${mode}|${pair}`, 'PRIVATE'), payload, ack);
  });

  socket.on('chat:send', (payload, ack) => {
    if (typeof ack !== 'function') return;
    const { conversationId, clientKey, text } = payload ?? {};
    const conversation = conversations.get(conversationId);
    if (!conversation || !socket.rooms.has(conversationId)) {
      return ack(refused('chat.not_found', 'No such conversation.'));
    }
    if (!isId(clientKey) || typeof text !== 'string' || text.length > 4000) {
      return ack(refused('validation.failed', 'bad message'));
    }
    conversation.seq++;
    const message = {
      id: randomUUID(),
      conversationId,
      seq: conversation.seq,
      rev: conversation.seq,
      author,
      text,
      createdAt: Date.now(),
    };
    socket.to(conversationId).emit('chat:message', message);
    ack(ok({ ...message, clientKey }));
  });
});

io.httpServer.listen(port, '127.0.0.1', () => console.log('ready'));
// Exits on the runner's SIGTERM, so that --cpu-prof writes its profile.
process.on('SIGTERM', () => process.exit(0));
