import { addLaterTexts } from '../../shared/i18n/later-texts';

// The video chat's English texts are left out of the first load (shared/i18n/i18n.ts
// `laterNamespaces`): added when the video chat or its call button loads.
addLaterTexts('video');
