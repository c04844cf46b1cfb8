import { test as base } from '@playwright/test';
import { acceptAllCookies } from './consent';

export * from '@playwright/test';

/**
 * The specs' `test`: every context starts with the demo venue's cookie choices made (all
 * accepted), so the banner does not cover the page; specs about the banner itself start without
 * them (`test.use({ cookiesAccepted: false })`).
 */
export const test = base.extend<{ cookiesAccepted: boolean }>({
  cookiesAccepted: [true, { option: true }],
  context: async ({ context, cookiesAccepted }, use) => {
    if (cookiesAccepted) await acceptAllCookies(context);
    await use(context);
  },
});
