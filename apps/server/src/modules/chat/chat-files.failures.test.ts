import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CHAT_FILE_MAX_BYTES, chatMessages } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { createAssetUrlSigner } from '../assets/asset-url-signature';
import { multipart } from '../assets/assets-test.helpers';
import { type TestUser, userWith } from '../profiles/profiles-test.helpers';
import { chatFilesOnDisk, conversationOf, image, uploadFile, uploadUrl } from './chat-files.fixtures';
import { createChatFilesRepository } from './chat-files.repository';
import { createChatFilesService } from './chat-files.service';
import { createChatFileStorage } from './chat-files.storage';
import { createChatFileUrls } from './chat-files.url-signer';

describe.each(testDialects())('chat file upload failures on %s', (dialect) => {
  let app: TestApp;
  let ada: TestUser;
  let eve: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    [ada, eve] = await Promise.all([userWith(app, ['attendee'], 'Ada'), userWith(app, ['attendee'], 'Eve')]);
    conversationId = await conversationOf(app, [ada.id]);
  });
  afterAll(() => app?.cleanup());

  const rows = async (conversation: string) =>
    app.services.database.db
      .selectFrom('chat_files')
      .select('id')
      .where('conversation_id', '=', conversation)
      .execute();

  /** The chat files service on the app's database and storage root, with faults put in. */
  function serviceWith(faults: { failWrite?: (key: string) => boolean; failInsert?: boolean }) {
    const storage = createChatFileStorage(join(app.dataDir, 'assets'));
    const repository = createChatFilesRepository(app.services.database.db);
    const errors: unknown[] = [];
    const service = createChatFilesService({
      repository: faults.failInsert
        ? { ...repository, insert: () => Promise.reject(new Error('the database went away')) }
        : repository,
      storage: {
        ...storage,
        write: (key, bytes) =>
          faults.failWrite?.(key) ? Promise.reject(new Error('disk full')) : storage.write(key, bytes),
      },
      urls: createChatFileUrls(createAssetUrlSigner('test-secret', systemClock)),
      now: systemClock,
      reportError: (error) => errors.push(error),
    });
    return { service, errors };
  }
  const part = async () => ({ filename: 'pic.png', file: Readable.from([await image(300, 200)]) });

  it('answers 500 chat.upload_failed when the storage refuses, leaving no file and no row', async () => {
    const blocked = await conversationOf(app, [ada.id]);
    // A plain file where the conversation's folder would go: the storage cannot write there.
    mkdirSync(join(app.dataDir, 'assets', 'chat'), { recursive: true });
    writeFileSync(join(app.dataDir, 'assets', 'chat', blocked), 'in the way');
    const before = chatFilesOnDisk(app);
    const response = await uploadFile(app, ada, blocked, await image(300, 200), 'pic.png');
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json()).toMatchObject({ error: 'chat.upload_failed', errMsg: chatMessages.uploadFailed });
    expect(chatFilesOnDisk(app)).toEqual(before);
    expect(await rows(blocked)).toEqual([]);
  });

  it('removes the original when its preview cannot be stored, and both when the row cannot be', async () => {
    const before = chatFilesOnDisk(app);
    const previewFails = serviceWith({ failWrite: (key) => key.includes('.preview.') });
    await expect(
      previewFails.service.upload({ userId: ada.id }, conversationId, await part()),
    ).rejects.toMatchObject({
      id: 'chat.upload_failed',
    });
    expect(previewFails.errors).toEqual([expect.objectContaining({ message: 'disk full' })]);

    const insertFails = serviceWith({ failInsert: true });
    await expect(
      insertFails.service.upload({ userId: ada.id }, conversationId, await part()),
    ).rejects.toMatchObject({
      id: 'chat.upload_failed',
    });
    expect(chatFilesOnDisk(app)).toEqual(before);
    expect(await rows(conversationId)).toEqual([]);

    const works = serviceWith({});
    await works.service.upload({ userId: ada.id }, conversationId, await part());
    expect(chatFilesOnDisk(app)).toHaveLength(before.length + 2);
  });

  it('answers a real client sending 6 MB with 413 (a member) or 404 (anyone else) once it has sent', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const before = chatFilesOnDisk(app);
    const body = multipart('big.png', Buffer.alloc(6 * 1024 * 1024, 0x61), 'image/png');
    const send = (user: TestUser) =>
      fetch(`${address}${uploadUrl(conversationId)}`, {
        method: 'POST',
        headers: { ...user.headers, ...body.headers },
        body: body.payload,
      });
    for (const [user, status, error] of [
      [ada, 413, 'chat.file_too_large'],
      [eve, 404, 'chat.not_found'],
      [ada, 413, 'chat.file_too_large'],
    ] as const) {
      const response = await send(user);
      expect(response.status).toBe(status);
      expect((await response.json()).error).toBe(error);
    }
    const justUnder = multipart('notes.txt', Buffer.alloc(CHAT_FILE_MAX_BYTES - 1, 0x61), 'text/plain');
    const accepted = await fetch(`${address}${uploadUrl(conversationId)}`, {
      method: 'POST',
      headers: { ...ada.headers, ...justUnder.headers },
      body: justUnder.payload,
    });
    expect(accepted.status).toBe(201);
    expect(chatFilesOnDisk(app)).toHaveLength(before.length + 1);
  });
});
