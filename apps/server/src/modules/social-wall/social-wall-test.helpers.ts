import type { SocialWallPost } from '@atrium/domain';
import { expect } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { createTestApp, type Dialect, type TestApp, type testClock } from '../../testing/test-app.factory';
import { multipart } from '../assets/assets-test.helpers';
import { saveProfile, type TestUser, userWith } from '../profiles/profiles-test.helpers';

/** The example venue's wall (a SOCIAL_WALL widget of its `expo` area), live. */
export const WALL = 'expo-wall';
export const LIVE = { architectureId: 'example-expo', mode: 'LIVE' } as const;

/** A user with a profile name in the example venue. */
export async function wallUser(
  app: TestApp,
  name: string,
  roles: ('attendee' | 'administrator')[] = ['attendee'],
) {
  const user = await userWith(app, roles, name);
  const saved = await saveProfile(app, user, { attributes: { name } });
  expect(saved.statusCode, saved.body).toBe(200);
  return user;
}

/** The app on a test clock with the example venue published, two attendees and an administrator. */
export async function startWallApp(dialect: Dialect, clock: ReturnType<typeof testClock>) {
  const app = await createTestApp(dialect, {}, { now: clock.now });
  await publishExampleVenue(app);
  const [ada, bob, admin] = await Promise.all([
    wallUser(app, 'Ada Lovelace'),
    wallUser(app, 'Bob Builder'),
    wallUser(app, 'Ann Admin', ['administrator']),
  ]);
  return { app, ada, bob, admin };
}

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object; query?: object };

/** Calls a wall route as `user` (nobody without one). */
export const wallCall = (app: TestApp, user: TestUser | undefined, call: Call) =>
  app.inject({
    method: call.method,
    url: call.url,
    headers: user?.headers ?? {},
    ...(call.payload ? { payload: call.payload } : {}),
    ...(call.query ? { query: call.query as Record<string, string> } : {}),
  });

export const postsUrl = (wallId = WALL) => `/api/social-wall/${encodeURIComponent(wallId)}/posts`;
export const postUrl = (postId: string, what = '') => `/api/social-wall/posts/${postId}${what}`;

/** Posts to the wall; must succeed. */
export async function postTo(app: TestApp, user: TestUser, text: string, imageId?: string) {
  const response = await wallCall(app, user, {
    method: 'POST',
    url: postsUrl(),
    query: LIVE,
    payload: { text, ...(imageId ? { imageId } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SocialWallPost;
}

/** A page of the wall as `user` sees it. */
export async function pageOf(app: TestApp, user: TestUser | undefined, query: Record<string, unknown> = {}) {
  const response = await wallCall(app, user, {
    method: 'GET',
    url: postsUrl(),
    query: { ...LIVE, ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { posts: SocialWallPost[]; next: string | null };
}

/** Uploads an image to the wall as `user`. */
export function uploadImage(app: TestApp, user: TestUser, bytes: Buffer, fileName = 'photo.png') {
  const body = multipart(fileName, bytes, 'image/png');
  return app.inject({
    method: 'POST',
    url: `/api/social-wall/${WALL}/images`,
    query: LIVE,
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
}
