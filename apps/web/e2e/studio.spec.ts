import { validateVenue } from '@atrium/domain';
import { exampleVenueJson } from '../../../packages/domain/src/venue/fixtures/example-venue.fixture';
import {
  chooseOption,
  loginInput,
  SEVERAL_OPTIONS,
  submitButton,
  TEST_REGISTRATIONS,
  TICKET_HOLDER,
} from './support/login';
import {
  ADMIN,
  adminToken,
  picture,
  savedVersion,
  stageVersions,
  startEmptyServer,
  tinyPdf,
} from './support/studio';
import { expect, type Locator, laneOf, onClockServer, type Page, test } from './support/test';

// The studio on a server of its own with an empty database: an organiser builds a venue from
// nothing, previews and publishes it; an attendee walks through it; then an edit, a rollback and
// an unpublication reach the attendee. Serial: each step builds on the one before.

let server: Awaited<ReturnType<typeof startEmptyServer>>;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: onClockServer, viewport: { width: 1600, height: 1000 } });

test.beforeAll(async () => {
  server = await startEmptyServer(laneOf(test.info()).clockPort);
});
test.afterAll(async () => {
  await server?.stop();
});

const ARCHITECTURE = 'summit';
/** The architecture of the specification's example venue. */
const EXAMPLE = 'example-expo';

async function upload(
  scope: ReturnType<Page['getByTestId']>,
  name: string,
  mimeType: string,
  buffer: Buffer,
) {
  await scope.getByTestId('asset-file-input').first().setInputFiles({ name, mimeType, buffer });
}

/** A hotspot in the studio's editor, by its widget's name. */
const marker = (page: Page, name: string) => page.locator(`button[data-hotspot-key][aria-label="${name}"]`);

