import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, type Route, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { apiToken, type LoginConfiguration, type LoginOptionInput, type Registration } from './api';
import { ADMIN } from './env';
import { t } from './i18n';
import { laneOf } from './lane';

/** The login texts of spec §8 and §5, from the English catalogue (what the UI shows). */
export const text = (key: string) => t('en', key);

/** Email and password, ticket number and confirmation number: the three forms of spec §2.4. */
export const SEVERAL_OPTIONS: LoginConfiguration = {
  options: [
    { loginType: 'EMAIL_PASSWORD', displayName: 'Email and password', providerId: 'password' },
    { loginType: 'BIZZABO_LOGIN', displayName: 'Ticket number', providerId: 'bizzabo' },
    { loginType: 'CVENT_LOGIN', displayName: 'Confirmation number', providerId: 'cvent' },
  ],
};

export const only = (loginType: string): LoginConfiguration => ({
  options: SEVERAL_OPTIONS.options.filter((option) => option.loginType === loginType),
});

/** The registrations the ticket and confirmation logins of the specs use. */
export const TICKET_HOLDER = { email: 'ticket.holder@example.com', ticketNumber: 1001 } as const;
export const CONFIRMATION_HOLDER = {
  email: 'conf.holder@example.com',
  confirmationNumber: 'ABC123',
} as const;
export const INACTIVE_HOLDER = {
  email: 'inactive.holder@example.com',
  ticketNumber: 1003,
  confirmationNumber: 'INACT3',
} as const;
export const TEST_REGISTRATIONS: Registration[] = [
  {
    email: TICKET_HOLDER.email,
    name: 'Tia Ticket',
    company: 'Example Ltd.',
    ticketNumber: TICKET_HOLDER.ticketNumber,
    confirmationNumber: null,
    active: true,
  },
  {
    email: CONFIRMATION_HOLDER.email,
    name: 'Conrad Confirmed',
    company: 'Example Ltd.',
    ticketNumber: null,
    confirmationNumber: CONFIRMATION_HOLDER.confirmationNumber,
    active: true,
  },
  {
    email: INACTIVE_HOLDER.email,
    name: 'Ingo Inactive',
    company: null,
    ticketNumber: INACTIVE_HOLDER.ticketNumber,
    confirmationNumber: INACTIVE_HOLDER.confirmationNumber,
    active: false,
  },
];

export const loginCard = (page: Page) => page.getByTestId('login-card');

/** A field of the login card by its form name (email, password, registrationNumber, confirmationNumber). */
export const loginInput = (page: Page, name: string) => loginCard(page).locator(`input[name=${name}]`);

export const submitButton = (page: Page) => loginCard(page).locator('button[type=submit]');
export const resetPasswordButton = (page: Page) =>
  loginCard(page).getByRole('button', { name: text('login.resetPassword') });
export const cancelButton = (page: Page) =>
  loginCard(page).getByRole('button', { name: text('login.cancel') });
export const optionList = (page: Page) => page.getByTestId('login-options');

/** The helper text that belongs to an input (through its aria-describedby). */
export async function helperOf(input: Locator): Promise<Locator> {
  const id = await input.getAttribute('aria-describedby');
  expect(id, 'the field has a helper text').toBeTruthy();
  return input.page().locator(`[id="${id}"]`);
}

/** An empty helper text (MUI keeps its line with a zero-width space). */
export const NO_MESSAGE = /^[\s\u200b]*$/;

/** The field is valid and shows no message. */
export async function expectFieldOk(input: Locator) {
  await expect(input).toHaveAttribute('aria-invalid', 'false');
  await expect(await helperOf(input)).toHaveText(NO_MESSAGE);
}

/** The field is marked invalid with that message ('' for a field marked invalid without text). */
export async function expectFieldError(input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(await helperOf(input)).toHaveText(message === '' ? NO_MESSAGE : message);
}

/** Focuses the field, gives it a value (or none) and leaves it, as a person tabbing through would. */
export async function enter(input: Locator, value: string) {
  await input.focus();
  await input.fill(value);
  await input.blur();
}

/** The login message (spec §8): its text, green when nothing went wrong, red otherwise. */
export async function expectLoginMessage(page: Page, message: string, tone: 'green' | 'red') {
  const alert = loginCard(page).getByTestId('login-message');
  await expect(alert).toHaveText(message);
  await expect(alert).toHaveClass(tone === 'green' ? /MuiAlert-colorSuccess/ : /MuiAlert-colorError/);
  // The tone as people see it: the text colour leans to green or to red.
  const [red, green] = await alert.evaluate((element) =>
    (getComputedStyle(element).color.match(/\d+/g) ?? []).map(Number),
  );
  if (tone === 'green') expect(green!, 'green text').toBeGreaterThan(red!);
  else expect(red!, 'red text').toBeGreaterThan(green!);
}

/** Chooses an option of the list by its display name; its form replaces the list. */
export async function chooseOption(page: Page, displayName: string) {
  await optionList(page).getByRole('button', { name: displayName, exact: true }).click();
  await expect(optionList(page)).toHaveCount(0);
}

/**
 * Holds the requests to `url` until `release()` is called, so a test can look at the page while
 * the answer is pending; they then go to the server unchanged. For fetches only: Playwright
 * cannot look into a page whose navigation is held.
 */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(url, async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

/**
 * Records, in session storage, the login card's status text at the moment the page is left
 * (pagehide), so a test can tell what the page showed before a full-page redirect.
 */
export async function recordStatusWhenLeaving(page: Page) {
  await page.addInitScript(() => {
    addEventListener('pagehide', () => {
      const status = document.querySelector('[data-testid=login-checking]')?.textContent ?? '';
      sessionStorage.setItem('e2e:status-when-leaving', status);
    });
  });
}

export const statusWhenLeaving = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('e2e:status-when-leaving'));

/** A login option with the settings of its identity provider, OIDC or (a 'saml.' id) SAML. */
export type SsoLoginOption = LoginOptionInput & {
  saml?: { entryPoint: string; idpCert: string; wantAssertionsSigned?: boolean };
};

/** Replaces the login configuration (PUT /api/designer/login-configuration), SAML options included. */
export async function configureLogin(request: APIRequestContext, options: SsoLoginOption[]) {
  const response = await request.put('/api/designer/login-configuration', {
    data: { options },
    headers: { authorization: `Bearer ${await apiToken(request, ADMIN)}` },
  });
  expect(response.ok(), `login configuration: ${response.status()} ${await response.text()}`).toBe(true);
}

/** The browser's visitor id (spec §9 `tracking:visitor-id`), as the app stored it. */
export const storedVisitorId = (page: Page) =>
  page.evaluate(() => localStorage.getItem('tracking:visitor-id'));

export type LoginEventRow = { user_id: string; login_type: string; visitor_id: string | null };

/**
 * The login events the lane's server recorded (spec §7), read from its database file in its data
 * folder (lane.ts), read-only, newest last.
 */
export function loginEvents(): LoginEventRow[] {
  const file = join(laneOf(test.info()).dataDir, 'atrium.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select user_id, login_type, visitor_id from login_events order by created_at, rowid')
      .all() as LoginEventRow[];
  } finally {
    db.close();
  }
}
