import {
  areaName,
  confirmPasswordReset,
  EMAIL_PASSWORD_LOGIN,
  ensurePublished,
  type LoginConfiguration,
  liveVenue,
  type Registration,
  registrations,
  replaceRegistrations,
  requestPasswordReset,
  setLoginConfiguration,
  unpublishVenue,
  type VenueJson,
} from './support/api';
import { loginViaUi, storedToken } from './support/auth';
import { ATTENDEE, DEFAULT_AREA, pathIs, urls, VIEWPORTS } from './support/env';
import {
  CONFIRMATION_HOLDER,
  cancelButton,
  chooseOption,
  enter,
  expectFieldError,
  expectFieldOk,
  expectLoginMessage,
  helperOf,
  holdRequests,
  INACTIVE_HOLDER,
  loginCard,
  loginInput,
  NO_MESSAGE,
  only,
  optionList,
  recordStatusWhenLeaving,
  resetPasswordButton,
  SEVERAL_OPTIONS,
  statusWhenLeaving,
  submitButton,
  TEST_REGISTRATIONS,
  TICKET_HOLDER,
  text,
} from './support/login';
import { nextMail, outboxFiles, resetLink } from './support/outbox';
import { expect, type Page, test } from './support/test';

// Spec §2.4 (login screen), §4 (login on authentication change, logout), §5 (login form rules),
// §8 (login messages), on the seeded demo venue. Every test leaves the login configuration, the
// registrations and the attendee's password as the other specs expect them.

const expoHall = urls.area('expo-hall');
const lobby = urls.area(DEFAULT_AREA);

const required = text('login.required');
const tooLong = text('login.valueTooLong');
const wholeNumber = text('login.wholeNumber');
const lettersAndDigits = text('login.lettersAndDigitsOnly');

let venue: VenueJson;
test.beforeEach(async ({ request }) => {
  venue ??= await liveVenue(request);
});

// Every test starts with the single email-and-password option, whatever ran before it (also
// when run alone), and leaves it so for the specs after this file.
for (const hook of [test.beforeEach, test.afterEach]) {
  hook(async ({ request }) => {
    await setLoginConfiguration(request, EMAIL_PASSWORD_LOGIN);
  });
}

/** Opens a deep link while logged out: the login page carries it as its redirect. */
async function openLoginFor(page: Page, target: string) {
  await page.goto(target);
  await page.waitForURL(pathIs('/login'));
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);
  await expect(loginCard(page)).toBeVisible();
}

async function expectArea(page: Page, path: string, areaId: string) {
  await page.waitForURL(pathIs(path));
  await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, areaId));
  expect(await storedToken(page)).toBeTruthy();
}

/** Registrations of the demo venue for one describe block; the earlier ones come back afterwards. */
function useTestRegistrations() {
  let saved: Registration[] | undefined;
  test.beforeEach(async ({ request }) => {
    saved ??= await registrations(request);
    await replaceRegistrations(request, TEST_REGISTRATIONS);
  });
  test.afterEach(async ({ request }) => {
    if (saved) await replaceRegistrations(request, saved);
  });
}

