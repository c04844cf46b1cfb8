import type { Page } from '@playwright/test';
import { SCREENS_DIR } from './env';

/** Saves a screenshot for people to look at (not compared). */
export async function saveScreen(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS_DIR}/${name}.png` });
}
