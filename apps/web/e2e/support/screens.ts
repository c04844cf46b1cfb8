import type { Page } from '@playwright/test';
import { SCREENS_DIR } from './env';

/** Screenshots cost a second each; CI takes them only when asked (E2E_SCREENS=1). */
const wanted = !process.env.CI || process.env.E2E_SCREENS === '1';

/** Saves a screenshot for people to look at (not compared). */
export async function saveScreen(page: Page, name: string) {
  if (wanted) await page.screenshot({ path: `${SCREENS_DIR}/${name}.png` });
}
