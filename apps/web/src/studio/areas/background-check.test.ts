import type { Asset } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { backgroundProblems, isBackgroundComplete } from './background-check';

const assets: Asset[] = [
  { id: 'hall', uri: '/backend-assets/preview/x/hall.png', generation: 1, displayName: 'hall.png', alts: [] },
];

describe('a new viewpoint’s background', () => {
  it('needs its picture uploaded, as an asset of the venue', () => {
    expect(backgroundProblems({ type: 'BackgroundImage', assetId: '' }, assets)).toEqual({
      assetId: 'missing',
    });
    expect(backgroundProblems({ type: 'BackgroundPanorama', assetId: 'gone' }, assets)).toEqual({
      assetId: 'unknown',
    });
    expect(isBackgroundComplete({ type: 'BackgroundPanorama', assetId: 'hall' }, assets)).toBe(true);
  });

  it('needs a video’s absolute http(s) address; its poster is optional', () => {
    const video = { type: 'BackgroundVideo' as const, playerActive: true };
    expect(backgroundProblems({ ...video, videoUrl: ' ' }, assets)).toEqual({ videoUrl: 'missing' });
    expect(backgroundProblems({ ...video, videoUrl: 'vimeo.com/1' }, assets)).toEqual({
      videoUrl: 'invalid',
    });
    expect(backgroundProblems({ ...video, videoUrl: 'ftp://example.com/v' }, assets)).toEqual({
      videoUrl: 'invalid',
    });
    expect(
      backgroundProblems({ ...video, videoUrl: 'https://vimeo.com/1', posterAssetId: 'gone' }, assets),
    ).toEqual({ posterAssetId: 'unknown' });
    expect(isBackgroundComplete({ ...video, videoUrl: 'https://vimeo.com/1' }, assets)).toBe(true);
  });
});
