import {
  ADMIN_USER,
  addPeopleRegistrations,
  expectStrip,
  GHOST_MS,
  headerAttendee,
  PEOPLE,
  PIA,
  plainProfile,
  profileAs,
  QUINN,
  saveProfile,
  userIdOf,
  visitorsOfEachTest,
} from './support/attendees';
import { fullyShown } from './support/auth';
import { saveScreen } from './support/screens';
import { expect, type Page, test } from './support/test';

// Spec §2.8 (own profile, attendee profile dialog) and §6 (private profile information is
// hidden from other users; some data only with special privileges), with a viewer and the
// profile's owner in browsers of their own.

addPeopleRegistrations();

const PRIVILEGED = 'You are seeing this data because you have special privileges';
const SECRET = 'Allergic to hazelnuts (only the organisers may know)';
const DIET = 'Vegan, no soy';
const SOCIAL = 'https://social.example/quinn';

/** Quinn's profile for these tests: two private values, a social link, email not shared. */
const QUINN_PROFILE = plainProfile(QUINN, {
  privateInformation: SECRET,
  dietaryNeeds: DIET,
  socialMediaProfile: SOCIAL,
});

const { visit } = visitorsOfEachTest();

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  for (const person of PEOPLE) {
    await saveProfile(request, person, person === QUINN ? QUINN_PROFILE : plainProfile(person));
  }
});

/** Opens an attendee's profile from the header's strip: the context menu's "Go to profile". */
async function openProfileFromStrip(page: Page, name: string) {
  await headerAttendee(page, name).click();
  const answer = page.waitForResponse((response) =>
    /\/userProfile\/[^/]+$/.test(new URL(response.url()).pathname),
  );
  await page
    .getByRole('menu', { name: `Actions for ${name}` })
    .getByRole('menuitem', { name: 'Go to profile' })
    .click();
  const response = await answer;
  const dialog = page.getByRole('dialog', { name: `Profile of ${name}` });
  await expect(dialog).toBeVisible();
  return { dialog, body: (await response.json()) as { email?: string; attributes: Record<string, unknown> } };
}

/** Opens the own profile panel from the avatar menu. */
async function openOwnProfile(page: Page) {
  await page.getByTestId('avatar-button').click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'My profile' });
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeEnabled();
  return dialog;
}

