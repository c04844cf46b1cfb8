import { areaName, liveVenue, type VenueJson } from './support/api';
import {
  addPeopleRegistrations,
  expectStrip,
  footerCount,
  GHOST_MS,
  headerAttendee,
  headerNames,
  headerPresence,
  optionNames,
  PEOPLE,
  PIA,
  plainProfile,
  QUINN,
  ROSA,
  saveProfile,
  visitorsOfEachTest,
} from './support/attendees';
import { fullyShown } from './support/auth';
import { pathIs, urls, VIEWPORTS } from './support/env';
import { saveScreen } from './support/screens';
import { expect, type Page, test } from './support/test';

// Spec §2.3 (the presence widget in the header and the drawer, the header's 102 px), §2.8
// (filters, context menu) and §6 (presence for logged-in users): several browsers at once,
// each a different attendee.

addPeopleRegistrations();

let venue: VenueJson;
const name = (areaId: string) => areaName(venue, areaId);
const { visit, forget } = visitorsOfEachTest();

test.beforeAll(async ({ request }) => {
  venue = await liveVenue(request);
});

test.beforeEach(async ({ request }) => {
  // Every test starts from the same profiles (a test may have changed one through the UI).
  for (const person of PEOPLE) await saveProfile(request, person, plainProfile(person));
});

const total = (page: Page) => headerPresence(page).getByTestId('presence-total');

