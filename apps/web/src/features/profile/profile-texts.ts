import { addLaterTexts } from '../../shared/i18n/later-texts';

// The profiles' English texts are left out of the first load (shared/i18n/i18n.ts `laterNamespaces`).
addLaterTexts('profile');
