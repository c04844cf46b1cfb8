import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.factory';
import { turnCredentials } from './ice-servers';
import { ARCHITECTURE, conversationOf, videoUser } from './video-test.helpers';

const has = (binary: string) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;
// coturn from Debian (`apt-get install coturn`): the TURN server the README configures.
const hasCoturn = has('turnserver') && has('turnutils_uclient');
if (!hasCoturn && process.env.CI) throw new Error('CI must install coturn (turnserver, turnutils_uclient)');
if (!hasCoturn)
  console.warn('coturn.test.ts: turnserver or turnutils_uclient missing (apt-get install coturn): skipped');

const SECRET = 'north-pole-secret-123';
const PORT = 30_000 + Math.floor(Math.random() * 5_000);

/** The README's turnserver.conf, on loopback, with relay ports of its own. */
const turnConfig = (dir: string) => `
listening-ip=127.0.0.1
relay-ip=127.0.0.1
listening-port=${PORT}
realm=atrium.test
use-auth-secret
static-auth-secret=${SECRET}
min-port=${PORT + 1}
max-port=${PORT + 200}
fingerprint
no-cli
no-tls
no-dtls
allow-loopback-peers
pidfile=${join(dir, 'turnserver.pid')}
userdb=${join(dir, 'turndb')}
log-file=stdout
simple-log
`;

/**
 * Allocates relays on the TURN server with these credentials and sends data from one client
 * to another through them (coturn's own test client, `-y`): exit 0 and nothing lost when the
 * server accepts the credentials.
 */
function relayThrough(username: string, credential: string) {
  const result = spawnSync(
    'turnutils_uclient',
    [
      '-y',
      '-u',
      username,
      '-w',
      credential,
      '-p',
      String(PORT),
      '-n',
      '3',
      '-m',
      '1',
      '-l',
      '100',
      '127.0.0.1',
    ],
    { encoding: 'utf8', timeout: 20_000 },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.runIf(hasCoturn)('TURN credentials against coturn (use-auth-secret)', () => {
  let app: TestApp;
  let server: ChildProcess;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'atrium-coturn-'));
    writeFileSync(join(dir, 'turnserver.conf'), turnConfig(dir));
    server = spawn('turnserver', ['-c', join(dir, 'turnserver.conf')], { stdio: 'ignore' });
    app = await createTestApp('sqlite', {
      TURN_SECRET: SECRET,
      TURN_URLS: `turn:127.0.0.1:${PORT}?transport=udp`,
    });
    // The server listens within a moment; the first allocation tells.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  });
  afterAll(async () => {
    if (server?.pid) process.kill(server.pid);
    await app?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('relays with the credentials POST /api/video-access hands out', async () => {
    const ann = await videoUser(app, 'Ann');
    const conversationId = await conversationOf(app, 'PRIVATE', [ann, await videoUser(app, 'Ben')]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/video-access',
      headers: { authorization: `Bearer ${ann.token}` },
      payload: { architectureId: ARCHITECTURE, conversationId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const turn = response.json().iceServers[0] as { urls: string[]; username: string; credential: string };
    expect(turn.urls).toEqual([`turn:127.0.0.1:${PORT}?transport=udp`]);
    const relayed = relayThrough(turn.username, turn.credential);
    expect(relayed.status, relayed.output).toBe(0);
    expect(relayed.output).toContain('Total lost packets 0');
  });

  it('refuses a wrong password and expired credentials', () => {
    const fresh = turnCredentials(SECRET, 'user-1', new Date(Date.now() + 3_600_000));
    expect(relayThrough(fresh.username, fresh.credential).status).toBe(0);
    expect(
      relayThrough(
        fresh.username,
        turnCredentials('another-secret-4567', 'user-1', new Date(Date.now() + 3_600_000)).credential,
      ).status,
    ).not.toBe(0);
    const expired = turnCredentials(SECRET, 'user-1', new Date(Date.now() - 60_000));
    expect(relayThrough(expired.username, expired.credential).status).not.toBe(0);
  });
});