test.describe('option list (desktop)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('several options: one button each, choosing one shows its form, cancel returns to the list', async ({
    page,
    request,
  }) => {
    await setLoginConfiguration(request, SEVERAL_OPTIONS);
    await page.goto('/login');
    const card = loginCard(page);
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(text('login.title'));
    await expect(card).toContainText(text('login.chooseOption'));
    await expect(optionList(page).getByRole('button')).toHaveText([
      'Email and password',
      'Ticket number',
      'Confirmation number',
    ]);
    await expect(card.locator('input')).toHaveCount(0);
    await expect(cancelButton(page)).toHaveCount(0);

    const forms: [displayName: string, inputs: string[]][] = [
      ['Email and password', ['email', 'password']],
      ['Ticket number', ['registrationNumber', 'email']],
      ['Confirmation number', ['confirmationNumber']],
    ];
    for (const [displayName, inputs] of forms) {
      await test.step(displayName, async () => {
        await chooseOption(page, displayName);
        await expect(card).toContainText(text('login.intro'));
        await expect(card.locator('input')).toHaveCount(inputs.length);
        for (const name of inputs) await expect(loginInput(page, name)).toBeVisible();
        await expect(submitButton(page)).toHaveText(text('login.submit'));
        // Only the email-and-password form can reset a password.
        await expect(resetPasswordButton(page)).toHaveCount(displayName === 'Email and password' ? 1 : 0);

        await cancelButton(page).click();
        await expect(optionList(page).getByRole('button')).toHaveCount(3);
        await expect(card.locator('input')).toHaveCount(0);
        await expect(card).toContainText(text('login.chooseOption'));
      });
    }
  });

  test('a single option is preselected: its form at once, no list and no cancel', async ({
    page,
    request,
  }) => {
    const cases: [configuration: LoginConfiguration, inputs: string[]][] = [
      [EMAIL_PASSWORD_LOGIN, ['email', 'password']],
      [only('BIZZABO_LOGIN'), ['registrationNumber', 'email']],
      [only('CVENT_LOGIN'), ['confirmationNumber']],
    ];
    for (const [configuration, inputs] of cases) {
      await test.step(configuration.options[0]!.loginType, async () => {
        await setLoginConfiguration(request, configuration);
        await page.goto('/login');
        await expect(loginCard(page).locator('input')).toHaveCount(inputs.length);
        for (const name of inputs) await expect(loginInput(page, name)).toBeVisible();
        await expect(optionList(page)).toHaveCount(0);
        await expect(cancelButton(page)).toHaveCount(0);
        await expect(loginCard(page)).toContainText(text('login.intro'));
      });
    }
  });
});

test.describe('login card links (desktop, spec §2.4, §2.5)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the imprint and the privacy notice open without a login; "return to the venue" goes back', async ({
    page,
  }) => {
    await openLoginFor(page, expoHall);
    const card = loginCard(page);
    const imprint = card.getByRole('link', { name: text('imprint'), exact: true });
    const privacy = card.getByRole('link', { name: text('privacyPolicy'), exact: true });
    const back = card.getByRole('link', { name: text('login.returnToVenue'), exact: true });
    await expect(imprint).toHaveAttribute('href', urls.imprint);
    await expect(privacy).toHaveAttribute('href', urls.privacyPolicy);
    await expect(back).toHaveAttribute('href', '/');

    await imprint.click();
    await page.waitForURL(pathIs(urls.imprint));
    await expect(page.getByTestId('legal-text')).toContainText('Atrium Events Ltd.');
    await expect(loginCard(page)).toHaveCount(0);
    await page.goBack();
    await page.waitForURL(pathIs('/login'));

    await loginCard(page)
      .getByRole('link', { name: text('privacyPolicy'), exact: true })
      .click();
    await page.waitForURL(pathIs(urls.privacyPolicy));
    await expect(page.getByRole('heading', { name: 'Privacy notice' })).toBeVisible();
    await page.goBack();
    await page.waitForURL(pathIs('/login'));

    // Back to the venue: still not logged in, so the venue asks for a login, for its default area.
    await loginCard(page)
      .getByRole('link', { name: text('login.returnToVenue'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === lobby);
    await expect(loginCard(page)).toBeVisible();
    expect(await storedToken(page)).toBeUndefined();
  });
});

