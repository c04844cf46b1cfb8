import { type MediaBoardCount, mediaBoardEvents } from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { call, ok, refused } from '../chat/chat-test.helpers';
import {
  connectClient,
  type RealtimeApp,
  realtimeTargets,
  startRealtimeApp,
  until,
} from '../realtime/realtime-test.helpers';
import { MAX_WATCHED_BOARDS } from './media-board-rate-limits';
import {
  type Attendee,
  attendees,
  BOARD,
  LIVE,
  likeOf,
  likeOk,
  PIECES,
  stageWithBoard,
} from './media-board-test.helpers';

const [SCALING, ACCESSIBILITY] = PIECES;
const WATCH = { ...LIVE, mediaBoardId: BOARD };

describe.each(realtimeTargets())('watching a media board ($name)', (target) => {
  let app: RealtimeApp;
  const sockets: Socket[] = [];

  async function watcher(who: Attendee) {
    const counts: MediaBoardCount[] = [];
    const socket = await connectClient(app.url, who.token, {
      record: { [mediaBoardEvents.count.name]: counts },
    });
    sockets.push(socket);
    return {
      socket,
      counts,
      latest: (piece: string) => counts.filter((c) => c.contentPieceId === piece).at(-1)?.likes,
    };
  }

  beforeAll(async () => {
    app = await startRealtimeApp(target);
    await publishExampleVenue(app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => app?.cleanup());

  it('answers the counts on watch, pushes each change of a piece, and nothing after unwatch', async () => {
    const [ann, bob] = await attendees(app, 2);
    await likeOk(app, bob!, 'like', likeOf(ACCESSIBILITY));
    const view = await watcher(ann!);
    expect(await ok(view.socket, mediaBoardEvents.watch, WATCH)).toEqual({
      mediaBoardId: BOARD,
      counts: { [ACCESSIBILITY]: 1 },
      liked: [],
    });

    await likeOk(app, bob!, 'like', likeOf(SCALING));
    await until(() => view.latest(SCALING) === 1);
    expect(view.counts.at(-1)).toEqual({ mediaBoardId: BOARD, contentPieceId: SCALING, likes: 1 });
    await likeOk(app, ann!, 'like', likeOf(SCALING));
    await until(() => view.latest(SCALING) === 2);
    await likeOk(app, bob!, 'unlike', likeOf(SCALING));
    await until(() => view.latest(SCALING) === 1);

    // A like of a comment moves no count, so nothing is pushed for it; the next change is.
    const seen = view.counts.length;
    await likeOk(app, bob!, 'like', likeOf(ACCESSIBILITY, { commentId: 'c1' }));
    await likeOk(app, bob!, 'unlike', likeOf(ACCESSIBILITY));
    await until(() => view.latest(ACCESSIBILITY) === 0);
    expect(view.counts.slice(seen).map((c) => `${c.contentPieceId}=${c.likes}`)).toEqual([
      `${ACCESSIBILITY}=0`,
    ]);

    expect(await ok(view.socket, mediaBoardEvents.unwatch, WATCH)).toEqual({});
    const other = await watcher(bob!);
    await ok(other.socket, mediaBoardEvents.watch, WATCH);
    await likeOk(app, bob!, 'like', likeOf(ACCESSIBILITY));
    await until(() => other.latest(ACCESSIBILITY) === 1);
    expect(view.latest(ACCESSIBILITY)).toBe(0);
  });

  it('ends a burst of likes with the exact count at every watcher', async () => {
    const crowd = await attendees(app, 60);
    const views = await Promise.all(crowd.slice(0, 3).map(watcher));
    for (const view of views) await ok(view.socket, mediaBoardEvents.watch, WATCH);
    const before = (await ok(views[0]!.socket, mediaBoardEvents.watch, WATCH)).counts[SCALING] ?? 0;
    await Promise.all(crowd.map((who) => likeOk(app, who, 'like', likeOf(SCALING))));
    for (const view of views) await until(() => view.latest(SCALING) === before + 60);
    await Promise.all(crowd.slice(0, 30).map((who) => likeOk(app, who, 'unlike', likeOf(SCALING))));
    for (const view of views) await until(() => view.latest(SCALING) === before + 30);
  });

  it('refuses boards that do not exist, the stage to attendees, bad payloads, and too many boards', async () => {
    const [cat, admin] = [(await attendees(app, 1))[0]!, (await attendees(app, 1, ['administrator']))[0]!];
    const view = await watcher(cat);
    await refused(
      view.socket,
      mediaBoardEvents.watch,
      { ...WATCH, mediaBoardId: 'nope' },
      'media_board.not_found',
    );
    await refused(view.socket, mediaBoardEvents.watch, { ...WATCH, mode: 'STAGE' }, 'auth.forbidden');
    await refused(
      view.socket,
      mediaBoardEvents.watch,
      { ...WATCH, architectureId: 'elsewhere' },
      'venue.not_published',
    );
    for (const payload of [
      {},
      { ...WATCH, extra: 1 },
      { ...WATCH, mediaBoardId: 'x'.repeat(201) },
      { ...LIVE },
      'talks',
    ]) {
      await refused(view.socket, mediaBoardEvents.watch, payload as never, 'validation.failed');
    }
    const error = (await call(view.socket, mediaBoardEvents.watch, {})) as {
      ok: false;
      error: { errMsg: string };
    };
    expect(error.error.errMsg).toEqual(expect.any(String));

    const staged = await watcher(admin);
    expect((await ok(staged.socket, mediaBoardEvents.watch, { ...WATCH, mode: 'STAGE' })).mediaBoardId).toBe(
      BOARD,
    );

    // Watching the same board again is one room; more boards than allowed are refused.
    for (let i = 0; i < MAX_WATCHED_BOARDS + 1; i++) await ok(view.socket, mediaBoardEvents.watch, WATCH);
    expect(
      await ok(view.socket, mediaBoardEvents.unwatch, { ...WATCH, mediaBoardId: 'never-watched' }),
    ).toEqual({});
    await stageWithBoard(app, admin, (widget) => {
      const [first] = widget.configurations;
      for (let i = 0; i <= MAX_WATCHED_BOARDS; i++) {
        widget.configurations.push({ ...first, id: `extra-${i}`, mediaBoardId: `extra-${i}` });
      }
    });
    const stage = { ...LIVE, mode: 'STAGE' } as const;
    for (let i = 0; i < MAX_WATCHED_BOARDS - 1; i++) {
      await ok(staged.socket, mediaBoardEvents.watch, { ...stage, mediaBoardId: `extra-${i}` });
    }
    await refused(
      staged.socket,
      mediaBoardEvents.watch,
      { ...stage, mediaBoardId: 'extra-20' },
      'rate.limited',
    );
    await ok(staged.socket, mediaBoardEvents.unwatch, { ...stage, mediaBoardId: 'extra-0' });
    await ok(staged.socket, mediaBoardEvents.watch, { ...stage, mediaBoardId: 'extra-20' });
  });
});
