import i18next from 'i18next';
// As text, not as a JSON module: the first load imports en.json's other namespaces as a module,
// and a module is in one chunk whole, so these texts would be in the first load again. One raw
// module, shared by every feature that loads later.
import catalogue from '../../../locales/en.json?raw';
import type { laterNamespaces } from './i18n';

const parsed: unknown = JSON.parse(catalogue);

/**
 * Adds one of en.json's `laterNamespaces` to the English catalogue, now or once i18next is
 * initialised: called by the feature that uses the texts when it loads. Other languages'
 * catalogues carry every namespace in full.
 */
export function addLaterTexts(namespace: (typeof laterNamespaces)[number]): void {
  const texts = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, namespace) : undefined;
  const add = () => i18next.addResourceBundle('en', 'translation', { [namespace]: texts ?? {} }, true, false);
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