test("another attendee's profile shows no private field, and the email only once shared", async ({
  browser,
}, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  await expectStrip(pia, [PIA, QUINN], GHOST_MS);

  await test.step('the dialog: name, title and company, the social link; nothing private, no email', async () => {
    const { dialog, body } = await openProfileFromStrip(pia.page, QUINN.name);
    await expect(dialog.getByTestId('profile-name')).toHaveText(QUINN.name);
    await expect(dialog).toContainText(`${QUINN.title} · ${QUINN.company}`);
    await expect(dialog.getByRole('link', { name: SOCIAL })).toHaveAttribute('href', SOCIAL);
    for (const hidden of [
      SECRET,
      DIET,
      QUINN.email,
      'Private information',
      'Dietary needs',
      'Email address',
    ]) {
      await expect(dialog).not.toContainText(hidden);
    }
    await expect(dialog.getByTestId('privileged-note')).toHaveCount(0);
    await expect(dialog).not.toContainText(PRIVILEGED);
    // Not merely hidden on the screen: the answer does not hold them.
    expect(body.email).toBeUndefined();
    expect(Object.keys(body.attributes)).not.toContain('privateInformation');
    expect(Object.keys(body.attributes)).not.toContain('dietaryNeeds');
    expect(JSON.stringify(body)).not.toContain(SECRET);
    await fullyShown(dialog);
    await saveScreen(pia.page, 'attendee-profile-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('Quinn shares her email in her profile panel', async () => {
    const dialog = await openOwnProfile(quinn.page);
    await dialog.getByRole('button', { name: 'Edit' }).click();
    const share = dialog.getByRole('switch', { name: 'Share my email address' });
    await expect(share).not.toBeChecked();
    await share.check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your profile was saved.');
  });

  await test.step('now Pia sees the email, still nothing private', async () => {
    const { dialog, body } = await openProfileFromStrip(pia.page, QUINN.name);
    await expect(dialog.getByRole('link', { name: QUINN.email })).toHaveAttribute(
      'href',
      `mailto:${QUINN.email}`,
    );
    await expect(dialog).not.toContainText(SECRET);
    await expect(dialog).not.toContainText(DIET);
    await expect(dialog).not.toContainText(PRIVILEGED);
    expect(body.email).toBe(QUINN.email);
    expect(JSON.stringify(body)).not.toContain(DIET);
  });
});

test('an administrator sees private fields and the email, with the special-privileges note', async ({
  browser,
}, testInfo) => {
  const admin = await visit(browser, testInfo, ADMIN_USER);
  await visit(browser, testInfo, QUINN, { area: 'lounge' });
  await expectStrip(admin, [ADMIN_USER, QUINN], GHOST_MS);

  const { dialog, body } = await openProfileFromStrip(admin.page, QUINN.name);
  await expect(dialog.getByTestId('privileged-note')).toHaveText(PRIVILEGED);
  await expect(dialog).toContainText(SECRET);
  await expect(dialog).toContainText(DIET);
  await expect(dialog.getByRole('link', { name: QUINN.email })).toBeVisible();
  // What others do not see is marked as such.
  await expect(dialog.getByRole('term').filter({ hasText: 'Private information' })).toContainText(
    'Hidden from other attendees',
  );
  expect(body).toMatchObject({ email: QUINN.email, privileged: true });
  await fullyShown(dialog);
  await saveScreen(admin.page, 'attendee-profile-privileged');
});

test('a profile not open for networking is not listed to others, nor shown to them', async ({
  browser,
  request,
}, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const admin = await visit(browser, testInfo, ADMIN_USER);
  await expectStrip(pia, [ADMIN_USER, PIA, QUINN], GHOST_MS);
  const quinnId = await userIdOf(request, QUINN);

  await test.step('Quinn switches networking off in her profile panel', async () => {
    const dialog = await openOwnProfile(quinn.page);
    await expect(dialog.getByTestId('networking-state')).toContainText('You are open for networking');
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('switch', { name: 'Open for networking' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your profile was saved.');
    await expect(dialog.getByTestId('networking-state')).toContainText('You are not open for networking');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('Pia no longer lists her; Quinn still sees herself, the administrator sees her', async () => {
    await expectStrip(pia, [ADMIN_USER, PIA]);
    await expectStrip(quinn, [ADMIN_USER, PIA, QUINN]);
    await expectStrip(admin, [ADMIN_USER, PIA, QUINN]);
  });

  await test.step('her profile: 404 for Pia, for the administrator with the note', async () => {
    const asPia = await profileAs(request, PIA, quinnId);
    expect(asPia.status).toBe(404);
    expect(asPia.body).toMatchObject({ error: 'profile.not_found' });
    const { dialog } = await openProfileFromStrip(admin.page, QUINN.name);
    await expect(dialog.getByTestId('privileged-note')).toHaveText(PRIVILEGED);
    await expect(dialog).toContainText('This attendee is not open for networking.');
  });

  await test.step('networking on again: listed again', async () => {
    const dialog = await openOwnProfile(quinn.page);
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('switch', { name: 'Open for networking' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your profile was saved.');
    await expectStrip(pia, [ADMIN_USER, PIA, QUINN]);
    expect((await profileAs(request, PIA, quinnId)).status).toBe(200);
  });
});

test('own profile panel: completion, private fields marked, edit with a cancel and a save that others see', async ({
  browser,
}, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  await expectStrip(quinn, [PIA, QUINN], GHOST_MS);
  const dialog = await openOwnProfile(pia.page);

  await test.step('what the owner sees', async () => {
    await expect(dialog.getByTestId('profile-name')).toHaveText(PIA.name);
    await expect(dialog).toContainText(`${PIA.title} · ${PIA.company}`);
    await expect(dialog.getByRole('progressbar', { name: /^Profile \d+ % complete$/ })).toBeVisible();
    await expect(dialog.getByRole('term').filter({ hasText: 'Email address' })).toContainText(
      'Hidden from other attendees',
    );
    await expect(dialog.getByRole('term').filter({ hasText: 'Private information' })).toContainText(
      'Hidden from other attendees',
    );
    await fullyShown(dialog);
    await saveScreen(pia.page, 'own-profile-panel');
  });

  const completion = async () => Number(await dialog.getByRole('progressbar').getAttribute('aria-valuenow'));
  const before = await completion();

  await test.step('cancel keeps the saved values', async () => {
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('Something else');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Job title' })).toHaveCount(0);
    await expect(dialog).toContainText(`${PIA.title} · ${PIA.company}`);
  });

  await test.step('a name is required', async () => {
    await dialog.getByRole('button', { name: 'Edit' }).click();
    const nameField = dialog.getByRole('textbox', { name: 'Name' });
    await nameField.fill('');
    await nameField.blur();
    await expect(dialog).toContainText('Please enter a name!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(nameField).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await nameField.fill(PIA.name);
  });

  await test.step('save: the completion grows, the others see the new title', async () => {
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('Principal engineer');
    await dialog.getByRole('textbox', { name: 'Social media profile' }).fill('https://social.example/pia');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your profile was saved.');
    await expect(dialog).toContainText(`Principal engineer · ${PIA.company}`);
    expect(await completion()).toBeGreaterThan(before);
    await expect(headerAttendee(quinn.page, PIA.name).locator('[title]')).toHaveAttribute(
      'title',
      `${PIA.name} – Principal engineer · ${PIA.company}`,
    );
  });
});
