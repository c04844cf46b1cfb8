import type { BrowserContext } from '@playwright/test';

/** The demo venue's cookie providers, all accepted. */
const ACCEPTED = ['venue-session', 'whereby', 'vimeo', 'vimeo-live'];

/**
 * Makes the demo venue's cookie choices (all accepted) in every origin the context opens, once
 * per origin, as a returning visitor would have them; a choice changed later in the test stays.
 * (Playwright's storageState would do the same by opening a page per origin for every context,
 * which costs most of a second per test.)
 */
export async function acceptAllCookies(context: BrowserContext) {
  await context.addInitScript((ids) => {
    if (localStorage.getItem('e2e:consent-seeded')) return;
    localStorage.setItem('e2e:consent-seeded', '1');
    for (const id of ids) localStorage.setItem(`cookies:${id}`, 'true');
  }, ACCEPTED);
}
