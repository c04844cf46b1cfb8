import { chatMessages } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock, testDialects } from '../../testing/test-app.factory';
import { type TestUser, userWith } from '../profiles/profiles-test.helpers';
import {
  chatFilesOnDisk,
  conversationOf,
  image,
  messageWithFile,
  removeMember,
  uploadFile,
} from './chat-files.fixtures';
import { chatFileRateLimits } from './chat-files.rate-limits';

describe.each(testDialects())('chat file access on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();
  let ada: TestUser;
  let bob: TestUser;
  let eve: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    app = await createTestApp(dialect, {}, { now: clock.now });
    [ada, bob, eve] = await Promise.all([
      userWith(app, ['attendee'], 'Ada'),
      userWith(app, ['attendee'], 'Bob'),
      userWith(app, ['attendee'], 'Eve'),
    ]);
    conversationId = await conversationOf(app, [ada.id, bob.id]);
  });
  afterAll(() => app?.cleanup());

  const get = (url: string) => app.inject({ method: 'GET', url });
  async function upload(user = ada, conversation = conversationId) {
    const response = await uploadFile(app, user, conversation, await image(800, 600), 'pic.png');
    expect(response.statusCode, response.body).toBe(201);
    return response.json().file as { id: string; url: string; previewUrl: string };
  }
  const recordOf = async (fileId: string) => (await app.services.chatFiles.records([fileId])).get(fileId)!;
  const urlFor = async (fileId: string, uid: string) =>
    app.services.chatFiles.present(await recordOf(fileId), uid);
  const withParam = (url: string, name: string, value: string) => {
    const parsed = new URL(url, 'http://x');
    parsed.searchParams.set(name, value);
    return `${parsed.pathname}${parsed.search}`;
  };
  const expectError = (response: Awaited<ReturnType<typeof get>>, status: number, error: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error).toBe(error);
    expect(response.headers['cache-control']).toBe('private, no-store');
  };

  it('refuses a tampered link: another uid, another variant, another file, a changed signature', async () => {
    const file = await upload();
    const other = await upload();
    expectError(await get(withParam(file.url, 'uid', eve.id)), 403, 'asset.signature_invalid');
    expectError(await get(withParam(file.url, 'uid', bob.id)), 403, 'asset.signature_invalid');
    expectError(await get(withParam(file.url, 'variant', 'preview')), 403, 'asset.signature_invalid');
    expectError(await get(file.url.replace(file.id, other.id)), 403, 'asset.signature_invalid');
    const signature = new URL(file.url, 'http://x').searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expectError(await get(withParam(file.url, 'signature', flipped)), 403, 'asset.signature_invalid');
    expectError(await get(withParam(file.url, 'expires', '99999999999')), 403, 'asset.signature_invalid');
    expect((await get(`/api/chat/files/${file.id}`)).statusCode).toBe(400);
    expect((await get(file.url)).statusCode).toBe(200);
  });

  it('refuses an expired link; a new one is signed for an hour or so', async () => {
    const file = await upload();
    clock.advance(61 * 60 + 10 * 60);
    expectError(await get(file.url), 403, 'asset.signature_expired');
    const fresh = await urlFor(file.id, ada.id);
    expect((await get(fresh.url)).statusCode).toBe(200);
    const seconds =
      Number(new URL(fresh.url, 'http://x').searchParams.get('expires')) - clock.now().getTime() / 1000;
    expect(seconds).toBeGreaterThanOrEqual(60 * 60);
    expect(seconds).toBeLessThanOrEqual(70 * 60);
  });

  it('serves nothing to a non-member, even by a link signed for them, nor to a member who left', async () => {
    const file = await upload();
    const signedForEve = await urlFor(file.id, eve.id);
    const response = await get(signedForEve.url);
    expectError(response, 410, 'chat.file_gone');
    expect(response.json().errMsg).toBe(chatMessages.fileGone);

    const bobs = await urlFor(file.id, bob.id);
    expect((await get(bobs.url)).statusCode).toBe(200);
    const group = await conversationOf(app, [ada.id, bob.id, eve.id]);
    await removeMember(app, conversationId, bob.id);
    try {
      expectError(await get(bobs.url), 410, 'chat.file_gone');
      expectError(await get(bobs.previewUrl!), 410, 'chat.file_gone');
      // Nor may he upload there any more; where he still is a member, he may.
      const refused = await uploadFile(app, bob, conversationId, Buffer.from('hi'), 'hi.txt');
      expect(refused.json().error).toBe('chat.not_found');
      await upload(bob, group);
    } finally {
      await app.services.database.db
        .insertInto('chat_members')
        .values({ conversation_id: conversationId, user_id: bob.id, joined_at: new Date().toISOString() })
        .execute();
    }
  });

  it('serves a deleted file to nobody (410) and removes its bytes, one file or a whole conversation', async () => {
    const file = await upload();
    const kept = await upload();
    const onDisk = chatFilesOnDisk(app).filter((path) => path.includes(file.id));
    expect(onDisk).toHaveLength(2);
    await app.services.chatFiles.remove(file.id);
    expectError(await get(file.url), 410, 'chat.file_gone');
    expectError(await get(file.previewUrl), 410, 'chat.file_gone');
    expect(chatFilesOnDisk(app).filter((path) => path.includes(file.id))).toEqual([]);
    expect((await get(kept.url)).statusCode).toBe(200);
    await app.services.chatFiles.remove(file.id);

    const group = await conversationOf(app, [ada.id, bob.id]);
    const inGroup = [await upload(ada, group), await upload(bob, group)];
    await app.services.chatFiles.removeOfConversation(group);
    for (const gone of inGroup) expectError(await get(gone.url), 410, 'chat.file_gone');
    expect(chatFilesOnDisk(app).filter((path) => path.includes(group))).toEqual([]);
    expect((await get(kept.url)).statusCode).toBe(200);
  });

  it('attaches a file only to a message of its uploader in its conversation, once, while it exists', async () => {
    const files = app.services.chatFiles;
    const file = await upload();
    const other = await conversationOf(app, [ada.id, bob.id]);
    const attach = (input: Partial<Parameters<typeof files.attach>[0]>) =>
      files.attach({ fileId: file.id, conversationId, uploaderId: ada.id, ...input });

    expect((await attach({})).id).toBe(file.id);
    await expect(attach({ uploaderId: bob.id })).rejects.toMatchObject({ id: 'chat.file_gone' });
    await expect(attach({ conversationId: other })).rejects.toMatchObject({ id: 'chat.file_gone' });
    await expect(attach({ fileId: crypto.randomUUID() })).rejects.toMatchObject({ id: 'chat.file_gone' });

    const messageId = await messageWithFile(app, conversationId, ada.id, file.id);
    await expect(attach({})).rejects.toMatchObject({ id: 'validation.failed' });
    expect((await attach({ messageId })).id).toBe(file.id);

    await files.remove(file.id);
    await expect(attach({ messageId })).rejects.toMatchObject({ id: 'chat.file_gone' });
  });

  it('limits a burst of uploads per user (429 with Retry-After), storing nothing refused', async () => {
    const carl = await userWith(app, ['attendee'], 'Carl');
    const group = await conversationOf(app, [carl.id, ada.id]);
    const statuses: number[] = [];
    for (let index = 0; index < chatFileRateLimits.upload.perUser; index++) {
      statuses.push((await uploadFile(app, carl, group, Buffer.from(`note ${index}`), 'n.txt')).statusCode);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    const before = chatFilesOnDisk(app);
    const limited = await uploadFile(app, carl, group, Buffer.from('one more'), 'n.txt');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate.limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(chatFilesOnDisk(app)).toEqual(before);
    // Another user is not held back by Carl's burst.
    expect((await uploadFile(app, ada, group, Buffer.from('mine'), 'n.txt')).statusCode).toBe(201);
  });
});
