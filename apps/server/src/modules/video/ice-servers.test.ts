import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { ICE_ANSWER_TTL_SECONDS, iceServersFor, turnCredentials } from './ice-servers';

const video = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).video;

describe('TURN credentials (coturn use-auth-secret)', () => {
  it('names the expiry and the user, and signs the name with HMAC-SHA1 in base64', () => {
    // The expected password computed apart from this code: Python's hmac, hashlib.sha1, base64.
    expect(turnCredentials('north-pole-secret-123', 'user-1', new Date(1_700_003_600_000))).toEqual({
      username: '1700003600:user-1',
      credential: 'W8EdlvXD/p2wDrIbkeH8bBe94cs=',
    });
  });

  it('adds TURN with credentials valid for the TTL after the configured ICE servers', () => {
    const config = video({
      ICE_SERVERS: '[{"urls":"stun:stun.example.org:3478"}]',
      TURN_SECRET: 'north-pole-secret-123',
      TURN_URLS: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349',
      TURN_TTL_SECONDS: '600',
    });
    const answer = iceServersFor(config, 'user-1', new Date(1_700_000_000_000));
    expect(answer.ttlSeconds).toBe(600);
    expect(answer.iceServers).toEqual([
      { urls: 'stun:stun.example.org:3478' },
      {
        urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
        ...turnCredentials('north-pole-secret-123', 'user-1', new Date(1_700_000_600_000)),
      },
    ]);
    expect(answer.iceServers[1]!.username).toBe('1700000600:user-1');
  });

  it('answers no servers by default (host candidates: one network or loopback)', () => {
    expect(iceServersFor(video({}), 'user-1', new Date())).toEqual({
      iceServers: [],
      ttlSeconds: ICE_ANSWER_TTL_SECONDS,
    });
    expect(video({}).enabled).toBe(true);
    expect(video({ VIDEO_CHAT_ENABLED: 'false' }).enabled).toBe(false);
  });

  it.each([
    [{ ICE_SERVERS: 'stun:stun.example.org' }, 'ICE_SERVERS'],
    [{ ICE_SERVERS: '{"urls":"stun:x"}' }, 'ICE_SERVERS'],
    [{ ICE_SERVERS: '[{"urls":"http://example.org"}]' }, 'ICE_SERVERS'],
    [{ ICE_SERVERS: '[{"urls":"stun:x","extra":1}]' }, 'ICE_SERVERS'],
    [{ TURN_SECRET: 'north-pole-secret-123' }, 'TURN_URLS'],
    [{ TURN_URLS: 'turn:turn.example.org' }, 'TURN_SECRET'],
    [{ TURN_SECRET: 'short', TURN_URLS: 'turn:turn.example.org' }, 'TURN_SECRET'],
    [{ TURN_SECRET: 'north-pole-secret-123', TURN_URLS: 'stun:turn.example.org' }, 'TURN_URLS'],
  ])('refuses a wrong setting %o', (env, named) => {
    expect(() => video(env)).toThrow(ConfigError);
    expect(() => video(env)).toThrow(named);
  });
});
