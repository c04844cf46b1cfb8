import { areaName, liveVenue } from './support/api';
import { loginViaUi } from './support/auth';
import { pathIs, urls } from './support/env';
import { expect, test } from './support/test';

// Where the venue requires login, the browser reads before login only the venue's public part
// (style, logo, legal texts, cookie banner): enough for the login page; the areas come after login.

test('before login the page draws the logo from the public part; after login the asked-for area opens', async ({
  page,
  request,
}) => {
  const venue = await liveVenue(request);
  const publicPart = page.waitForResponse((response) => response.url().includes('/api/ui/venue?'));
  await page.goto(urls.area('auditorium'));
  await page.waitForURL(pathIs('/login'));
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(urls.area('auditorium'));

  const answer = await publicPart;
  expect(answer.status()).toBe(200);
  const body = await answer.text();
  expect(JSON.parse(body).architectures[0].areas).toEqual([]);
  expect(body).not.toContain('backstage');
  expect(body).not.toContain('whereby.com');

  // The logo is a live file, signed for visitors without a session because the public part shows it.
  const logo = page.getByTestId('home-link').locator('img');
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  await loginViaUi(page);
  await page.waitForURL(pathIs(urls.area('auditorium')));
  await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'auditorium'));
});
