import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import {
  type ChatMessage,
  chatEvents,
  type MediaBoardCount,
  mediaBoardEvents,
  PRESENCE_GHOST_TIMEOUT_MS,
  type PresencePage,
  presenceEvents,
  REFRESH_COOKIE_NAME,
  type SocialWallPostRemoved,
  type SocialWallPushedPost,
  socialWallEvents,
  type VenueVersion,
} from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { type Attendee, attendees } from '../media-board/media-board-test.helpers';
import { BOARD, joinBoard } from '../whiteboard/whiteboard-test.helpers';
import { ask, connectClient, dropRedisKeys, realtimeStores, tokenFor, until } from './realtime-test.helpers';

const SERVER_ENTRY = resolve(import.meta.dirname, '../../main.ts');
const LIVE = { architectureId: 'example-expo', mode: 'LIVE' } as const;

type Node = { process: ChildProcess; url: string; output: string[] };

/** A real server process (the TypeScript entry run by tsx), resolved once it listens. */
function startNode(name: string, env: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join('')}`)), 50_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Atrium is running at (http:\/\/[^\s/]+)\//.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolvePromise({ process: child, url: match[1]!, output });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join('')}`));
    });
  });
}

const needsBoth = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
// In CI both must be there (these throw otherwise); elsewhere the suite says why it is skipped.
testDialects();
realtimeStores();

