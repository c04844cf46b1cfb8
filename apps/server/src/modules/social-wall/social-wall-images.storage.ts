import { createAssetStorage } from '../assets/asset-storage';

const WALL_KEY = /^social-wall\/[0-9a-f]{2}\/[0-9a-f-]{36}\.(?:large|preview)\.webp$/;

/** A social wall image key: `social-wall/{first two of the id}/{imageId}.{variant}.webp`. */
export const isSocialWallImageKey = (key: string) => WALL_KEY.test(key);

export const socialWallImageKey = (imageId: string, variant: 'large' | 'preview') =>
  `social-wall/${imageId.slice(0, 2)}/${imageId}.${variant}.webp`;

/**
 * Social wall images in the asset storage (the same root, `<DATA_DIR>/assets`) under
 * `social-wall/`. The asset routes serve only `live/` and `preview/` keys, so these leave only
 * through the wall's own signed route.
 */
export const createSocialWallImageStorage = (assetsRoot: string) =>
  createAssetStorage(assetsRoot, isSocialWallImageKey);
