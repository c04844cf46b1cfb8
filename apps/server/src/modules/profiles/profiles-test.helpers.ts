import { randomUUID } from 'node:crypto';
import type { Role } from '@atrium/domain';
import type { TestApp } from '../../testing/test-app.factory';

export type TestUser = { id: string; email: string; headers: { authorization: string } };

/** A new user with these roles (and account name), and a bearer header of theirs. */
export async function userWith(
  app: TestApp,
  roles: Role[],
  name: string | null = null,
  email = `${roles[0] ?? 'nobody'}-${randomUUID()}@test.local`,
): Promise<TestUser> {
  const user = await app.services.auth.ensureUser(email, 'user-password', roles, name);
  const token = await app.services.auth.accessTokenFor(user);
  return { id: user.id, email: user.email, headers: { authorization: `Bearer ${token}` } };
}

export const profileUrl = (userId: string, architectureId = 'example-expo') =>
  `/api/userProfile/architecture/${architectureId}/userProfile/${encodeURIComponent(userId)}`;

export const saveUrl = (architectureId = 'example-expo') =>
  `/api/userProfile/architecture/${architectureId}/userProfile`;

export const avatarUrl = (architectureId = 'example-expo') =>
  `/api/userProfile/architecture/${architectureId}/userProfile/avatar`;

export function saveProfile(app: TestApp, user: TestUser, body: unknown, architectureId = 'example-expo') {
  return app.inject({
    method: 'POST',
    url: saveUrl(architectureId),
    headers: user.headers,
    payload: body as object,
  });
}

export function readProfile(
  app: TestApp,
  viewer: TestUser | undefined,
  userId: string,
  architectureId = 'example-expo',
) {
  return app.inject({
    method: 'GET',
    url: profileUrl(userId, architectureId),
    headers: viewer?.headers ?? {},
  });
}
