import { addLaterTexts } from '../../shared/i18n/later-texts';

// The PDF viewer's English texts are left out of the first load (shared/i18n/i18n.ts `laterNamespaces`).
addLaterTexts('pdf');