/** Drags on the picture from one share of its box to another. */
async function dragOn(page: Page, from: [number, number], to: [number, number]) {
  const canvas = page.getByTestId('hotspot-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 5 });
  await page.mouse.up();
}

async function addWidget(page: Page, type: string, name: string) {
  await page.getByTestId('add-widget').click();
  await page.getByTestId(`add-widget-${type}`).click();
  // Gone before the next pointer gesture: a closing menu would take the press.
  await expect(page.getByTestId(`add-widget-${type}`)).toBeHidden();
  const field = page.getByTestId('widget-name');
  await field.fill(name);
  await expect(field).toHaveValue(name);
}

test('an organiser builds a venue from nothing, previews it, publishes it, and an attendee walks through it; then an edit, a rollback and an unpublication', async ({
  page,
  browser,
  request,
}) => {
  await test.step('the studio asks for the login, and opens empty for the administrator', async () => {
    await page.goto('/studio');
    await page.waitForURL(/\/login\?redirect=%2Fstudio/);
    await page.locator('input[name=email]').fill(ADMIN.email);
    await page.locator('input[name=password]').fill(ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/studio/);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  });

  await test.step('a new venue with its first area on an uploaded picture', async () => {
    await page.getByTestId('create-venue').click();
    const dialog = page.getByTestId('create-venue-dialog');
    await dialog.getByLabel('Venue id').fill(ARCHITECTURE);
    await dialog.getByLabel('Name of the first area').fill('Foyer');
    await upload(dialog, 'foyer.png', 'image/png', await picture(1600, 900, '#3050a0'));
    await expect(dialog.getByText('foyer.png')).toBeVisible();
    await dialog.getByTestId('create-venue-confirm').click();
    await expect(dialog).toBeHidden();
    expect(await savedVersion(page)).toBe(1);
    await expect(page.getByTestId('studio-architecture')).toHaveText(ARCHITECTURE);
  });

  await test.step('a second area on a 360° panorama', async () => {
    await page.getByRole('link', { name: 'Areas', exact: true }).click();
    await page.getByTestId('add-area').click();
    const dialog = page.getByTestId('add-area-dialog');
    await dialog.getByTestId('add-area-name').locator('input').fill('Expo hall');
    await dialog
      .getByRole('radiogroup', { name: 'View mode' })
      .getByRole('radio', { name: '360° panorama' })
      .check();
    await expect(
      dialog.getByRole('radiogroup', { name: 'Background' }).getByRole('radio', { name: '360° panorama' }),
    ).toBeChecked();
    await upload(dialog, 'expo.png', 'image/png', await picture(2048, 1024, '#207050'));
    await expect(dialog.getByTestId('add-area-submit')).toBeEnabled();
    await dialog.getByTestId('add-area-submit').click();
    await expect(dialog).toBeHidden();
    await savedVersion(page);
  });

  await test.step('the foyer: a meeting with a time window and a PDF, placed by dragging; one moved by keyboard', async () => {
    await page.getByRole('link', { name: 'Foyer' }).click();
    await addWidget(page, 'MEETING', 'Keynote');
    await page.getByTestId('time-window-begin').fill('2026-01-01T09:00');
    await page.getByTestId('time-window-end').fill('2030-12-31T18:00');
    await addWidget(page, 'PDF_VIEWER', 'Programme');
    await upload(
      page.getByTestId('widget-configuration'),
      'programme.pdf',
      'application/pdf',
      tinyPdf('Programme'),
    );
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', /saved|pending|saving/);
    await savedVersion(page);

    const select = page.getByTestId('hotspot-widget-select');
    await select.selectOption({ label: 'Keynote' });
    await dragOn(page, [0.1, 0.2], [0.3, 0.5]);
    await expect(marker(page, 'Keynote')).toBeVisible();
    await select.selectOption({ label: 'Programme' });
    await dragOn(page, [0.6, 0.2], [0.8, 0.4]);
    const programme = marker(page, 'Programme');
    await expect(programme).toBeVisible();
    const before = (await programme.boundingBox())!;
    await programme.focus();
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(async () => (await programme.boundingBox())!.y).toBeGreaterThan(before.y + 20);
    await savedVersion(page);
  });

  await test.step('the preview shows the foyer with both hotspots', async () => {
    const preview = page.frameLocator('[data-testid="studio-preview"]');
    await expect(preview.getByTestId('hotspot')).toHaveCount(2, { timeout: 20_000 });
  });

  await test.step('each kind of invalid input is shown at its field, and nothing invalid is staged', async () => {
    const status = page.getByTestId('save-status');
    const shows = async (field: Locator, text: string | RegExp) => {
      await expect(field).toHaveAccessibleDescription(text);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(status).toHaveAttribute('data-state', 'invalid');
    };
    await page.getByTestId('widget-row').filter({ hasText: 'Keynote' }).click();
    const meetingUrl = page.getByRole('textbox', { name: 'Meeting URL' });
    await meetingUrl.fill('meet me in the hall');
    await shows(meetingUrl, 'Enter a full web address starting with https:// or http://');
    await meetingUrl.fill('');
    await shows(meetingUrl, 'Enter at least one meeting address');
    await meetingUrl.fill('https://meet.example.com/keynote');
    const end = page.getByTestId('time-window-end');
    await end.fill('2025-12-31T18:00');
    await shows(end, 'The end must come after the beginning');
    await end.fill('2030-12-31T18:00');
    await savedVersion(page);

    await addWidget(page, 'LINK', 'Exit');
    await page.getByRole('radio', { name: 'A web address' }).check();
    const address = page.getByRole('textbox', { name: 'Web address' });
    await address.fill('');
    await shows(address, 'Required');
    await address.fill('exit');
    await shows(address, 'Enter a full web address starting with https:// or http://');
    await address.fill('https://example.com/exit');
    await savedVersion(page);

    await page.getByRole('link', { name: 'Style and theme' }).click();
    const primary = page.getByTestId('style-colour-primary');
    const colour = await primary.inputValue();
    await primary.fill('red');
    await shows(primary, 'Enter a colour such as #1A73E8');
    await primary.fill(colour);
    await savedVersion(page);

    await page.getByRole('link', { name: 'Profile fields' }).click();
    await page.getByTestId('add-profile-attribute').click();
    await page.getByTestId('add-profile-attribute').click();
    const keys = page.getByTestId('profile-attribute-key');
    await keys.nth(1).fill(await keys.nth(0).inputValue());
    await shows(keys.nth(1), /Another field has the key/);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(keys).toHaveCount(0);
    await savedVersion(page);

    const token = await adminToken(request, server.origin);
    const staged = await stageVersions(request, server.origin, token, ARCHITECTURE);
    expect(staged.length).toBeGreaterThan(4);
    for (const { version, text } of staged)
      expect(validateVenue(JSON.parse(text)).ok, `stage ${version}`).toBe(true);
    await page.getByRole('link', { name: 'Areas', exact: true }).click();
  });

  await test.step('the expo hall: a hotspot dragged onto the panorama, and along it', async () => {
    await page.getByRole('link', { name: 'Expo hall' }).click();
    await addWidget(page, 'PRESENCE_LIST', 'Who is here');
    await page.getByTestId('hotspot-widget-select').selectOption({ label: 'Who is here' });
    // Released where the point belongs: a quarter turn right of the front, a little above the horizon.
    await dragOn(page, [0.3, 0.5], [0.75, 0.4]);
    const point = marker(page, 'Who is here');
    await expect(point).toBeVisible();
    const canvasBox = (await page.getByTestId('hotspot-canvas').boundingBox())!;
    const placed = (await point.boundingBox())!;
    expect((placed.x + placed.width / 2 - canvasBox.x) / canvasBox.width).toBeCloseTo(0.75, 1);
    // …and dragged along the panorama.
    const from = (await point.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 120, from.y + from.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await point.boundingBox())!.x).toBeGreaterThan(from.x + 100);
    await savedVersion(page);
  });

  await test.step('cookie providers and an imprint', async () => {
    await page.getByRole('link', { name: 'Cookies and tracking' }).click();
    const dialog = page.getByTestId('add-cookie-provider-dialog');
    for (const name of ['Video host', 'Visitor statistics']) {
      await page.getByTestId('add-cookie-provider').click();
      await dialog.getByRole('textbox').first().fill(name);
      await dialog.getByTestId('add-cookie-provider-confirm').click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByText('Visitor statistics').first()).toBeVisible();
    await savedVersion(page);
    await page.getByRole('link', { name: 'Legal texts' }).click();
    const editor = page.getByRole('textbox', { name: /imprint/i }).first();
    await editor.click();
    await page.keyboard.type('Summit GmbH, Example Street 1, Berlin');
    await expect(page.getByTestId('legal-impress-preview')).toContainText('Summit GmbH');
    await savedVersion(page);
  });

  let live = 0;
  await test.step('published, with what attendees will see', async () => {
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByTestId('publish').click();
    const dialog = page.getByTestId('publish-dialog');
    await expect(dialog).toContainText('The venue goes online');
    await dialog.getByTestId('publish-dialog-confirm').click();
    await expect(page.getByTestId('live-version')).toContainText('live version 1');
    live = 1;
  });

  // Attendees log in with a ticket: the registrations and login options through the API.
  const token = await adminToken(request, server.origin);
  const headers = { authorization: `Bearer ${token}` };
  expect(
    (
      await request.put(`${server.origin}/api/designer/login-configuration`, {
        headers,
        data: SEVERAL_OPTIONS,
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.put(`${server.origin}/api/designer/architecture/${ARCHITECTURE}/registrations`, {
        headers,
        data: TEST_REGISTRATIONS,
      })
    ).status(),
  ).toBe(200);

  const attendeeContext = await browser.newContext({
    baseURL: server.origin,
    viewport: { width: 1440, height: 900 },
  });
  const attendee = await attendeeContext.newPage();
  await test.step('an attendee enters with a ticket and walks from the foyer to the expo hall', async () => {
    await attendee.goto(`/v/${ARCHITECTURE}`);
    await chooseOption(attendee, 'Ticket number');
    await loginInput(attendee, 'registrationNumber').fill(String(TICKET_HOLDER.ticketNumber));
    await loginInput(attendee, 'email').fill(TICKET_HOLDER.email);
    await submitButton(attendee).click();
    await expect(attendee.getByTestId('area-name')).toHaveText('Foyer', { timeout: 20_000 });
    await expect(attendee.getByTestId('hotspot')).toHaveCount(2);
    await expect(attendee.getByRole('button', { name: 'Keynote' })).toBeVisible();
    await attendee.goto(`/v/${ARCHITECTURE}/area/expo-hall`);
    await expect(attendee.getByTestId('area-name')).toHaveText('Expo hall');
  });

  await test.step('an edit is published, rolled back, and the venue unpublished', async () => {
    await page.getByRole('link', { name: 'Foyer' }).click();
    const name = page.getByTestId('area-name-field').locator('input');
    await name.fill('Grand foyer');
    await savedVersion(page);
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByTestId('publish').click();
    await expect(page.getByTestId('publish-changes')).toContainText('Grand foyer');
    await page.getByTestId('publish-dialog-confirm').click();
    await expect(page.getByTestId('live-version')).toContainText('live version 2');
    await attendee.goto(`/v/${ARCHITECTURE}/area/foyer`);
    await expect(attendee.getByTestId('area-name')).toHaveText('Grand foyer', { timeout: 20_000 });

    await page.getByTestId(`rollback-${live}`).click();
    await expect(page.getByTestId('rollback-changes')).toContainText('Foyer');
    await page.getByTestId('rollback-dialog-confirm').click();
    await expect(page.getByTestId('live-version')).toContainText('live version 3');
    await attendee.goto(`/v/${ARCHITECTURE}/area/foyer`);
    await expect(attendee.getByTestId('area-name')).toHaveText('Foyer', { timeout: 20_000 });

    await page.getByTestId('unpublish').click();
    await page.getByTestId('unpublish-dialog-confirm').click();
    await expect(page.getByTestId('live-version')).toContainText('Not published');
    await attendee.reload();
    await expect(attendee.getByTestId('work-in-progress')).toBeVisible({ timeout: 20_000 });
  });
  await attendeeContext.close();

  await test.step('the example venue opens in the studio, every section without a problem, and is saved unchanged', async () => {
    const example = exampleVenueJson();
    const staged = await request.post(`${server.origin}/api/designer/save-venue-json/stage`, {
      headers,
      data: example,
    });
    expect(staged.status(), await staged.text()).toBe(200);
    const [before] = await stageVersions(request, server.origin, token, EXAMPLE);
    await page.goto('/studio');
    await expect(page.getByTestId('studio-architecture')).toHaveText(EXAMPLE);
    for (const section of ['widgets', 'navigation', 'style', 'legal', 'cookies', 'profile', 'login']) {
      await page.locator(`nav a[href$="/studio/${section}"]`).click();
      await page.waitForURL(`**/studio/${section}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    await page.getByRole('link', { name: 'Areas', exact: true }).click();
    await page.getByRole('link', { name: 'Lobby', exact: true }).click();
    const name = page.getByTestId('area-name-field').locator('input');
    await name.fill('Lobby (draft)');
    await expect(page.getByTestId('save-status')).not.toHaveAttribute('data-state', 'invalid');
    await page.keyboard.press('Control+z');
    await expect(name).toHaveValue('Lobby');
    const version = await savedVersion(page);
    expect(version).toBeGreaterThan(before!.version);
    const [after] = await stageVersions(request, server.origin, token, EXAMPLE);
    expect(after!.version).toBe(version);
    expect(after!.text).toBe(before!.text);
    expect(JSON.parse(after!.text)).toEqual({ schemaVersion: 2, ...example });
  });
});
