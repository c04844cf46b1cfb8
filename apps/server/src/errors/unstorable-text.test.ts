import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../modules/assets/assets-test.helpers';
import { bearerFor, createTestApp, type TestApp, testDialects } from '../testing/test-app.factory';

// PostgreSQL refuses U+0000 in text; SQLite stores it. Neither may answer 5xx.
describe.each(testDialects())('text with U+0000 on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
  });
  afterAll(() => app.cleanup());

  it('stores an upload whose file name holds control characters, without them', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const body = multipart('a\u0000b\u0007.svg', svg, 'image/svg+xml', 'nul-name');
    const response = await app.inject({
      method: 'POST',
      url: '/api/designer/architecture/example-expo/assets',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().displayName).toBe('ab.svg');
  });

  it('answers registrations with U+0000 in a name with a 4xx or stores them, never 5xx', async () => {
    const csv =
      'email,name,company,ticketNumber,confirmationNumber,active\nnul@test.local,A\u0000B,C,12345,,true';
    const body = multipart('r.csv', Buffer.from(csv), 'text/csv');
    const responses = [
      await app.inject({
        method: 'POST',
        url: '/api/designer/architecture/example-expo/registrations/csv',
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      }),
      await app.inject({
        method: 'PUT',
        url: '/api/designer/architecture/example-expo/registrations',
        payload: [{ email: 'nul@test.local', name: 'A\u0000B', ticketNumber: 12345 }],
        headers: admin,
      }),
    ];
    for (const response of responses) {
      if (dialect === 'postgres') {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'validation.failed',
          errMsg: 'The request holds a character that cannot be stored (such as U+0000).',
        });
      } else {
        expect(response.statusCode, response.body).toBe(200);
      }
    }
  });
});