test.describe('desktop header', () => {
  test.describe.configure({ timeout: 120_000 });

  test('attendees appear with their names; the header grows from 60 to 102 px once presence is ready', async ({
    browser,
  }, testInfo) => {
    const pia = await visit(browser, testInfo, PIA, { holdRealtime: true });
    const header = pia.page.getByTestId('desktop-header');

    await test.step('until the first presence page arrives the header is 60 px high', async () => {
      await expect(pia.page.getByTestId('avatar-button')).toBeVisible();
      expect((await header.boundingBox())?.height).toBe(60);
      await expect(header).not.toHaveAttribute('data-presence', 'ready');
      await expect(headerPresence(pia.page)).toHaveCount(0);
    });

    await test.step('then 102 px, with the viewer in the list', async () => {
      pia.release();
      await expect(header).toHaveAttribute('data-presence', 'ready');
      await expect.poll(async () => (await header.boundingBox())?.height).toBe(102);
      await expectStrip(pia, [PIA], GHOST_MS);
      await expect(total(pia.page)).toHaveText('1 attendee');
    });

    const quinn = await visit(browser, testInfo, QUINN);
    const rosa = await visit(browser, testInfo, ROSA, { area: 'lounge' });

    await test.step('the others appear in every browser, by name, with title and company', async () => {
      for (const viewer of [pia, quinn, rosa]) {
        await expectStrip(viewer, [PIA, QUINN, ROSA]);
        await expect(total(viewer.page)).toHaveText('3 attendees');
      }
      await expect(headerAttendee(pia.page, QUINN.name).locator('[title]')).toHaveAttribute(
        'title',
        `${QUINN.name} – ${QUINN.title} · ${QUINN.company}`,
      );
      await expect(headerAttendee(rosa.page, 'You').locator('[title]')).toHaveAttribute(
        'title',
        `${ROSA.name} – ${ROSA.title} · ${ROSA.company}`,
      );
    });

    await test.step('the area navigation counts the attendees per area', async () => {
      for (const viewer of [pia, quinn, rosa]) {
        await expect(footerCount(viewer.page, name('lobby'))).toHaveText('2');
        await expect(footerCount(viewer.page, name('lounge'))).toHaveText('1');
        await expect(footerCount(viewer.page, name('auditorium'))).toHaveText('0');
      }
      await expect(
        pia.page.getByTestId('footer').getByRole('link', { name: `${name('lobby')} 2 attendees` }),
      ).toBeVisible();
    });

    await fullyShown(headerPresence(pia.page));
    await saveScreen(pia.page, 'presence-header-desktop');
    expect((await header.boundingBox())?.height).toBe(102);
  });

  test('moving between areas changes the counts everywhere; "in area" goes to the attendee', async ({
    browser,
  }, testInfo) => {
    const pia = await visit(browser, testInfo, PIA);
    const quinn = await visit(browser, testInfo, QUINN);
    const rosa = await visit(browser, testInfo, ROSA, { area: 'lounge' });
    await expectStrip(pia, [PIA, QUINN, ROSA], GHOST_MS);
    await expect(footerCount(pia.page, name('lounge'))).toHaveText('1');

    await test.step('Rosa walks to the auditorium', async () => {
      await rosa.page
        .getByTestId('footer')
        .getByRole('link', { name: new RegExp(`^${name('auditorium')}`) })
        .click();
      await rosa.page.waitForURL(pathIs(urls.area('auditorium')));
      for (const viewer of [pia, quinn, rosa]) {
        await expect(footerCount(viewer.page, name('lounge'))).toHaveText('0');
        await expect(footerCount(viewer.page, name('auditorium'))).toHaveText('1');
        await expect(footerCount(viewer.page, name('lobby'))).toHaveText('2');
      }
    });

    await test.step("the context menu offers Rosa's profile, a chat and her area", async () => {
      await headerAttendee(pia.page, ROSA.name).click();
      const menu = pia.page.getByRole('menu', { name: `Actions for ${ROSA.name}` });
      await expect(menu.getByRole('menuitem')).toHaveText([
        'Go to profile',
        'Start chat',
        `In area: ${name('auditorium')}`,
      ]);
      await expect(menu.getByRole('menuitem', { name: 'Start chat' })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await menu.getByRole('menuitem', { name: `In area: ${name('auditorium')}` }).click();
      await pia.page.waitForURL(pathIs(urls.area('auditorium')));
      await expect(pia.page.getByTestId('area-name')).toHaveText(name('auditorium'));
      await expect(menu).toBeHidden();
    });

    await test.step('Pia arrived: the counts follow in the other browsers', async () => {
      for (const viewer of [pia, quinn, rosa]) {
        await expect(footerCount(viewer.page, name('auditorium'))).toHaveText('2');
        await expect(footerCount(viewer.page, name('lobby'))).toHaveText('1');
      }
    });

    await test.step('the own entry offers the own profile', async () => {
      await headerAttendee(pia.page, 'You').click({ button: 'right' });
      const menu = pia.page.getByRole('menu', { name: `Actions for ${PIA.name}` });
      await expect(menu.getByRole('menuitem')).toHaveText(['My profile', `In area: ${name('auditorium')}`]);
      await menu.getByRole('menuitem', { name: 'My profile' }).click();
      await expect(pia.page.getByRole('dialog', { name: 'My profile' })).toBeVisible();
    });
  });

  test('filters "this area" and "my company", and the name search', async ({ browser }, testInfo) => {
    // Pia and Quinn work at Northwind, Rosa at Globex; Pia and Rosa are in the lobby.
    const pia = await visit(browser, testInfo, PIA);
    const quinn = await visit(browser, testInfo, QUINN, { area: 'lounge' });
    const rosa = await visit(browser, testInfo, ROSA);
    await expectStrip(pia, [PIA, QUINN, ROSA], GHOST_MS);
    const thisArea = headerPresence(pia.page).getByRole('button', { name: 'This area' });
    const myCompany = headerPresence(pia.page).getByRole('button', { name: 'My company' });
    const search = headerPresence(pia.page).getByRole('searchbox', { name: 'Search by name' });

    await test.step('this area: the lobby only', async () => {
      await thisArea.click();
      await expect(thisArea).toHaveAttribute('aria-pressed', 'true');
      await expectStrip(pia, [PIA, ROSA]);
      await expect(total(pia.page)).toHaveText('2 attendees');
      // The counts per area stay those of the whole venue.
      await expect(footerCount(pia.page, name('lounge'))).toHaveText('1');
    });

    await test.step('and my company: Pia alone', async () => {
      await myCompany.click();
      await expect(myCompany).toHaveAttribute('aria-pressed', 'true');
      await expectStrip(pia, [PIA]);
    });

    await test.step('my company alone: Pia and Quinn', async () => {
      await thisArea.click();
      await expect(thisArea).toHaveAttribute('aria-pressed', 'false');
      await expectStrip(pia, [PIA, QUINN]);
    });

    await test.step('the filter follows the area: Quinn comes to the lobby, "this area" shows her', async () => {
      await thisArea.click();
      await expectStrip(pia, [PIA]);
      await quinn.page.goto(urls.area('lobby'));
      await expectStrip(pia, [PIA, QUINN]);
    });

    await test.step('Rosa joins Northwind in her profile: "my company" shows her at once', async () => {
      // Rosa's own "my company" list: Globex is Rosa alone, until she changes companies.
      await headerPresence(rosa.page).getByRole('button', { name: 'My company' }).click();
      await expectStrip(rosa, [ROSA]);
      await rosa.page.getByTestId('avatar-button').click();
      await rosa.page.getByRole('menuitem', { name: 'My profile' }).click();
      const dialog = rosa.page.getByRole('dialog', { name: 'My profile' });
      await dialog.getByRole('button', { name: 'Edit' }).click();
      await dialog.getByRole('textbox', { name: 'Company' }).fill(PIA.company);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Your profile was saved.');
      await expectStrip(pia, [PIA, QUINN, ROSA]);
      await expect(headerAttendee(pia.page, ROSA.name).locator('[title]')).toHaveAttribute(
        'title',
        `${ROSA.name} – ${ROSA.title} · ${PIA.company}`,
      );
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expectStrip(rosa, [PIA, QUINN, ROSA]);
    });

    await test.step('the name search, filters off', async () => {
      await thisArea.click();
      await myCompany.click();
      await expectStrip(pia, [PIA, QUINN, ROSA]);
      await search.fill('rOsA');
      await expectStrip(pia, [ROSA]);
      await expect(total(pia.page)).toHaveText('1 attendee');
      await search.fill('presence');
      await expectStrip(pia, [PIA, QUINN, ROSA]);
      await search.fill('nobody by this name');
      await expectStrip(pia, []);
      await expect(total(pia.page)).toHaveText('0 attendees');
      await search.fill('');
      await expectStrip(pia, [PIA, QUINN, ROSA]);
    });

    // The filters are the viewer's own: Quinn's list was never filtered.
    await expectStrip(quinn, [PIA, QUINN, ROSA]);
  });
});

test.describe('leaving', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an attendee who logs out vanishes from the others at once', async ({ browser }, testInfo) => {
    const pia = await visit(browser, testInfo, PIA);
    const quinn = await visit(browser, testInfo, QUINN);
    await expectStrip(pia, [PIA, QUINN], GHOST_MS);

    await quinn.page.getByTestId('avatar-button').click();
    await quinn.page.getByRole('menuitem', { name: 'Log out' }).click();
    await quinn.page.waitForURL(pathIs('/login'));
    // The logout's own answer, not a disconnect noticed later: well under the default timeout.
    await expectStrip(pia, [PIA], 3_000);
    await expect(total(pia.page)).toHaveText('1 attendee');
    await expect(footerCount(pia.page, name('lobby'))).toHaveText('1');
  });

  // Both kinds of silent leaving at once, so the run waits out the 30 s only once.
  test('a browser closed without logging out, and a tab that stops answering (its script halted, the connection left open), vanish within 30 s', async ({
    browser,
  }, testInfo) => {
    const pia = await visit(browser, testInfo, PIA);
    const quinn = await visit(browser, testInfo, QUINN);
    const rosa = await visit(browser, testInfo, ROSA, { area: 'lounge' });
    await expectStrip(pia, [PIA, QUINN, ROSA], GHOST_MS);
    forget(rosa);
    // A hung tab: no goodbye, no closed socket, just no more answers to the server's pings.
    const devtools = await quinn.context.newCDPSession(quinn.page);
    await devtools.send('Debugger.enable');

    const leftAt = Date.now();
    await Promise.all([rosa.context.close(), devtools.send('Debugger.pause')]);
    const gone = async (who: typeof ROSA, label: string) => {
      await expect
        .poll(() => headerNames(pia.page), { timeout: 35_000, message: `${label} still shown` })
        .not.toContain(who.name);
      const after = Date.now() - leftAt;
      expect(after, `the entry of ${label} goes within 30 s`).toBeLessThan(30_000);
      testInfo.annotations.push({ type: `${label} gone after`, description: `${after} ms` });
    };
    await Promise.all([gone(ROSA, 'a closed browser'), gone(QUINN, 'a silent tab')]);
    await expectStrip(pia, [PIA], 5_000);
    await expect(footerCount(pia.page, name('lounge'))).toHaveText('0');
    forget(quinn);
    await quinn.context.close();
  });
});

