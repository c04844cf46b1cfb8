import { createHmac } from 'node:crypto';
import type { IceServer, VideoAccess } from '@atrium/domain';
import type { Config } from '../../config';

/** How long ICE answers hold without a TURN server (they carry no credentials to expire). */
export const ICE_ANSWER_TTL_SECONDS = 3600;

/**
 * TURN credentials of coturn's `use-auth-secret` (the "TURN REST API"): the username is
 * `expiry:userId` (expiry in Unix seconds), the password base64(HMAC-SHA1(secret, username)).
 * coturn recomputes the password from the secret and refuses a username whose time has passed,
 * so nothing is stored and the credentials cannot be used beyond their expiry.
 */
export function turnCredentials(secret: string, userId: string, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers a user's browser is given: the configured ones, and TURN with fresh credentials. */
export function iceServersFor(video: Config['video'], userId: string, now: Date): VideoAccess {
  const servers: IceServer[] = video.iceServers.map((server) => ({ ...server }));
  if (!video.turn) return { iceServers: servers, ttlSeconds: ICE_ANSWER_TTL_SECONDS };
  const { secret, urls, ttlSeconds } = video.turn;
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  servers.push({ urls: [...urls], ...turnCredentials(secret, userId, expiresAt) });
  return { iceServers: servers, ttlSeconds };
}
