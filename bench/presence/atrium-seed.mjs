// Attendees for bench/presence without 10,000 logins: users and their sessions are written straight
// into the bench's own fresh SQLite database (after the server has created it), and each user's
// access token is signed here with the JWT_SECRET the bench gives the server — the same HS256
// token the server signs at login (token.service.ts): subject, email, roles, session id `sid`, `exp`.
// A session is live while its refresh-token family has a token that is neither revoked nor expired
// (refresh-tokens.repository.ts, isFamilyLive), so each user gets one such token row; its value
// is random and never used. No password hash is made: the users cannot log in, they only connect.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { exampleVenueJson } from '../../packages/domain/src/venue/fixtures/example-venue.fixture.ts';
import { callApi } from '../support/api.mjs';

export const ARCHITECTURE_ID = 'example-expo';
export const MODE = 'LIVE';

/** Bench user `index`: a UUID-shaped id ending in the index, and the name the baseline gives it too. */
export const benchUser = (index) => {
  const digits = String(index).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${digits}`,
    email: `attendee-${index}@bench.local`,
    name: `Bench Attendee ${digits.slice(-5)}`,
  };
};

/** An access token as the server signs it (HS256 over header.claims with JWT_SECRET). */
export function signAccessToken(secret, user, sessionId, ttlSeconds) {
  const iat = Math.floor(Date.now() / 1000);
  const header = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
  const claims = {
    email: user.email,
    authorities: ['attendee'],
    sub: user.id,
    sid: sessionId,
    iss: 'atrium',
    iat,
    exp: iat + ttlSeconds,
  };
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Users, sessions and tokens for `count` attendees; tokens stay valid for `ttlSeconds`. */
export function createAttendees(secret, count, ttlSeconds) {
  return Array.from({ length: count }, (_, index) => {
    const user = benchUser(index);
    const sessionId = randomUUID();
    return { user, sessionId, token: signAccessToken(secret, user, sessionId, ttlSeconds) };
  });
}

/** Writes the attendees' users and live sessions into the server's SQLite database. */
export function insertAttendees(dataDir, attendees) {
  const db = new Database(join(dataDir, 'atrium.sqlite'));
  db.pragma('busy_timeout = 5000');
  const insertUser = db.prepare(
    'insert into users (id, email, password_hash, name, roles, created_at, updated_at) values (?, ?, null, ?, ?, ?, ?)',
  );
  const insertSession = db.prepare(
    `insert into refresh_tokens (token_hash, user_id, family_id, created_at, expires_at, rotated_at, revoked_at)
     values (?, ?, ?, ?, ?, null, null)`,
  );
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
  db.transaction(() => {
    for (const { user, sessionId } of attendees) {
      insertUser.run(user.id, user.email, user.name, '["attendee"]', now, now);
      const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
      insertSession.run(tokenHash, user.id, sessionId, now, expires);
    }
  })();
  db.close();
}

/** The example venue with six more areas (copies of its backstage), so that it has `count` areas. */
export function venueWithAreas(count) {
  const venue = exampleVenueJson();
  const architecture = venue.architectures[0];
  const template = architecture.areas.find((area) => area.contentWidgets.length === 0);
  for (let n = 1; architecture.areas.length < count; n++) {
    architecture.areas.push({
      ...structuredClone(template),
      id: `hall-${n}`,
      names: [{ locale: 'en', text: `Hall ${n}` }],
      defaultViewpointId: `hall-${n}-main`,
      viewPoints: template.viewPoints.map((viewPoint) => ({ ...viewPoint, id: `hall-${n}-main` })),
    });
  }
  architecture.areas.length = count;
  return { venue, areaIds: architecture.areas.map((area) => area.id) };
}

/** Publishes the bench's venue as the administrator. */
export async function publishVenue(base, admin, venue) {
  const { accessToken } = await callApi(base, 'POST', '/api/auth/login', undefined, admin);
  await callApi(base, 'POST', '/api/designer/save-venue-json/stage', accessToken, venue);
  await callApi(base, 'POST', `/api/designer/publish/${ARCHITECTURE_ID}`, accessToken);
}
