import { type Asset, type Background, httpUrlSchema } from '@atrium/domain';

export type BackgroundProblems = {
  /** The picture (image or panorama) is not uploaded yet, or names no asset of the venue. */
  assetId?: 'missing' | 'unknown';
  videoUrl?: 'missing' | 'invalid';
  posterAssetId?: 'unknown';
};

/**
 * What keeps a background from being usable for a new viewpoint, field by field — checked before
 * it enters the draft, where the venue validator takes over.
 */
export function backgroundProblems(background: Background, assets: readonly Asset[]): BackgroundProblems {
  const known = (id: string) => assets.some((asset) => asset.id === id);
  if (background.type !== 'BackgroundVideo') {
    if (background.assetId === '') return { assetId: 'missing' };
    return known(background.assetId) ? {} : { assetId: 'unknown' };
  }
  const problems: BackgroundProblems = {};
  if (background.videoUrl.trim() === '') problems.videoUrl = 'missing';
  else if (!httpUrlSchema.safeParse(background.videoUrl).success) problems.videoUrl = 'invalid';
  if (background.posterAssetId !== undefined && !known(background.posterAssetId))
    problems.posterAssetId = 'unknown';
  return problems;
}

export const isBackgroundComplete = (background: Background, assets: readonly Asset[]) =>
  Object.keys(backgroundProblems(background, assets)).length === 0;
