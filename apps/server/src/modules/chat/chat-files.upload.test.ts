import { CHAT_FILE_MAX_BYTES, chatMessages } from '@atrium/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { type TestUser, userWith } from '../profiles/profiles-test.helpers';
import {
  chatFilesOnDisk,
  conversationOf,
  elfExecutable,
  html,
  image,
  officeDocument,
  pdf,
  peExecutable,
  pngBomb,
  svg,
  uploadFile,
  uploadUrl,
  zipOf,
} from './chat-files.fixtures';

describe.each(testDialects())('chat file uploads on %s', (dialect) => {
  let app: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  let eve: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    [ada, bob, eve] = await Promise.all([
      userWith(app, ['attendee'], 'Ada'),
      userWith(app, ['attendee'], 'Bob'),
      userWith(app, ['attendee'], 'Eve'),
    ]);
    conversationId = await conversationOf(app, [ada.id, bob.id]);
  });
  afterAll(() => app?.cleanup());

  const get = (url: string) => app.inject({ method: 'GET', url });

  /** Asserts a refusal by id and message, and that the storage holds no more files than before. */
  async function expectRefused(
    response: Awaited<ReturnType<typeof uploadFile>>,
    status: number,
    error: string,
    before: string[],
    errMsg?: string,
  ) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error).toBe(error);
    if (errMsg) expect(response.json().errMsg).toBe(errMsg);
    expect(chatFilesOnDisk(app).sort()).toEqual(before.sort());
  }

  it('stores an image with a sized preview without its metadata, served to members by signed URLs', async () => {
    const photo = await sharp(await image(2400, 1600, 'jpeg'))
      .withExif({ IFD0: { ImageDescription: 'SECRET-PLACE' } })
      .jpeg()
      .toBuffer();
    const response = await uploadFile(app, ada, conversationId, photo, 'holiday.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const { file } = response.json();
    expect(file).toMatchObject({ name: 'holiday.jpg', contentType: 'image/jpeg', size: photo.length });
    expect(file.url).toMatch(new RegExp(`^/api/chat/files/${file.id}\\?uid=`));
    expect(file.previewUrl).toMatch(/variant=preview/);

    const original = await get(file.url);
    expect(original.statusCode, original.body).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['content-disposition']).toMatch(/^inline; filename="holiday.jpg"/);
    expect(original.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(original.rawPayload.equals(photo)).toBe(true);

    const preview = await get(file.previewUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const meta = await sharp(preview.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 427]);
    expect(meta.exif).toBeUndefined();
    expect(preview.rawPayload.includes('SECRET-PLACE')).toBe(false);

    // Bob, the other member, reads it through URLs signed for him.
    const record = (await app.services.chatFiles.records([file.id])).get(file.id)!;
    const forBob = app.services.chatFiles.present(record, bob.id);
    expect(forBob.url).toContain(`uid=${bob.id}`);
    expect((await get(forBob.url)).statusCode).toBe(200);
    expect((await get(forBob.previewUrl!)).statusCode).toBe(200);
  });

  it('gives a small image a preview too, and GIF and WebP as well', async () => {
    for (const format of ['png', 'gif', 'webp'] as const) {
      const response = await uploadFile(
        app,
        bob,
        conversationId,
        await image(40, 30, format),
        `tiny.${format}`,
      );
      expect(response.statusCode, response.body).toBe(201);
      const { file } = response.json();
      expect(file.contentType).toBe(`image/${format}`);
      const preview = await get(file.previewUrl);
      expect((await sharp(preview.rawPayload).metadata()).width).toBe(40);
    }
  });

  it('accepts a PDF (inline), text, CSV and Office documents (downloads), with names of their real type', async () => {
    const cases = [
      { bytes: pdf(), name: 'talk.pdf', type: 'application/pdf', disposition: 'inline', stored: 'talk.pdf' },
      {
        bytes: Buffer.from('Hello Bob 👋\n'),
        name: 'run.bat',
        type: 'text/plain; charset=utf-8',
        disposition: 'attachment',
        stored: 'run.bat.txt',
      },
      {
        bytes: Buffer.from('name,score\nAda,3\n'),
        name: 'scores.csv',
        type: 'text/csv; charset=utf-8',
        disposition: 'attachment',
        stored: 'scores.csv',
      },
      {
        bytes: officeDocument('xlsx'),
        name: 'budget.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        disposition: 'attachment',
        stored: 'budget.xlsx',
      },
    ];
    for (const { bytes, name, type, disposition, stored } of cases) {
      const response = await uploadFile(app, ada, conversationId, bytes, name, 'image/png');
      expect(response.statusCode, response.body).toBe(201);
      const { file } = response.json();
      expect(file.name).toBe(stored);
      expect(file.previewUrl).toBeUndefined();
      const served = await get(file.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(
        new RegExp(`^${disposition}; filename="${stored}"`),
      );
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses a file of exactly 5 MB and one of 6 MB with 413, storing nothing; just under is fine', async () => {
    const before = chatFilesOnDisk(app);
    for (const size of [CHAT_FILE_MAX_BYTES, 6 * 1024 * 1024]) {
      const response = await uploadFile(app, ada, conversationId, Buffer.alloc(size, 'a'), 'big.txt');
      await expectRefused(response, 413, 'chat.file_too_large', before, chatMessages.fileTooLarge);
    }
    const under = await uploadFile(
      app,
      ada,
      conversationId,
      Buffer.alloc(CHAT_FILE_MAX_BYTES - 1, 'a'),
      'big.txt',
    );
    expect(under.statusCode, under.body).toBe(201);
    expect(under.json().file.size).toBe(CHAT_FILE_MAX_BYTES - 1);
  });

  it('refuses executables renamed .png, SVG, HTML, archives, broken images and bombs with 415, storing nothing', async () => {
    const before = chatFilesOnDisk(app);
    const corrupt = Buffer.concat([(await image(10, 10)).subarray(0, 60), Buffer.alloc(200, 7)]);
    const refused: [Buffer, string, string][] = [
      [elfExecutable(), 'cat.png', 'image/png'],
      [peExecutable(), 'cat.png', 'image/png'],
      [svg(), 'logo.svg', 'image/svg+xml'],
      [html(), 'page.html', 'text/html'],
      [html(), 'page.txt', 'text/plain'],
      [zipOf([['a.txt', 'hello']]), 'a.docx', 'application/zip'],
      [corrupt, 'broken.png', 'image/png'],
      [pngBomb(), 'bomb.png', 'image/png'],
    ];
    for (const [bytes, name, claimed] of refused) {
      const response = await uploadFile(app, bob, conversationId, bytes, name, claimed);
      await expectRefused(response, 415, 'chat.file_type_invalid', before, chatMessages.fileTypeInvalid);
    }
  });

  it('refuses a non-member as if the conversation did not exist, storing nothing', async () => {
    const before = chatFilesOnDisk(app);
    const response = await uploadFile(app, eve, conversationId, Buffer.from('hi'), 'hi.txt');
    await expectRefused(response, 404, 'chat.not_found', before);
    const unknown = await uploadFile(app, eve, crypto.randomUUID(), Buffer.from('hi'), 'hi.txt');
    await expectRefused(unknown, 404, 'chat.not_found', before);
  });

  it('refuses uploads without a login, without a file part, not multipart, or empty', async () => {
    const before = chatFilesOnDisk(app);
    const anonymous = await uploadFile(app, { headers: {} }, conversationId, Buffer.from('hi'), 'hi.txt');
    expect(anonymous.statusCode).toBe(401);
    const json = await app.inject({
      method: 'POST',
      url: uploadUrl(conversationId),
      headers: ada.headers,
      payload: { file: 'hi' },
    });
    await expectRefused(json, 415, 'request.unsupported_media_type', before);
    const boundary = 'b0undary';
    const fieldOnly = await app.inject({
      method: 'POST',
      url: uploadUrl(conversationId),
      headers: { ...ada.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="a.txt"\r\n\r\nhi\r\n--${boundary}--\r\n`,
    });
    await expectRefused(fieldOnly, 400, 'validation.failed', before);
    const empty = await uploadFile(app, ada, conversationId, Buffer.alloc(0), 'empty.txt');
    await expectRefused(empty, 400, 'validation.failed', before);
  });
});
