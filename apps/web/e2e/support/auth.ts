import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { attendeeToken } from './api';
import { ATTENDEE } from './env';

export const SESSION_KEY = 'atrium:session';

/** Fills and submits the login form as a person would. */
export async function loginViaUi(page: Page, who: { email: string; password: string } = ATTENDEE) {
  const form = page.getByTestId('login-card');
  await expect(form).toBeVisible();
  await chooseEmailOption(page);
  await form.locator('input[name=email]').fill(who.email);
  await form.locator('input[name=password]').fill(who.password);
  await form.locator('button[type=submit]').click();
}

/** With several login options (the demo has three) the email form is chosen from the list first. */
export async function chooseEmailOption(page: Page) {
  const options = page.getByTestId('login-card').getByTestId('login-options');
  if (await options.isVisible()) await options.getByRole('button', { name: 'Email and password' }).click();
}

/**
 * Starts the browser with the attendee's session already stored (for tests where logging in is
 * not under test). Seeded once per tab, so a logout in the test stays a logout after reloads.
 */
export async function useAttendeeSession(page: Page, request: APIRequestContext) {
  await seedSession(page, await attendeeToken(request));
}

/** Stores `token` as the tab's session before the app first runs; once per tab, as above. */
export async function seedSession(page: Page, token: string) {
  await page.addInitScript(
    ({ key, token }) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      sessionStorage.setItem(key, JSON.stringify({ state: { accessToken: token }, version: 0 }));
    },
    { key: SESSION_KEY, token },
  );
}

export async function storedToken(page: Page): Promise<string | undefined> {
  return page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { state?: { accessToken?: string } }).state?.accessToken : undefined;
  }, SESSION_KEY);
}

/** Waits until the router has finished its guards (main.tsx mirrors the navigation state). */
export async function navigationIdle(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-navigation', 'idle');
}

/** Waits until a fading element (menu, dialog) is fully shown, so screenshots and axe see it settled. */
export async function fullyShown(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        let opacity = 1;
        for (let el: Element | null = element; el; el = el.parentElement) {
          opacity *= Number(getComputedStyle(el).opacity);
        }
        return opacity;
      }),
    )
    .toBe(1);
}
