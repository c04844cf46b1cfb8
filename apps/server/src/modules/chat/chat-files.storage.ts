import { createAssetStorage } from '../assets/asset-storage';

const CHAT_KEY = /^chat\/[0-9A-Fa-f-]{36}\/[0-9A-Fa-f-]{36}(?:\.preview)?\.[a-z0-9]{1,5}$/;

/** A chat file key: `chat/{conversationId}/{fileId}.{ext}`, a preview `….preview.{ext}`. */
export const isChatFileKey = (key: string) => CHAT_KEY.test(key);

export const chatFileKey = (conversationId: string, fileId: string, extension: string) =>
  `chat/${conversationId}/${fileId}.${extension}`;

export const chatPreviewKey = (conversationId: string, fileId: string, extension: string) =>
  `chat/${conversationId}/${fileId}.preview.${extension}`;

/**
 * Chat files in the asset storage (the same root, `<DATA_DIR>/assets`) under `chat/`. The asset
 * routes serve only `live/` and `preview/` keys, so chat files leave only through their own route.
 */
export const createChatFileStorage = (assetsRoot: string) => createAssetStorage(assetsRoot, isChatFileKey);
