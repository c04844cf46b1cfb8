import { type SocialWallPostRemoved, type SocialWallPushedPost, socialWallEvents } from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { image } from '../chat/chat-files.fixtures';
import type { TestUser } from '../profiles/profiles-test.helpers';
import {
  ask,
  connectClient,
  type RealtimeApp,
  realtimeTargets,
  startRealtimeApp,
  until,
} from '../realtime/realtime-test.helpers';
import { LIVE, postTo, postUrl, uploadImage, WALL, wallCall, wallUser } from './social-wall-test.helpers';

type Watcher = {
  user: TestUser;
  socket: Socket;
  posts: SocialWallPushedPost[];
  removed: SocialWallPostRemoved[];
};

describe.each(realtimeTargets())('social wall pushes ($name)', (target) => {
  let app: RealtimeApp;
  let bob: TestUser;
  let ada: Watcher;
  let admin: Watcher;
  const sockets: Socket[] = [];

  async function watcher(user: TestUser, watch = true): Promise<Watcher> {
    const posts: SocialWallPushedPost[] = [];
    const removed: SocialWallPostRemoved[] = [];
    const socket = await connectClient(app.url, user.headers.authorization.slice('Bearer '.length), {
      record: { [socialWallEvents.post.name]: posts, [socialWallEvents.postRemoved.name]: removed },
    });
    sockets.push(socket);
    if (watch)
      expect(await ask(socket, socialWallEvents.watch.name, { ...LIVE, wallId: WALL })).toEqual({
        ok: true,
        data: {},
      });
    return { user, socket, posts, removed };
  }

  beforeAll(async () => {
    app = await startRealtimeApp(target);
    await publishExampleVenue(app);
    bob = await wallUser(app, 'Bob');
    ada = await watcher(await wallUser(app, 'Ada'));
    admin = await watcher(await wallUser(app, 'Ann', ['administrator']));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.cleanup();
  });

  const pushedOf = (who: Watcher, postId: string) => who.posts.filter((post) => post.id === postId);

  it('pushes a new post and its changes to watchers, without the per-viewer fields', async () => {
    const post = await postTo(app, bob, 'hello watchers');
    await until(() => pushedOf(ada, post.id).length === 1 && pushedOf(admin, post.id).length === 1);
    const pushed = pushedOf(ada, post.id)[0]!;
    expect(pushed).toMatchObject({ id: post.id, text: 'hello watchers', author: { name: 'Bob' }, likes: 0 });
    expect(pushed).not.toHaveProperty('liked');
    expect(pushed).not.toHaveProperty('mine');

    await wallCall(app, bob, { method: 'POST', url: postUrl(post.id, '/like') });
    await until(() => pushedOf(ada, post.id).at(-1)?.likes === 1);
    const reply = await wallCall(app, bob, {
      method: 'POST',
      url: postUrl(post.id, '/replies'),
      payload: { text: 'r' },
    });
    await until(
      () =>
        ada.posts.some((candidate) => candidate.id === reply.json().id) &&
        pushedOf(ada, post.id).at(-1)?.replies === 1,
    );
  });

  it('pushes a hidden post to administrators only and tells attendees it was removed', async () => {
    const post = await postTo(app, bob, 'to be hidden');
    await until(() => pushedOf(ada, post.id).length === 1);
    await wallCall(app, admin.user, {
      method: 'POST',
      url: postUrl(post.id, '/hide'),
      payload: { hidden: true },
    });
    await until(() => ada.removed.some((removal) => removal.postId === post.id));
    await until(() => pushedOf(admin, post.id).at(-1)?.hidden === true);
    expect(pushedOf(ada, post.id).every((pushed) => !pushed.hidden)).toBe(true);
    expect(admin.removed.some((removal) => removal.postId === post.id)).toBe(false);

    await wallCall(app, admin.user, {
      method: 'POST',
      url: postUrl(post.id, '/hide'),
      payload: { hidden: false },
    });
    await until(() => pushedOf(ada, post.id).length === 2);
    await wallCall(app, bob, { method: 'DELETE', url: postUrl(post.id) });
    await until(() => admin.removed.some((removal) => removal.postId === post.id));
    expect(ada.removed.filter((removal) => removal.postId === post.id)).toEqual([
      { wallId: WALL, postId: post.id, parentId: null },
      { wallId: WALL, postId: post.id, parentId: null },
    ]);
  });

  it("signs a pushed image's URLs for each watcher", async () => {
    const uploaded = await uploadImage(app, bob, await image(64, 48), 'p.png');
    const post = await postTo(app, bob, 'picture', uploaded.json().imageId);
    await until(() => pushedOf(ada, post.id).length === 1 && pushedOf(admin, post.id).length === 1);
    const uidOf = (who: Watcher) =>
      new URL(pushedOf(who, post.id)[0]!.image!.url, app.url).searchParams.get('uid');
    expect([uidOf(ada), uidOf(admin)]).toEqual([ada.user.id, admin.user.id]);
    const served = await fetch(new URL(pushedOf(ada, post.id)[0]!.image!.previewUrl, app.url));
    expect(served.status).toBe(200);
  });

  it('refuses to watch a wall the venue has not, the stage to attendees, and stops after unwatch', async () => {
    const refused = async (payload: object, error: string) =>
      expect(await ask(ada.socket, socialWallEvents.watch.name, payload)).toMatchObject({
        ok: false,
        error: { error },
      });
    await refused({ ...LIVE, wallId: 'nowhere' }, 'social_wall.not_found');
    await refused({ architectureId: 'example-expo', mode: 'STAGE', wallId: WALL }, 'auth.forbidden');
    await refused({ ...LIVE }, 'validation.failed');

    // The stage's watchers get nothing of the live wall.
    const stage = await watcher(admin.user, false);
    expect(
      await ask(stage.socket, socialWallEvents.watch.name, {
        architectureId: 'example-expo',
        mode: 'STAGE',
        wallId: WALL,
      }),
    ).toMatchObject({ ok: true });
    const late = await watcher(bob);
    expect(await ask(late.socket, socialWallEvents.unwatch.name, { ...LIVE, wallId: WALL })).toEqual({
      ok: true,
      data: {},
    });
    const post = await postTo(app, bob, 'after unwatching');
    await until(() => pushedOf(ada, post.id).length === 1);
    const marker = await postTo(app, bob, 'marker');
    await until(() => pushedOf(ada, marker.id).length === 1);
    expect(late.posts).toEqual([]);
    expect(stage.posts).toEqual([]);
  });
});
