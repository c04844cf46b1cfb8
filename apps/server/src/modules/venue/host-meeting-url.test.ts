import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testDialects,
} from '../../testing/test-app.factory';

// Host meeting URLs let their holder run the meeting: no path that answers with venue data may
// hand one to anybody but an administrator.

const SECRETS = ['roomKey=', 'host-secret', 'desk-secret'];
const ARCH = 'example-expo';

describe.each(testDialects())('host meeting URLs on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  const audiences: [string, Record<string, string>][] = [];

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
    audiences.push(
      ['anonymous', {}],
      // A guest token where login is required: refused (401) like no token at all.
      ['guest', await bearerFor(app, ['guest'])],
      ['attendee', await bearerFor(app, ['attendee'])],
    );
    const venue = exampleVenue();
    venue.architectures[0].globalWidgets[0].configurations[0].hostMeetingUrl =
      'https://example.whereby.com/help-desk?roomKey=desk-secret';
    const staged = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin,
      payload: venue,
    });
    expect(staged.statusCode).toBe(200);
    expect(staged.body).not.toContain('roomKey=');
    const published = await app.inject({
      method: 'POST',
      url: `/api/designer/publish/${ARCH}`,
      headers: admin,
    });
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toContain('roomKey=');
  });
  afterAll(() => app.cleanup());

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

  const readPaths = [
    `/api/ui/venue?architectureId=${ARCH}`,
    `/api/ui/venue?architectureId=${ARCH}&preview=false`,
    `/api/ui/venue?architectureId=${ARCH}&preview=true`,
    `/api/ui/venue?architectureId=${ARCH}&preview=1`,
    '/api/venue/version',
    `/api/venue/version?mode=STAGE&architectureId=${ARCH}`,
    `/api/ui/architecture/${ARCH}/assets/logo/download`,
  ];

  it('administrators receive them in the live venue and the stage preview, area and global widgets alike', async () => {
    for (const url of [
      `/api/ui/venue?architectureId=${ARCH}`,
      `/api/ui/venue?architectureId=${ARCH}&preview=true`,
    ]) {
      const response = await get(url, admin);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('roomKey=host-secret');
      expect(response.body, url).toContain('roomKey=desk-secret');
    }
  });

  it('no other reader receives them from any read path, whatever was read before', async () => {
    // An administrator's read first: a presented venue kept for reuse must not cross audiences.
    await get(`/api/ui/venue?architectureId=${ARCH}`, admin);
    for (const [who, headers] of audiences) {
      for (const url of readPaths) {
        const response = await get(url, headers);
        expect(response.statusCode, `${who} ${url}`).toBeLessThan(500);
        for (const secret of SECRETS) expect(response.body, `${who} ${url}`).not.toContain(secret);
        expect(JSON.stringify(response.headers), `${who} ${url}`).not.toContain('roomKey');
      }
      const live = await get(`/api/ui/venue?architectureId=${ARCH}`, headers);
      expect(live.statusCode, who).toBe(200);
      if (who === 'attendee') {
        expect(live.body, who).toContain('https://example.whereby.com/keynote-viewer');
        expect(live.body, who).toContain('https://example.whereby.com/help-desk');
      } else {
        // The venue requires login: without one (or with a guest session) no meeting at all.
        expect(live.body, who).not.toContain('https://example.whereby.com/');
      }
      const preview = await get(`/api/ui/venue?architectureId=${ARCH}&preview=true`, headers);
      expect(preview.statusCode, who).toBe(who === 'attendee' ? 403 : 401);
    }
  });

  it('writes refused to non-administrators do not echo the venue back', async () => {
    const venue = exampleVenue();
    for (const [who, headers] of audiences) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/designer/save-venue-json/stage',
        headers,
        payload: venue,
      });
      expect(response.statusCode, who).toBe(who === 'attendee' ? 403 : 401);
      expect(response.body, who).not.toContain('roomKey=');
    }
  });
});