describe.runIf(needsBoth)('two server nodes on one PostgreSQL and one Redis', () => {
  let app: TestApp;
  let a: Node;
  let b: Node;
  let nodeEnv: Record<string, string>;
  const prefix = `test-${randomUUID()}`;
  const clients: Socket[] = [];
  const connect = async (node: Node, token: string, record: Record<string, unknown[]> = {}) => {
    const socket = await connectClient(node.url, token, { record });
    clients.push(socket);
    return socket;
  };

  beforeAll(async () => {
    // The shared database (a schema of its own), its venue and users; this process is no node.
    app = await createTestApp('postgres');
    await publishExampleVenue(app);
    const env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      DATABASE_URL: app.config.databaseUrl!,
      DATA_DIR: app.dataDir,
      WEB_DIST_DIR: join(app.dataDir, 'no-web'),
      ADMIN_EMAIL: app.config.admin.email,
      ADMIN_PASSWORD: app.config.admin.password,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: prefix,
    };
    nodeEnv = env;
    a = await startNode('node A', env);
    b = await startNode('node B', env);
  }, 120_000);

  const extraNodes: Node[] = [];
  afterAll(async () => {
    for (const socket of clients) socket.close();
    for (const node of [a, b, ...extraNodes]) node?.process.kill('SIGKILL');
    await app?.cleanup();
    await dropRedisKeys(prefix);
  });

  async function attendee(name: string) {
    const email = `${name.toLowerCase().replace(/\W/g, '-')}-${randomUUID()}@test.local`;
    const token = await tokenFor(app, ['attendee'], email);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/userProfile/architecture/example-expo/userProfile',
      headers: { authorization: `Bearer ${token}` },
      payload: { attributes: { name } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { token, email };
  }

  /** An attendee with a profile name, and their user id. */
  async function chatter(name: string) {
    const { token, email } = await attendee(name);
    const user = await app.services.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { token, id: user.id };
  }

  async function okOf<T = unknown>(socket: Socket, event: { name: string }, payload: object): Promise<T> {
    const ack = (await ask(socket, event.name, payload)) as { ok: boolean; data?: T; error?: unknown };
    if (!ack.ok) throw new Error(`${event.name} refused: ${JSON.stringify(ack.error)}`);
    return ack.data as T;
  }

  const sendOn = (socket: Socket, conversationId: string, text: string) =>
    okOf<ChatMessage>(socket, chatEvents.send, { conversationId, clientKey: randomUUID(), text });

  const namesAndAreas = (page: PresencePage | undefined) =>
    page?.entries.map((entry) => `${entry.name}@${entry.areaId}`) ?? [];

  it('pushes a publication made through one node to the clients of the other', async () => {
    const versions: VenueVersion[] = [];
    await connect(b, (await attendee('Version Watcher')).token, { 'venue:version': versions });
    await until(() => versions.length === 1);
    const admin = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: app.config.admin.email, password: app.config.admin.password }),
    });
    const { accessToken } = (await admin.json()) as { accessToken: string };
    const published = await fetch(`${a.url}/api/designer/publish/example-expo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(published.status).toBe(200);
    const { publishedVersion } = (await published.json()) as { publishedVersion: number };
    await until(() => versions.length === 2, 10_000);
    expect(versions[1]).toEqual({ mode: 'LIVE', publishedVersion, publishedArchitectureId: 'example-expo' });
    // Node B serves the new version at once, not after its cache's second.
    const live = await fetch(`${b.url}/api/venue/version`);
    expect(((await live.json()) as VenueVersion).publishedVersion).toBe(publishedVersion);
  });

  it('ends the connections on one node of a session that logged out through the other', async () => {
    const { email } = await attendee('Logging Out');
    await app.services.auth.ensureUser(email, 'user-password', ['attendee']);
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'user-password' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith(`${REFRESH_COOKIE_NAME}=`))!;
    const ended: unknown[] = [];
    const socket = await connect(b, accessToken, { 'session:ended': ended });
    const logout = await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    await until(() => !socket.connected, 10_000);
    expect(ended).toEqual([{ reason: 'ended' }]);
    await expect(connectClient(b.url, accessToken)).rejects.toThrow('auth.unauthorized');
  });

  it('carries chat between nodes, drops a removed member on the other node, and lets the members of a killed node catch up exactly', async () => {
    const c = await startNode('node C', nodeEnv);
    extraNodes.push(c);
    const [ann, bob, cy, dee] = [
      await chatter('Ann Chat A'),
      await chatter('Bob Chat C'),
      await chatter('Cy Chat'),
      await chatter('Dee Chat'),
    ];
    const annSeen: ChatMessage[] = [];
    const onA = await connect(a, ann.token, { [chatEvents.message.name]: annSeen });
    const bobSeen: ChatMessage[] = [];
    const bobOnC = await connect(c, bob.token, { [chatEvents.message.name]: bobSeen });
    const { id: privateId } = await okOf<{ id: string }>(onA, chatEvents.openPrivate, {
      ...LIVE,
      userId: bob.id,
    });
    const room = await okOf<{ id: string }>(onA, chatEvents.openRoom, { ...LIVE, room: { areaId: 'lobby' } });
    await okOf(bobOnC, chatEvents.openRoom, { ...LIVE, room: { areaId: 'lobby' } });

    // A message sent on node A reaches the member on node C, in a private chat and in a room.
    const first = await sendOn(onA, privateId, 'hello from A');
    const inRoom = await sendOn(onA, room.id, 'lobby from A');
    const bobHas = (id: string) => bobSeen.some((message) => message.id === id);
    await until(() => bobHas(first.id) && bobHas(inRoom.id), 10_000);

    // Bob (on C, which cached the group when he wrote there) is removed on node A: C drops
    // its cached membership through the relay and refuses him.
    const group = await okOf<{ id: string }>(onA, chatEvents.createGroup, {
      ...LIVE,
      name: 'Across',
      memberIds: [bob.id, cy.id],
    });
    await sendOn(bobOnC, group.id, 'in the group from C');
    await okOf(onA, chatEvents.updateGroup, { conversationId: group.id, memberIds: [cy.id, dee.id] });
    await until(async () => {
      const ack = (await ask(bobOnC, chatEvents.send.name, {
        conversationId: group.id,
        clientKey: randomUUID(),
        text: 'still in?',
      })) as { ok: boolean; error?: { error: string } };
      return !ack.ok && ack.error?.error === 'chat.not_found';
    }, 10_000);

    // Node C dies. Meanwhile Ann writes, edits and deletes; Bob comes back on node A and
    // syncs from the revisions he saw.
    const cursors = new Map<string, number>();
    for (const message of bobSeen) {
      cursors.set(message.conversationId, Math.max(cursors.get(message.conversationId) ?? 0, message.rev));
    }
    c.process.kill('SIGKILL');
    await until(() => !bobOnC.connected, 20_000);
    const missed1 = await sendOn(onA, privateId, 'missed 1');
    const missed2 = await sendOn(onA, privateId, 'missed 2');
    const missedInRoom = await sendOn(onA, room.id, 'missed in the lobby');
    const edited = await okOf<ChatMessage>(onA, chatEvents.edit, {
      messageId: first.id,
      text: 'hello, edited',
    });
    const deleted = await okOf<ChatMessage>(onA, chatEvents.delete, { messageId: missed1.id });
    // The pushes of these changes are under way (an emit goes through Redis before it is
    // delivered, also on its own node): Bob comes back once they are out, Ann's copy of the
    // last one being the sign. (Arriving during them, he would get a change both pushed and in
    // his sync: the same id and rev, which the client merges.)
    await until(() => annSeen.some((m) => m.id === deleted.id && m.rev === deleted.rev), 10_000);

    const bobBack: ChatMessage[] = [];
    const bobOnA = await connect(a, bob.token, { [chatEvents.message.name]: bobBack });
    const synced = await okOf<{ messages: ChatMessage[]; complete: boolean }>(bobOnA, chatEvents.sync, {
      ...LIVE,
      cursors: [...cursors].map(([conversationId, rev]) => ({ conversationId, rev })),
    });
    const described = (messages: ChatMessage[]) =>
      messages.map((m) => `${m.id} rev ${m.rev} ${m.deletedBy ?? ''} ${m.text}`).sort();
    expect(synced.complete).toBe(true);
    expect(described(synced.messages)).toEqual(described([missed2, missedInRoom, edited, deleted]));
    expect(deleted.deletedBy).toBe('AUTHOR');

    await okOf(bobOnA, chatEvents.openRoom, { ...LIVE, room: { areaId: 'lobby' } });
    const after = await sendOn(onA, room.id, 'after the return');
    await until(() => bobBack.some((message) => message.id === after.id), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing twice: what is pushed after the return is the new message only, once.
    expect(bobBack.map((message) => `${message.text} ${message.id}`)).toEqual([`${after.text} ${after.id}`]);
  }, 90_000);

  it('counts 200 attendees liking one piece on both nodes at once exactly, and a watcher on B sees likes made on A', async () => {
    const like = { ...LIVE, mediaBoardId: 'talks', contentPieceId: 'talk-privacy' };
    const crowd = await attendees(app, 200);
    const counts: MediaBoardCount[] = [];
    const watcher = await connect(b, crowd[0]!.token, { [mediaBoardEvents.count.name]: counts });
    expect(await ask(watcher, mediaBoardEvents.watch.name, { ...LIVE, mediaBoardId: 'talks' })).toMatchObject(
      {
        ok: true,
        data: { counts: {} },
      },
    );
    const latest = () => counts.filter((count) => count.contentPieceId === like.contentPieceId).at(-1)?.likes;
    const post = async (node: Node, who: Attendee, path: 'like' | 'unlike') => {
      const response = await fetch(`${node.url}/api/media-board/${path}`, {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: JSON.stringify(like),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { likes: number };
    };

    // A like made on A reaches the watcher on B.
    await post(a, crowd[1]!, 'like');
    await until(() => latest() === 1, 10_000);
    // Everyone at once, each on both nodes (a double click spread over two nodes).
    await Promise.all(crowd.flatMap((who) => [post(a, who, 'like'), post(b, who, 'like')]));
    await until(() => latest() === 200, 10_000);
    const stored = () =>
      app.services.database.db
        .selectFrom('media_board_like_counts')
        .select('likes')
        .where('media_board_id', '=', 'talks')
        .where('content_piece_id', '=', like.contentPieceId)
        .executeTakeFirstOrThrow();
    expect(Number((await stored()).likes)).toBe(200);

    await Promise.all(crowd.flatMap((who) => [post(b, who, 'unlike'), post(a, who, 'unlike')]));
    await until(() => latest() === 0, 10_000);
    expect(Number((await stored()).likes)).toBe(0);
  }, 60_000);

  it('pushes a social wall post made through node A to a watcher on node B, and its hiding', async () => {
    const wall = { ...LIVE, wallId: 'expo-wall' };
    const [writer, reader] = [await chatter('Wall Writer A'), await chatter('Wall Reader B')];
    const posts: SocialWallPushedPost[] = [];
    const removed: SocialWallPostRemoved[] = [];
    const onB = await connect(b, reader.token, {
      [socialWallEvents.post.name]: posts,
      [socialWallEvents.postRemoved.name]: removed,
    });
    await okOf(onB, socialWallEvents.watch, wall);
    const created = await fetch(`${a.url}/api/social-wall/expo-wall/posts?architectureId=example-expo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'from node A' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await until(() => posts.some((post) => post.id === id && post.text === 'from node A'), 10_000);
    const admin = await tokenFor(app, ['administrator']);
    const hidden = await fetch(`${a.url}/api/social-wall/posts/${id}/hide`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hidden: true }),
    });
    expect(hidden.status).toBe(200);
    await until(() => removed.some((removal) => removal.postId === id), 10_000);
    expect(posts.filter((post) => post.id === id)).toHaveLength(1);
  });

  it('carries whiteboard changes and awareness between nodes, each change stored once', async () => {
    const onA = await joinBoard(a.url, (await attendee('Ann Board A')).token);
    const onB = await joinBoard(b.url, (await attendee('Bob Board B')).token);
    clients.push(onA.socket, onB.socket);
    expect((await onA.draw('from-a')).ok).toBe(true);
    await until(() => 'from-a' in onB.shapes(), 10_000);
    expect((await onB.draw('from-b')).ok).toBe(true);
    await until(() => 'from-b' in onA.shapes(), 10_000);
    onA.awareness.setLocalState({ cursor: { x: 1, y: 1 } });
    expect((await onA.sendAwareness()).ok).toBe(true);
    await until(() => onB.awareness.getStates().get(onA.doc.clientID)?.user?.name === 'Ann Board A', 10_000);
    // Only the node a change reached stores it: two changes, two rows.
    const stored = await app.services.whiteboard.repository.load(BOARD);
    expect(stored.updates).toHaveLength(2);
  });

  it(
    'shows on node A an attendee of node B arrive and move, takes them out when B is killed, and back when they reconnect to A',
    async () => {
      const pages: PresencePage[] = [];
      const watcher = await connect(a, (await attendee('Ann on A')).token, { 'presence:page': pages });
      const mover = await attendee('Bob on B');
      expect(await ask(watcher, presenceEvents.watch.name, LIVE)).toMatchObject({
        ok: true,
        data: { total: 0 },
      });
      const latest = () => namesAndAreas(pages.at(-1));

      const onB = await connect(b, mover.token);
      expect(await ask(onB, presenceEvents.move.name, { ...LIVE, areaId: 'lobby' })).toMatchObject({
        ok: true,
      });
      await until(() => latest().join() === 'Bob on B@lobby', 10_000);
      expect(await ask(onB, presenceEvents.move.name, { ...LIVE, areaId: 'auditorium' })).toMatchObject({
        ok: true,
      });
      await until(() => latest().join() === 'Bob on B@auditorium', 10_000);
      expect(pages.at(-1)?.counts).toEqual({ auditorium: 1 });

      b.process.kill('SIGKILL');
      await until(() => latest().length === 0, PRESENCE_GHOST_TIMEOUT_MS);
      expect(pages.at(-1)?.counts).toEqual({});

      const backOnA = await connect(a, mover.token);
      expect(await ask(backOnA, presenceEvents.move.name, { ...LIVE, areaId: 'expo-hall' })).toMatchObject({
        ok: true,
      });
      await until(() => latest().join() === 'Bob on B@expo-hall', 10_000);
    },
    PRESENCE_GHOST_TIMEOUT_MS + 30_000,
  );
});