test.describe('form validation (desktop, spec §5)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('email and password', async ({ page }) => {
    await page.goto('/login');
    const email = loginInput(page, 'email');
    const password = loginInput(page, 'password');
    await expect(email).toHaveAccessibleName(/Email address/);
    await expect(password).toHaveAccessibleName(/Password/);

    // Empty, but never focused: nothing is validated yet.
    await expectFieldOk(email);
    await expectFieldOk(password);
    await expect(loginCard(page)).not.toContainText(required);
    await expect(submitButton(page)).toBeDisabled();
    await expect(resetPasswordButton(page)).toBeDisabled();

    await enter(email, '');
    await expectFieldError(email, required);
    await expectFieldOk(password);
    await enter(password, '');
    await expectFieldError(password, required);

    // An invalid email is only marked invalid: its message is empty.
    for (const invalid of ['attendee', 'attendee@atrium', 'atten dee@atrium.local']) {
      await enter(email, invalid);
      await expectFieldError(email, '');
    }
    await expect(loginCard(page)).not.toContainText(text('login.invalidEmail'));
    await expect(resetPasswordButton(page)).toBeDisabled();

    // Under 128 characters: 127 pass, 128 are too long.
    const domain = '@example.com';
    await enter(email, `${'a'.repeat(127 - domain.length)}${domain}`);
    await expectFieldOk(email);
    await enter(email, `${'a'.repeat(128 - domain.length)}${domain}`);
    await expectFieldError(email, tooLong);
    await enter(password, 'p'.repeat(127));
    await expectFieldOk(password);
    await enter(password, 'p'.repeat(128));
    await expectFieldError(password, tooLong);

    // Reset needs a valid email only; submit needs every field filled and valid.
    await enter(email, ATTENDEE.email);
    await expectFieldOk(email);
    await expect(resetPasswordButton(page)).toBeEnabled();
    await expect(submitButton(page)).toBeDisabled();
    await enter(password, '');
    await expect(submitButton(page)).toBeDisabled();
    await enter(password, ATTENDEE.password);
    await expectFieldOk(password);
    await expect(submitButton(page)).toBeEnabled();
    await enter(email, 'attendee@atrium');
    await expect(submitButton(page)).toBeDisabled();
    await expect(resetPasswordButton(page)).toBeDisabled();
    await enter(email, ATTENDEE.email);
    await expect(submitButton(page)).toBeEnabled();
  });

  test('ticket number', async ({ page, request }) => {
    await setLoginConfiguration(request, SEVERAL_OPTIONS);
    await page.goto('/login');
    await chooseOption(page, 'Ticket number');
    const ticket = loginInput(page, 'registrationNumber');
    const email = loginInput(page, 'email');
    await expect(ticket).toHaveAccessibleName(/Ticket number/);
    await expect(ticket).toHaveAttribute('inputmode', 'numeric');

    await expectFieldOk(ticket);
    await expectFieldOk(email);
    await expect(submitButton(page)).toBeDisabled();

    await enter(ticket, '');
    await expectFieldError(ticket, required);
    await expectFieldOk(email);
    await enter(email, '');
    await expectFieldError(email, required);

    // A whole number from 0 to 2147483647.
    for (const bad of ['2147483648', '1.5', '-1', '12a', '1e3']) {
      await test.step(`"${bad}"`, async () => {
        await enter(ticket, bad);
        await expectFieldError(ticket, wholeNumber);
      });
    }
    for (const good of ['0', '2147483647']) {
      await enter(ticket, good);
      await expectFieldOk(ticket);
    }
    await enter(ticket, '1'.repeat(128));
    await expectFieldError(ticket, tooLong);

    await enter(email, 'ticket.holder@example');
    await expectFieldError(email, '');
    await enter(ticket, String(TICKET_HOLDER.ticketNumber));
    await expect(submitButton(page)).toBeDisabled();
    await enter(email, TICKET_HOLDER.email);
    await expect(submitButton(page)).toBeEnabled();
    await enter(ticket, '1.5');
    await expect(submitButton(page)).toBeDisabled();
  });

  test('confirmation number', async ({ page, request }) => {
    await setLoginConfiguration(request, SEVERAL_OPTIONS);
    await page.goto('/login');
    await chooseOption(page, 'Confirmation number');
    const confirmation = loginInput(page, 'confirmationNumber');
    await expect(confirmation).toHaveAccessibleName(/Confirmation number/);

    await expectFieldOk(confirmation);
    await expect(submitButton(page)).toBeDisabled();

    await enter(confirmation, '');
    await expectFieldError(confirmation, required);
    for (const bad of ['ABC-123', 'ABC 123', 'ABC_123', 'ÄBC123']) {
      await test.step(`"${bad}"`, async () => {
        await enter(confirmation, bad);
        await expectFieldError(confirmation, lettersAndDigits);
        await expect(submitButton(page)).toBeDisabled();
      });
    }
    await enter(confirmation, 'A'.repeat(128));
    await expectFieldError(confirmation, tooLong);
    await expect(submitButton(page)).toBeDisabled();
    await enter(confirmation, 'A'.repeat(127));
    await expectFieldOk(confirmation);

    await enter(confirmation, CONFIRMATION_HOLDER.confirmationNumber);
    await expectFieldOk(confirmation);
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe('email form on a phone (390×844)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('validation, then a login that lands on the deep link', async ({ page }) => {
    await openLoginFor(page, expoHall);
    const card = loginCard(page);
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);

    const email = loginInput(page, 'email');
    const password = loginInput(page, 'password');
    await expectFieldOk(email);
    await expectFieldOk(password);
    await enter(email, '');
    await expectFieldError(email, required);
    await enter(email, 'attendee@atrium');
    await expectFieldError(email, '');
    await enter(password, 'p'.repeat(128));
    await expectFieldError(password, tooLong);
    await expect(submitButton(page)).toBeDisabled();
    await expect(resetPasswordButton(page)).toBeDisabled();

    await enter(email, ATTENDEE.email);
    await enter(password, ATTENDEE.password);
    await expectFieldOk(email);
    await expectFieldOk(password);
    await expect(resetPasswordButton(page)).toBeEnabled();
    await submitButton(page).click();
    await expectArea(page, expoHall, 'expo-hall');
  });
});

