import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';

const url = (architectureId = 'example-expo') => `/api/designer/architecture/${architectureId}/registrations`;

/** A multipart/form-data body with one file field. */
function multipart(csv: string, field = 'file') {
  const boundary = '----atrium-test-boundary';
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${field}"; filename="registrations.csv"`,
    'Content-Type: text/csv',
    '',
    csv,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDialects())('registrations on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
  });
  afterAll(() => app.cleanup());

  const put = (payload: unknown, headers = admin, architectureId?: string) =>
    app.inject({ method: 'PUT', url: url(architectureId), headers, payload: payload as object });
  const list = (architectureId?: string) =>
    app.inject({ method: 'GET', url: url(architectureId), headers: admin });
  const uploadCsv = (csv: string, headers = admin) => {
    const form = multipart(csv);
    return app.inject({
      method: 'POST',
      url: `${url()}/csv`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };

  const valid = [
    { email: 'Ada@Test.local', name: 'Ada Lovelace', company: 'Engines', ticketNumber: 1001, active: true },
    { email: 'grace@test.local', name: 'Grace Hopper', confirmationNumber: 'abc123' },
    { email: '', ticketNumber: 1003, active: false },
  ];

  it('replaces all registrations of an architecture with a JSON array and lists them', async () => {
    const response = await put(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ architectureId: 'example-expo', count: 3 });
    expect((await list()).json()).toEqual([
      { email: null, name: null, company: null, ticketNumber: 1003, confirmationNumber: null, active: false },
      {
        email: 'ada@test.local',
        name: 'Ada Lovelace',
        company: 'Engines',
        ticketNumber: 1001,
        confirmationNumber: null,
        active: true,
      },
      {
        email: 'grace@test.local',
        name: 'Grace Hopper',
        company: null,
        ticketNumber: null,
        confirmationNumber: 'ABC123',
        active: true,
      },
    ]);
    // Per architecture: another one is untouched, and a second replacement replaces.
    await put([{ email: 'x@test.local', ticketNumber: 1 }], admin, 'other-architecture');
    await put([{ email: 'ada@test.local', ticketNumber: 2147483647 }]);
    expect((await list()).json()).toEqual([expect.objectContaining({ ticketNumber: 2147483647 })]);
    expect((await list('other-architecture')).json()).toHaveLength(1);
  });

  it('reports every bad row with its index and stores nothing', async () => {
    await put(valid);
    const response = await put([
      { email: 'ok@test.local', ticketNumber: 1 },
      { email: 'not-an-email', ticketNumber: 2 },
      { email: 'b@test.local', ticketNumber: 1 },
      { email: 'c@test.local', confirmationNumber: 'with-dash' },
      { email: 'd@test.local' },
      { email: 'OK@test.local', ticketNumber: 2147483648, surname: 'x' },
    ]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation.failed');
    expect(body.errMsg).toContain('nothing was stored');
    const paths = body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '[1].email',
        '[2].ticketNumber',
        '[3].confirmationNumber',
        '[4].ticketNumber',
        '[5].ticketNumber',
        '[5]',
      ]),
    );
    expect(body.details).toContainEqual({ path: '[2].ticketNumber', message: '1 is also used in [0]' });
    expect((await list()).json()).toHaveLength(3);
  });

  it('refuses a body that is not an array', async () => {
    const response = await put({ email: 'a@test.local' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: '', message: 'Send a JSON array of registrations' }]);
  });

  it('replaces from an uploaded CSV file, naming the line of each bad row', async () => {
    const csv = [
      'email,name,company,ticketNumber,confirmationNumber,active',
      'csv1@test.local,"Lovelace, Ada",Engines,501,,true',
      'csv2@test.local,"Grace',
      'Hopper",Navy,,XYZ9,no',
      ',Walk-in,,503,,',
    ].join('\n');
    const response = await uploadCsv(csv);
    expect(response.json()).toEqual({ architectureId: 'example-expo', count: 3 });
    const rows = (await list()).json();
    expect(rows).toContainEqual({
      email: 'csv1@test.local',
      name: 'Lovelace, Ada',
      company: 'Engines',
      ticketNumber: 501,
      confirmationNumber: null,
      active: true,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({ name: 'Grace\nHopper', confirmationNumber: 'XYZ9', active: false }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ email: null, ticketNumber: 503, active: true }));

    const bad = await uploadCsv(
      [
        'ticketNumber,email,active',
        '1,good@test.local,yes',
        '2,bad-email,maybe',
        '"3',
        '",dup@test.local,',
        'x,dup@test.local,',
      ].join('\n'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: 'line 3.email', message: 'Must be a valid email address' },
      { path: 'line 3.active', message: 'Must be true or false' },
      { path: 'line 6.ticketNumber', message: 'Must be a whole number' },
    ]);
    expect((await list()).json()).toHaveLength(3);
  });

  it('refuses an unknown column and a malformed CSV file', async () => {
    const unknown = await uploadCsv('email,ticket\na@test.local,1');
    expect(unknown.json().details).toEqual([
      expect.objectContaining({
        path: 'line 1',
        message: expect.stringContaining('Unknown column "ticket"'),
      }),
    ]);
    const ragged = await uploadCsv('email,ticketNumber\na@test.local,1,extra');
    expect(ragged.statusCode).toBe(400);
    expect(ragged.json().details).toEqual([expect.objectContaining({ path: 'line 2' })]);
    const empty = await uploadCsv('');
    expect(empty.json().details).toEqual([{ path: 'line 1', message: expect.stringContaining('empty') }]);
  });

  it('is for administrators only', async () => {
    const attendee = await bearerFor(app, ['attendee']);
    expect((await put(valid, attendee)).statusCode).toBe(403);
    expect((await uploadCsv('email,ticketNumber\na@test.local,1', attendee)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: url(), headers: attendee })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });
});
