import { describe, expect, it } from 'vitest';
import { type AssetAttempt, afterError, firstAttempt, needsSigning } from './asset-fallback';

const LIVE = '/backend-assets/live/demo/lobby-g1.jpg';
const SIZED = '/backend-assets/live/demo/lobby-g1.w1920.jpg';

/** Runs the statuses through the machine, returning every attempt made. */
function run(uri: string, pixels: number | undefined, statuses: (number | undefined)[]): AssetAttempt[] {
  const attempts = [firstAttempt(uri, pixels)];
  for (const status of statuses) attempts.push(afterError(attempts.at(-1)!, uri, status));
  return attempts;
}

describe('asset image fallbacks (spec §4)', () => {
  it('starts with the sized variant of a backend image, the original otherwise', () => {
    expect(firstAttempt(LIVE, 1440)).toEqual({ uri: SIZED, width: 1920, resigned: false, failed: false });
    expect(firstAttempt(LIVE, 300).uri).toBe('/backend-assets/live/demo/lobby-g1.w480.jpg');
    expect(firstAttempt(LIVE, 9000).width).toBe(3840);
    expect(firstAttempt(LIVE).uri).toBe(LIVE);
    expect(firstAttempt('/backend-assets/live/demo/icon-g1.svg', 1440).uri).toBe(
      '/backend-assets/live/demo/icon-g1.svg',
    );
    expect(firstAttempt('/backend-assets/live/demo/guide-g1.pdf', 1440).width).toBeUndefined();
    // Other hosts have no variants of ours.
    expect(firstAttempt('https://cdn.example.com/lobby.jpg', 1440).uri).toBe(
      'https://cdn.example.com/lobby.jpg',
    );
  });

  it('falls back once from a missing sized variant to the original', () => {
    const [, original, failed] = run(LIVE, 1440, [404, 404]);
    expect(original).toMatchObject({ uri: LIVE, width: undefined, failed: false });
    expect(failed?.failed).toBe(true);
  });

  it('falls back to the original when the variant answers OK but does not decode', () => {
    for (const status of [200, 304, 302, 301]) {
      expect(run(LIVE, 1440, [status])[1]).toMatchObject({ uri: LIVE, failed: false });
    }
    expect(run(LIVE, undefined, [200])[1]?.failed).toBe(true);
  });

  it('signs again once on 403, for the same file', () => {
    const [, resigned, original, failed] = run(LIVE, 1440, [403, 404, 403]);
    expect(resigned).toMatchObject({ uri: SIZED, resigned: true, failed: false });
    expect(original).toMatchObject({ uri: LIVE, resigned: true, failed: false });
    expect(failed?.failed).toBe(true);

    const [, again, refused] = run(LIVE, undefined, [403, 403]);
    expect(again).toMatchObject({ uri: LIVE, resigned: true, failed: false });
    expect(refused?.failed).toBe(true);
  });

  it('fails on any other status, on an unknown one and for images of other hosts', () => {
    expect(run(LIVE, 1440, [500])[1]?.failed).toBe(true);
    expect(run(LIVE, 1440, [undefined])[1]?.failed).toBe(true);
    expect(run(LIVE, undefined, [404])[1]?.failed).toBe(true);
    expect(run('https://cdn.example.com/a.jpg', 1440, [403])[1]?.failed).toBe(true);
    const failed = run(LIVE, 1440, [500])[1]!;
    expect(afterError(failed, LIVE, 404)).toBe(failed);
  });

  it('signs files of the live and preview stores only', () => {
    expect(needsSigning(LIVE)).toBe(true);
    expect(needsSigning('/backend-assets/preview/demo/a.png')).toBe(true);
    expect(needsSigning('/backend-assets/other/a.png')).toBe(false);
    expect(needsSigning('https://cdn.example.com/backend-assets/live/a.png')).toBe(false);
  });
});