test.describe('logging in (desktop)', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  useTestRegistrations();

  test('email and password: "Checking…" while the server checks, then the redirect target', async ({
    page,
    request,
  }) => {
    await setLoginConfiguration(request, SEVERAL_OPTIONS);
    await openLoginFor(page, expoHall);
    await chooseOption(page, 'Email and password');
    const login = await holdRequests(page, pathIs('/api/auth/login'));
    await loginViaUi(page);

    const checking = page.getByTestId('login-checking');
    await expect(checking).toHaveText(text('app.checking'));
    await expect(checking).toHaveRole('status');
    await expect(checking.locator('.MuiCircularProgress-root')).toBeVisible();
    await expect(loginCard(page).locator('input').first()).toBeHidden();
    expect(login.held).toHaveLength(1);
    login.release();

    await expectArea(page, expoHall, 'expo-hall');
    await expect(page.getByTestId('avatar-button')).toHaveAccessibleName(`Account menu of ${ATTENDEE.name}`);
  });

  test('ticket number and email: "Checking…", then the redirect target as the registered person', async ({
    page,
    request,
  }) => {
    await setLoginConfiguration(request, SEVERAL_OPTIONS);
    await openLoginFor(page, expoHall);
    await chooseOption(page, 'Ticket number');
    await enter(loginInput(page, 'registrationNumber'), String(TICKET_HOLDER.ticketNumber));
    await enter(loginInput(page, 'email'), TICKET_HOLDER.email);
    const login = await holdRequests(page, pathIs('/api/bizzabo/login'));
    await submitButton(page).click();

    await expect(page.getByTestId('login-checking')).toHaveText(text('app.checking'));
    await expect(loginCard(page).locator('input').first()).toBeHidden();
    expect(login.held).toHaveLength(1);
    login.release();

    await expectArea(page, expoHall, 'expo-hall');
    await expect(page.getByTestId('avatar-button')).toHaveAccessibleName('Account menu of Tia Ticket');
  });

  test('confirmation number: the redirect target as the registered person', async ({ page, request }) => {
    await setLoginConfiguration(request, SEVERAL_OPTIONS);
    await openLoginFor(page, expoHall);
    await chooseOption(page, 'Confirmation number');
    await enter(loginInput(page, 'confirmationNumber'), CONFIRMATION_HOLDER.confirmationNumber);
    await submitButton(page).click();

    await expectArea(page, expoHall, 'expo-hall');
    await expect(page.getByTestId('avatar-button')).toHaveAccessibleName('Account menu of Conrad Confirmed');
  });

  test('a wrong password: red "Invalid credentials.", and the form back with what was typed', async ({
    page,
  }) => {
    await openLoginFor(page, expoHall);
    await loginViaUi(page, { email: ATTENDEE.email, password: 'not-the-password' });
    await expectLoginMessage(page, text('login.invalidCredentials'), 'red');
    await expect(loginInput(page, 'password')).toBeVisible();
    await expect(loginInput(page, 'email')).toHaveValue(ATTENDEE.email);
    await expect(page).toHaveURL(pathIs('/login'));
    expect(await storedToken(page)).toBeUndefined();
  });

  test('ticket number: unknown or another email is invalid, an inactive registration is not accepted', async ({
    page,
    request,
  }) => {
    await setLoginConfiguration(request, SEVERAL_OPTIONS);
    await openLoginFor(page, expoHall);
    await chooseOption(page, 'Ticket number');
    const attempts: [ticket: number, email: string, message: string][] = [
      [9999, TICKET_HOLDER.email, text('login.registrationInvalid')],
      [TICKET_HOLDER.ticketNumber, 'someone.else@example.com', text('login.registrationInvalid')],
      [INACTIVE_HOLDER.ticketNumber, INACTIVE_HOLDER.email, text('login.userNotAccepted')],
    ];
    for (const [ticket, email, message] of attempts) {
      await test.step(`${ticket} / ${email}`, async () => {
        await enter(loginInput(page, 'registrationNumber'), String(ticket));
        await enter(loginInput(page, 'email'), email);
        await submitButton(page).click();
        await expectLoginMessage(page, message, 'red');
        await expect(page).toHaveURL(pathIs('/login'));
      });
    }
    expect(await storedToken(page)).toBeUndefined();
  });

  test('confirmation number: unknown is invalid, an inactive registration is not accepted', async ({
    page,
    request,
  }) => {
    await setLoginConfiguration(request, SEVERAL_OPTIONS);
    await openLoginFor(page, expoHall);
    await chooseOption(page, 'Confirmation number');
    const attempts: [confirmation: string, message: string][] = [
      ['ZZZ999', text('login.registrationInvalid')],
      [INACTIVE_HOLDER.confirmationNumber, text('login.userNotAccepted')],
    ];
    for (const [confirmation, message] of attempts) {
      await test.step(confirmation, async () => {
        await enter(loginInput(page, 'confirmationNumber'), confirmation);
        await submitButton(page).click();
        await expectLoginMessage(page, message, 'red');
        await expect(page).toHaveURL(pathIs('/login'));
      });
    }
    expect(await storedToken(page)).toBeUndefined();
  });
});

