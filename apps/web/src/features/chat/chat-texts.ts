import i18next from 'i18next';
// As text, not as a JSON module: the first load imports en.json's other namespaces as a module,
// and a module is in one chunk whole, so the chat's texts would be in the first load again.
import catalogue from '../../../locales/en.json?raw';

const parsed: unknown = JSON.parse(catalogue);
const chat = typeof parsed === 'object' && parsed !== null && 'chat' in parsed ? parsed.chat : {};

/**
 * The chat's English texts, left out of the first load (shared/i18n/i18n.ts `laterNamespaces`):
 * added to the catalogue when the chat loads. Other languages' catalogues carry them in full.
 */
const add = () => i18next.addResourceBundle('en', 'translation', { chat }, true, false);
if (i18next.isInitialized) add();
i18next.on('initialized', add);
