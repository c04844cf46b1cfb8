import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sameOriginCheck } from './origin-check';

const decide = (check: ReturnType<typeof sameOriginCheck>, headers: Record<string, string>) =>
  new Promise<boolean>((resolve) =>
    check({ headers } as unknown as IncomingMessage, (_error, allowed) => resolve(allowed)),
  );

describe('the realtime origin check', () => {
  const plain = sameOriginCheck({ publicUrl: undefined, trustProxy: false });

  it('lets in pages of this server and clients without an Origin', async () => {
    expect(await decide(plain, { host: 'venue.example:3000', origin: 'http://venue.example:3000' })).toBe(
      true,
    );
    expect(await decide(plain, { host: 'venue.example:3000' })).toBe(true);
  });

  it('refuses pages of other sites and broken origins', async () => {
    expect(await decide(plain, { host: 'venue.example:3000', origin: 'https://evil.example' })).toBe(false);
    expect(await decide(plain, { host: 'venue.example:3000', origin: 'http://venue.example:3001' })).toBe(
      false,
    );
    expect(await decide(plain, { host: 'venue.example', origin: 'null' })).toBe(false);
    expect(await decide(plain, { host: 'venue.example', origin: 'not a url' })).toBe(false);
  });

  it('accepts the public URL, and the forwarded host only behind a trusted proxy', async () => {
    const headers = {
      host: 'node-1:3000',
      origin: 'https://venue.example',
      'x-forwarded-host': 'venue.example',
    };
    expect(await decide(plain, headers)).toBe(false);
    expect(
      await decide(sameOriginCheck({ publicUrl: 'https://venue.example/', trustProxy: false }), headers),
    ).toBe(true);
    expect(await decide(sameOriginCheck({ publicUrl: undefined, trustProxy: true }), headers)).toBe(true);
  });
});