test.describe('mobile drawer', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the drawer lists the attendees with their areas; one selected shows the floating card', async ({
    browser,
  }, testInfo) => {
    const pia = await visit(browser, testInfo, PIA, { viewport: 'mobile' });
    await visit(browser, testInfo, QUINN, { area: 'lounge' });
    await visit(browser, testInfo, ROSA, { area: 'auditorium' });
    const page = pia.page;

    await page.getByTestId('drawer-toggle').click();
    const drawer = page.getByTestId('presence-drawer');
    await expect
      .poll(() => optionNames(drawer), { timeout: GHOST_MS })
      .toEqual([
        `${PIA.name} (you) ${PIA.title} · ${PIA.company} ${name('lobby')}`,
        `${QUINN.name} ${QUINN.title} · ${QUINN.company} ${name('lounge')}`,
        `${ROSA.name} ${ROSA.title} · ${ROSA.company} ${name('auditorium')}`,
      ]);
    await expect(drawer.getByTestId('presence-total')).toHaveText('3 attendees');
    const areaLinks = page.getByTestId('drawer-links');
    await expect(areaLinks.getByRole('link', { name: `${name('lounge')} 1 attendee` })).toBeVisible();

    const quinnRow = drawer.getByRole('option', { name: new RegExp(`^${QUINN.name}`) });
    const card = page.getByTestId('attendee-card');

    await test.step('selecting Quinn shows her card, at most the viewport width minus 270 px wide', async () => {
      await quinnRow.click();
      await expect(card).toBeVisible();
      await expect(card).toHaveAccessibleName(QUINN.name);
      await expect(card).toContainText(`${QUINN.title} · ${QUINN.company}`);
      await expect(card).toContainText(`In ${name('lounge')}`);
      await expect(quinnRow).toHaveAttribute('aria-selected', 'true');
      const box = await card.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width - 270);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      await fullyShown(card);
      await saveScreen(page, 'presence-drawer-card-mobile');
    });

    await test.step('selecting her again deselects her; so does a click outside the card', async () => {
      await quinnRow.click();
      await expect(card).toBeHidden();
      await expect(quinnRow).toHaveAttribute('aria-selected', 'false');
      await quinnRow.click();
      await expect(card).toBeVisible();
      await drawer.getByTestId('presence-total').click();
      await expect(card).toBeHidden();
    });

    await test.step("the card's profile button opens her profile and closes the drawer", async () => {
      await quinnRow.click();
      await card.getByRole('button', { name: 'Go to profile' }).click();
      const dialog = page.getByRole('dialog', { name: `Profile of ${QUINN.name}` });
      await expect(dialog).toBeVisible();
      await expect(drawer).toBeHidden();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step("the card's area button goes to Rosa's area", async () => {
      await page.getByTestId('drawer-toggle').click();
      await drawer.getByRole('option', { name: new RegExp(`^${ROSA.name}`) }).click();
      await card.getByRole('button', { name: 'Go there' }).click();
      await page.waitForURL(pathIs(urls.area('auditorium')));
      await expect(page.getByTestId('area-name')).toHaveText(name('auditorium'));
      await page.getByTestId('drawer-toggle').click();
      await expect(areaLinks.getByRole('link', { name: `${name('auditorium')} 2 attendees` })).toBeVisible();
      await expect(drawer.getByRole('option', { name: new RegExp(`^${PIA.name} \\(you\\)`) })).toContainText(
        name('auditorium'),
      );
    });
  });
});