test.describe('login failures without a wrong input (desktop, spec §4, §6, §8)', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  useTestRegistrations();

  test.afterEach(async ({ request }) => {
    await ensurePublished(request);
  });

  test("the authority check fails (not 403): 'unknown error', signed out on the server too", async ({
    page,
    context,
  }) => {
    await openLoginFor(page, expoHall);
    // The venue's answer to the check after login is a server error.
    const checks: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/venue',
      (route) => {
        checks.push(route.request().method());
        return route.fulfill({ status: 500 });
      },
    );
    // The sign-out sends the login's refresh cookie to the server, which revokes its session.
    const signedOut: string[] = [];
    await page.route(pathIs('/api/auth/logout'), async (route) => {
      signedOut.push((await route.request().allHeaders()).cookie ?? '');
      await route.continue();
    });
    const logout = page.waitForResponse((response) => pathIs('/api/auth/logout')(new URL(response.url())));
    await loginViaUi(page);
    expect((await logout).status()).toBe(204);
    await expectLoginMessage(page, text('login.unknownError'), 'red');
    expect(checks).toEqual(['HEAD']);
    // Still the login page with the way back, the form as it was typed, nobody logged in.
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(expoHall);
    await expect(loginInput(page, 'email')).toHaveValue(ATTENDEE.email);
    expect(await storedToken(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('atrium:has-session'))).toBeNull();
    // The login's refresh cookie was revoked: cleared here, and offered again it restores nothing.
    expect((await context.cookies()).some((cookie) => cookie.name === 'atrium_refresh')).toBe(false);
    const token = signedOut[0]?.match(/atrium_refresh=([^;]+)/)?.[1];
    expect(token, 'the refresh cookie sent with the sign-out').toBeTruthy();
    await context.addCookies([
      { name: 'atrium_refresh', value: token!, url: new URL('/api/auth/', page.url()).href },
    ]);
    expect((await page.request.post('/api/auth/refresh')).status()).toBe(401);
  });

  test('ticket and confirmation logins while the event is not published: the generic failure', async ({
    page,
    request,
  }) => {
    await setLoginConfiguration(request, SEVERAL_OPTIONS);
    await openLoginFor(page, expoHall);
    // The venue is unpublished while the visitor is on the login screen.
    await unpublishVenue(request);

    await chooseOption(page, 'Ticket number');
    await enter(loginInput(page, 'registrationNumber'), String(TICKET_HOLDER.ticketNumber));
    await enter(loginInput(page, 'email'), TICKET_HOLDER.email);
    const ticket = page.waitForResponse((response) => pathIs('/api/bizzabo/login')(new URL(response.url())));
    await submitButton(page).click();
    expect(await (await ticket).json()).toMatchObject({ error: 'auth.login_failed' });
    await expectLoginMessage(page, text('login.unknownError'), 'red');

    await cancelButton(page).click();
    await chooseOption(page, 'Confirmation number');
    await enter(loginInput(page, 'confirmationNumber'), CONFIRMATION_HOLDER.confirmationNumber);
    await submitButton(page).click();
    await expectLoginMessage(page, text('login.unknownError'), 'red');
    await expect(page).toHaveURL(pathIs('/login'));
    expect(await storedToken(page)).toBeUndefined();
  });
});

