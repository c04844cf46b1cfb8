import { SIGNED_ASSET_URL_CACHE_MS } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { createAssetUrlSigner, maySign } from './asset-url-signer';

const LIVE = '/backend-assets/live/demo/lobby-g1.jpg';

function setup() {
  let time = 1_000_000;
  const calls: string[] = [];
  let answer = (url: string) => Promise.resolve(`${new URL(url).pathname}?signature=${calls.length}`);
  const signer = createAssetUrlSigner(
    (url) => {
      calls.push(url);
      return answer(url);
    },
    () => time,
    () => 'https://venue.example',
  );
  return {
    signer,
    calls,
    advance: (ms: number) => {
      time += ms;
    },
    answerWith: (next: typeof answer) => {
      answer = next;
    },
  };
}

describe('asset URL signing (spec §7, §9)', () => {
  it('asks once with the absolute URL for images loading at the same time, and keeps it 10 minutes', async () => {
    const { signer, calls, advance } = setup();
    const [a, b] = await Promise.all([signer.sign(LIVE), signer.sign(LIVE)]);
    expect(calls).toEqual([`https://venue.example${LIVE}`]);
    expect(a).toBe(`${LIVE}?signature=1`);
    expect(b).toBe(a);
    expect(signer.peek(LIVE)).toBe(a);

    advance(SIGNED_ASSET_URL_CACHE_MS - 1);
    expect(await signer.sign(LIVE)).toBe(a);
    advance(1);
    expect(signer.peek(LIVE)).toBeUndefined();
    expect(await signer.sign(LIVE)).toBe(`${LIVE}?signature=2`);
    expect(calls).toHaveLength(2);
  });

  it('uses other URIs as they are', async () => {
    const { signer, calls } = setup();
    expect(await signer.sign('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(signer.peek('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(calls).toEqual([]);
  });

  it('signs again after a refusal or a failed call, but not for an URL it has replaced', async () => {
    const { signer, calls, answerWith } = setup();
    const first = await signer.sign(LIVE);
    signer.refuse(LIVE, first);
    const second = await signer.sign(LIVE);
    expect(second).not.toBe(first);
    signer.refuse(LIVE, first);
    expect(await signer.sign(LIVE)).toBe(second);

    answerWith(() => Promise.reject(new Error('offline')));
    const other = '/backend-assets/live/demo/other-g1.png';
    await expect(signer.sign(other)).rejects.toThrow('offline');
    answerWith((url) => Promise.resolve(`${new URL(url).pathname}?ok`));
    expect(await signer.sign(other)).toBe(`${other}?ok`);
    expect(calls).toHaveLength(4);
  });

  it('signs where login is not required, or once logged in', () => {
    const password = [{ loginType: 'EMAIL_PASSWORD' as const, displayName: 'Email', providerId: 'password' }];
    const guest = [{ loginType: 'ANONYMOUS' as const, displayName: 'Guest', providerId: 'guest' }];
    expect(maySign({ accessToken: 'token' })).toBe(true);
    expect(maySign({})).toBe(false);
    expect(maySign({ loginOptions: password })).toBe(false);
    expect(maySign({ loginOptions: guest })).toBe(true);
  });
});
