import { addLaterTexts } from '../../shared/i18n/later-texts';

// The meeting's English texts are left out of the first load (shared/i18n/i18n.ts `laterNamespaces`).
addLaterTexts('meeting');