test.describe('password reset (desktop)', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  const NEW_PASSWORD = 'e2e-new-password-42';
  /** The attendee's password as the server has it now; other specs need ATTENDEE.password. */
  let current: string = ATTENDEE.password;

  test.afterEach(async ({ request }) => {
    if (current === ATTENDEE.password) return;
    // The test stopped half-way: restore the password through the same mail flow.
    const before = outboxFiles();
    await requestPasswordReset(request, ATTENDEE.email);
    const token = resetLink(await nextMail(ATTENDEE.email, before)).searchParams.get('token')!;
    await confirmPasswordReset(request, token, ATTENDEE.password);
    current = ATTENDEE.password;
  });

  test('mail with a link, a new password, a login with it, and the old password back', async ({
    page,
    request,
  }) => {
    await openLoginFor(page, expoHall);
    const email = loginInput(page, 'email');
    const before = outboxFiles();

    await enter(email, ATTENDEE.email);
    await resetPasswordButton(page).click();
    await expectLoginMessage(page, text('login.emailSent'), 'green');

    await enter(email, 'nobody@atrium.local');
    await resetPasswordButton(page).click();
    await expectLoginMessage(page, text('login.unknownUser'), 'red');

    const mail = await nextMail(ATTENDEE.email, before);
    expect(mail.subject).toBe('Reset your password');
    const link = resetLink(mail);
    expect(link.origin).toBe(new URL(page.url()).origin);
    expect(link.pathname).toBe('/login/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    // The login page it was asked from, with its redirect, to come back to after the reset.
    const continuePath = new URL(link.searchParams.get('continueUrl')!, link.origin);
    expect(continuePath.pathname).toBe('/login');
    expect(continuePath.searchParams.get('redirect')).toBe(expoHall);
    // The unknown address got no mail.
    expect([...outboxFiles()].filter((name) => !before.has(name))).toHaveLength(1);

    await test.step('the reset page: too short, mismatch, saved', async () => {
      await page.goto(link.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('login.newPasswordTitle'));
      const password = page.locator('input[name=new-password]');
      const repeat = page.locator('input[name=repeat-password]');
      const save = page.getByRole('button', { name: text('login.setPassword') });
      await expect(save).toBeDisabled();

      await password.fill('short');
      await expect(await helperOf(password)).toHaveText(text('login.passwordTooShort'));
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await repeat.fill('short');
      await expect(save).toBeDisabled();

      await password.fill(NEW_PASSWORD);
      await expect(await helperOf(password)).toHaveText(NO_MESSAGE);
      await expect(await helperOf(repeat)).toHaveText(text('login.passwordsDiffer'));
      await expect(repeat).toHaveAttribute('aria-invalid', 'true');
      await expect(save).toBeDisabled();
      await repeat.fill(`${NEW_PASSWORD}!`);
      await expect(await helperOf(repeat)).toHaveText(text('login.passwordsDiffer'));
      await expect(save).toBeDisabled();

      await repeat.fill(NEW_PASSWORD);
      await expect(await helperOf(repeat)).toHaveText(NO_MESSAGE);
      await expect(save).toBeEnabled();
      current = NEW_PASSWORD;
      await save.click();
      await expect(page.getByRole('alert')).toHaveText(text('login.passwordUpdated'));
      await expect(password).toHaveCount(0);
    });

    await test.step('the link works once', async () => {
      await page.reload();
      await page.locator('input[name=new-password]').fill('another-password-1');
      await page.locator('input[name=repeat-password]').fill('another-password-1');
      await page.getByRole('button', { name: text('login.setPassword') }).click();
      await expect(page.getByRole('alert')).toHaveText(text('login.resetLinkInvalid'));
    });

    await test.step('the old password is refused, the new one logs in', async () => {
      await page.getByRole('link', { name: text('login.backToLogin') }).click();
      await page.waitForURL(pathIs('/login'));
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(expoHall);
      await loginViaUi(page, ATTENDEE);
      await expectLoginMessage(page, text('login.invalidCredentials'), 'red');
      await loginViaUi(page, { email: ATTENDEE.email, password: NEW_PASSWORD });
      await expectArea(page, expoHall, 'expo-hall');
    });

    await test.step('restore the usual password through a second mail', async () => {
      const beforeRestore = outboxFiles();
      await requestPasswordReset(request, ATTENDEE.email);
      await page.goto(resetLink(await nextMail(ATTENDEE.email, beforeRestore)).href);
      await page.locator('input[name=new-password]').fill(ATTENDEE.password);
      await page.locator('input[name=repeat-password]').fill(ATTENDEE.password);
      await page.getByRole('button', { name: text('login.setPassword') }).click();
      await expect(page.getByRole('alert')).toHaveText(text('login.passwordUpdated'));
      current = ATTENDEE.password;
      const login = await request.post('/api/auth/login', {
        data: { email: ATTENDEE.email, password: ATTENDEE.password },
      });
      expect(login.status()).toBe(200);
    });
  });
});

