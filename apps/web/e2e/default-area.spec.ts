import { attendeeToken } from './support/api';
import { useAttendeeSession } from './support/auth';
import { expect, test } from './support/test';

test('the start page shows the published default area with its background', async ({ page, request }) => {
  const version = await (await request.get('/api/venue/version')).json();
  expect(version.publishedVersion).toBeGreaterThan(0);
  const venue = await (
    await request.get(`/api/ui/venue?architectureId=${version.publishedArchitectureId}`, {
      headers: { authorization: `Bearer ${await attendeeToken(request)}` },
    })
  ).json();
  const architecture = venue.architectures[0];
  const defaultArea = architecture.areas.find(
    (area: { id: string }) => area.id === architecture.defaultAreaId,
  );
  const englishName = defaultArea.names.find((name: { locale: string }) => name.locale === 'en').text;

  // The demo venue requires a login (EMAIL_PASSWORD): enter as the demo attendee.
  await useAttendeeSession(page, request);
  await page.goto('/');
  await expect(page.getByTestId('area-name')).toHaveText(englishName);
  const background = page.getByTestId('area-background');
  await expect(background).toBeVisible();
  await expect
    .poll(() => background.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(1000);
  await page.screenshot({ path: 'test-results/default-area.png' });
});
