import { areaName, liveVenue } from './support/api';
import { loginViaUi, storedToken } from './support/auth';
import { ClockServer } from './support/clock-server';
import { ATTENDEE, pathIs, urls, VIEWPORTS } from './support/env';
import { expectLoginMessage, loginCard, text } from './support/login';
import { expect, laneOf, onClockServer, type Page, test } from './support/test';

// Spec §4 and §9 (login lockout): the 6th failed attempt blocks the account for 2 minutes. The
// server's clock must move, so this file runs against a second server of its own (fresh data
// directory, freshly seeded demo venue) whose Date the test advances over IPC; the shared e2e
// server is not touched.

const LOCK_MS = 2 * 60 * 1000;
const expoHall = urls.area('expo-hall');

let server: ClockServer | undefined;

test.use({ baseURL: onClockServer, viewport: VIEWPORTS.desktop });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await ClockServer.start(laneOf(test.info()).clockPort);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Submits the email form and returns the status of the login call it made. */
async function attempt(page: Page, password: string): Promise<number> {
  const answer = page.waitForResponse((response) => pathIs('/api/auth/login')(new URL(response.url())));
  await loginViaUi(page, { email: ATTENDEE.email, password });
  return (await answer).status();
}

test('the 6th failed attempt blocks the account for 2 minutes, even for the right password', async ({
  page,
  request,
}) => {
  const venue = await liveVenue(request);
  await page.goto(expoHall);
  await page.waitForURL(pathIs('/login'));
  await expect(loginCard(page)).toBeVisible();

  for (let failure = 1; failure <= 5; failure++) {
    await test.step(`wrong password #${failure}`, async () => {
      expect(await attempt(page, `wrong-password-${failure}`)).toBe(401);
      await expectLoginMessage(page, text('login.invalidCredentials'), 'red');
    });
  }

  await test.step('the 6th wrong password blocks the account', async () => {
    expect(await attempt(page, 'wrong-password-6')).toBe(429);
    await expectLoginMessage(page, text('login.tooManyAttempts'), 'red');
    expect(text('login.tooManyAttempts')).toBe('Too many failed attempts. Login is blocked for 2 minutes.');
  });

  await test.step('the right password is refused while blocked', async () => {
    expect(await attempt(page, ATTENDEE.password)).toBe(429);
    await expectLoginMessage(page, text('login.tooManyAttempts'), 'red');
    await expect(page).toHaveURL(pathIs('/login'));
    expect(await storedToken(page)).toBeUndefined();
  });

  await test.step('still blocked a minute later', async () => {
    await server!.advance(60_000);
    expect(await attempt(page, ATTENDEE.password)).toBe(429);
    await expectLoginMessage(page, text('login.tooManyAttempts'), 'red');
  });

  await test.step('2 minutes and 5 seconds after the block, the right password logs in', async () => {
    // The UI keeps no timer of its own: only the server's clock needs to move.
    expect(await server!.advance(LOCK_MS + 5_000 - 60_000)).toBe(LOCK_MS + 5_000);
    expect(await attempt(page, ATTENDEE.password)).toBe(200);
    await page.waitForURL(pathIs(expoHall));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'expo-hall'));
    expect(await storedToken(page)).toBeTruthy();
  });
});

test('too many failures from one address (other accounts too): "try again later", not the account lockout', async ({
  page,
  request,
}) => {
  // A window of its own: the failures of the test before are older than 600 s now.
  await server!.advance(601_000);
  await page.goto(expoHall);
  await page.waitForURL(pathIs('/login'));
  await expect(loginCard(page)).toBeVisible();

  // Password spraying: 29 accounts, one guess each (LOGIN_IP_MAX_FAILURES is 30 by default).
  for (let account = 1; account <= 29; account++) {
    const response = await request.post('/api/auth/login', {
      data: { email: `sprayed-${account}@example.com`, password: 'Summer2024!' },
    });
    expect(response.status(), `guess #${account}`).toBe(401);
  }
  // The 30th failure, in the browser, reaches the limit of the address.
  const answer = page.waitForResponse((response) => pathIs('/api/auth/login')(new URL(response.url())));
  await loginViaUi(page, { email: 'sprayed-30@example.com', password: 'Summer2024!' });
  expect((await answer).status()).toBe(429);
  expect(((await (await answer).json()) as { error: string }).error).toBe('rate.limited');
  await expectLoginMessage(page, text('login.tooManyRequests'), 'red');
  expect(text('login.tooManyRequests')).toBe('Too many login attempts. Please try again later.');

  // Even the right password of an account that never failed is refused from this address.
  expect(await attempt(page, ATTENDEE.password)).toBe(429);
  await expectLoginMessage(page, text('login.tooManyRequests'), 'red');

  await server!.advance(601_000);
  expect(await attempt(page, ATTENDEE.password)).toBe(200);
  await page.waitForURL(pathIs(expoHall));
  expect(await storedToken(page)).toBeTruthy();
});