test.describe('logout (desktop)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('logout from the avatar menu revokes the session: the refresh cookie restores nothing', async ({
    page,
    context,
  }) => {
    await openLoginFor(page, expoHall);
    await loginViaUi(page);
    await expectArea(page, expoHall, 'expo-hall');

    // While logged in, a new tab restores the session from the refresh cookie.
    const tab = await context.newPage();
    await tab.goto(urls.area('lounge'));
    await expectArea(tab, urls.area('lounge'), 'lounge');
    await tab.close();
    const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'atrium_refresh');
    expect(refreshCookie, 'the refresh cookie').toBeDefined();

    await page.getByTestId('avatar-button').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(pathIs('/login'));
    await expect(loginCard(page)).toBeVisible();
    expect(await storedToken(page)).toBeUndefined();

    await page.goto(expoHall);
    await page.waitForURL(pathIs('/login'));
    await page.reload();
    await expect(loginCard(page)).toBeVisible();
    await expect(page).toHaveURL(pathIs('/login'));

    // The server revoked the session itself: even the old cookie, offered again, restores nothing.
    await context.addCookies([refreshCookie!]);
    await page.evaluate(() => localStorage.setItem('atrium:has-session', 'true'));
    const again = await context.newPage();
    const refresh = again.waitForResponse((response) => pathIs('/api/auth/refresh')(new URL(response.url())));
    await again.goto(expoHall);
    expect((await refresh).status()).toBe(401);
    await again.waitForURL(pathIs('/login'));
    await expect(loginCard(again)).toBeVisible();
    expect(await storedToken(again)).toBeUndefined();
  });
});

test.describe('single sign-on (desktop)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('an OIDC option redirects at once to its start URL; an aborted login says so in red', async ({
    page,
    request,
  }) => {
    await setLoginConfiguration(request, {
      options: [
        EMAIL_PASSWORD_LOGIN.options[0]!,
        {
          loginType: 'FIREBASE_OIDC',
          displayName: 'Company account',
          providerId: 'corp-sso',
          // Never contacted: the start request is answered by the test.
          oidc: { issuer: 'https://sso.atrium-e2e.invalid', clientId: 'atrium-e2e', clientSecret: 'e2e' },
        },
      ],
    });
    // The identity provider is never reached: the start request is answered as after a login
    // cancelled there, back to the login screen with a reason.
    const started: URL[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/api/auth/oidc/'),
      (route) => {
        started.push(new URL(route.request().url()));
        return route.fulfill({
          status: 302,
          headers: { location: '/login?sso=error&reason=auth.login_aborted' },
        });
      },
    );
    await recordStatusWhenLeaving(page);

    await openLoginFor(page, expoHall);
    await expect(optionList(page).getByRole('button')).toHaveText(['Email and password', 'Company account']);
    await optionList(page).getByRole('button', { name: 'Company account' }).click();

    // The redirect starts at once, without a form.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('sso') === 'error');
    expect(started.map((url) => url.pathname)).toEqual(['/api/auth/oidc/corp-sso/start']);
    expect([...started[0]!.searchParams]).toEqual([['redirect', expoHall]]);
    expect(await statusWhenLeaving(page)).toBe(text('login.redirecting'));

    await expectLoginMessage(page, text('login.aborted'), 'red');
    // Back on the list, not sent away again.
    await expect(optionList(page).getByRole('button')).toHaveCount(2);
    expect(started).toHaveLength(1);
    expect(await storedToken(page)).toBeUndefined();
  });
});
