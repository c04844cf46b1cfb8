import type { Asset } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { assetContentType, assetMatches, assetsMatching } from './asset-kinds';

const asset = (
  displayName: string,
  contentType?: string,
  uri = `/backend-assets/preview/a/${displayName}`,
): Asset => ({
  id: displayName,
  uri,
  generation: 1,
  displayName,
  alts: [],
  ...(contentType ? { contentType } : {}),
});

describe('asset kinds', () => {
  it('take the uploaded content type first, else the file name', () => {
    expect(assetContentType(asset('notes', 'Application/PDF; charset=binary'))).toBe('application/pdf');
    expect(assetContentType(asset('Guide.PDF'))).toBe('application/pdf');
    expect(assetContentType(asset('logo', undefined, '/backend-assets/live/a/logo.svg?v=2'))).toBe(
      'image/svg+xml',
    );
    expect(assetContentType(asset('readme'))).toBeUndefined();
  });

  it('match a file input accept list', () => {
    expect(assetMatches(asset('guide.pdf'), 'application/pdf')).toBe(true);
    expect(assetMatches(asset('song.mp3'), 'application/pdf')).toBe(false);
    expect(assetMatches(asset('song.mp3'), 'audio/*')).toBe(true);
    expect(assetMatches(asset('clip', 'audio/ogg'), 'audio/*')).toBe(true);
    expect(assetMatches(asset('hall.png'), 'audio/*, image/*')).toBe(true);
    expect(assetMatches(asset('hall.png'), '.png')).toBe(true);
    expect(assetMatches(asset('readme'), 'image/*')).toBe(false);
    expect(assetMatches(asset('readme'), '')).toBe(true);
  });

  it('filter the venue assets', () => {
    const assets = [asset('hall.png'), asset('guide.pdf'), asset('song.mp3')];
    expect(assetsMatching(assets, 'image/*').map((a) => a.id)).toEqual(['hall.png']);
    expect(assetsMatching(assets, '')).toHaveLength(3);
  });
});
