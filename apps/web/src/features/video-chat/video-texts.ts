import i18next from 'i18next';
// As text, like the chat's texts (features/chat/chat-texts.ts): one raw module shared by both,
// never part of the first load.
import catalogue from '../../../locales/en.json?raw';

const parsed: unknown = JSON.parse(catalogue);
const video = typeof parsed === 'object' && parsed !== null && 'video' in parsed ? parsed.video : {};

/**
 * The video chat's English texts, left out of the first load (shared/i18n/i18n.ts
 * `laterNamespaces`): added when the video chat or its call button loads.
 */
const add = () => i18next.addResourceBundle('en', 'translation', { video }, true, false);
if (i18next.isInitialized) add();
i18next.on('initialized', add);
