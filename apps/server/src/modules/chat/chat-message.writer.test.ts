import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { createChatRepository } from './chat.repository';
import { timeOrderedUuid } from './chat-ids';
import { createMessageWriter, type MessageWriter, type NewMessage } from './chat-message.writer';
import { createChatMessagesRepository } from './chat-messages.repository';

describe.each(testDialects())('the message writer on %s', (dialect) => {
  let app: TestApp;
  let writer: MessageWriter;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    writer = createMessageWriter(app.services.database);
  });
  afterAll(() => app?.cleanup());

  async function conversation() {
    const chats = createChatRepository(app.services.database.db);
    const id = randomUUID();
    await chats.findOrCreate(
      {
        id,
        architectureId: 'example-expo',
        mode: 'LIVE',
        kind: 'GROUP',
        key: `g:${id}`,
        name: 'Writer',
        ownerId: null,
        at: new Date().toISOString(),
      },
      [],
    );
    return id;
  }
  const message = (conversationId: string, text: string, clientKey = randomUUID()): NewMessage => ({
    id: timeOrderedUuid(),
    conversationId,
    authorId: 'author-1',
    authorName: 'Author',
    text,
    fileId: null,
    clientKey,
    createdAt: new Date().toISOString(),
  });

  it('numbers the messages of one turn per conversation, in the order they came, in one go', async () => {
    const [a, b] = [await conversation(), await conversation()];
    const order: string[] = [];
    const outcomes = await Promise.all(
      [message(a, 'a1'), message(b, 'b1'), message(a, 'a2'), message(a, 'a3'), message(b, 'b2')].map((m) =>
        writer.write(m).then((outcome) => {
          order.push(m.text);
          return outcome;
        }),
      ),
    );
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3', 'b2']);
    expect(
      outcomes.map((o) => (o.kind === 'created' ? [o.message.text, o.message.seq, o.message.rev] : o.kind)),
    ).toEqual([
      ['a1', 1, 1],
      ['b1', 1, 1],
      ['a2', 2, 2],
      ['a3', 3, 3],
      ['b2', 2, 2],
    ]);
    const stored = await createChatMessagesRepository(app.services.database.db).page(a, undefined, 10);
    expect(stored.messages.map((m) => [m.text, m.seq, m.rev])).toEqual([
      ['a1', 1, 1],
      ['a2', 2, 2],
      ['a3', 3, 3],
    ]);
    const row = await createChatRepository(app.services.database.db).find(a);
    expect([row?.lastSeq, row?.rev]).toEqual([3, 3]);
  });

  it('stores a key once: a second copy in the same turn or later is the stored message', async () => {
    const id = await conversation();
    const key = randomUUID();
    const [first, again] = await Promise.all([
      writer.write(message(id, 'once', key)),
      writer.write(message(id, 'once', key)),
    ]);
    const later = await writer.write(message(id, 'other text', key));
    expect(first.kind).toBe('created');
    if (first.kind !== 'created') return;
    expect(again).toEqual({ kind: 'existing', message: first.message });
    expect(later).toEqual({ kind: 'existing', message: first.message });
    const next = await writer.write(message(id, 'next'));
    expect(next.kind === 'created' && next.message.seq).toBe(2);
  });

  it('stores nothing for a conversation that does not exist', async () => {
    const id = await conversation();
    const [gone, stored] = await Promise.all([
      writer.write(message(randomUUID(), 'x')),
      writer.write(message(id, 'y')),
    ]);
    expect(gone).toEqual({ kind: 'gone' });
    expect(stored.kind).toBe('created');
  });

  it('attaches a file to one message: racing sends of the same file, one stored, the batch unharmed', async () => {
    const id = await conversation();
    const fileId = randomUUID();
    const withFile = (text: string) => ({ ...message(id, text), fileId });
    const [first, second, plain] = await Promise.all([
      writer.write(withFile('first')),
      writer.write(withFile('second')),
      writer.write(message(id, 'plain')),
    ]);
    const later = await writer.write(withFile('later'));
    expect(first.kind).toBe('created');
    expect(second).toEqual({ kind: 'file_taken' });
    expect(plain.kind).toBe('created');
    expect(later).toEqual({ kind: 'file_taken' });
    const stored = await createChatMessagesRepository(app.services.database.db).page(id, undefined, 10);
    expect(stored.messages.map((m) => [m.text, m.fileId])).toEqual([
      ['first', fileId],
      ['plain', null],
    ]);
  });

  it('waits its turn behind a transaction open elsewhere, and then writes', async () => {
    const id = await conversation();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const other = app.services.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('chat_conversations').select('id').where('id', '=', id).execute();
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    let done = false;
    const written = writer.write(message(id, 'after')).then((outcome) => {
      done = true;
      return outcome;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (dialect === 'sqlite') expect(done).toBe(false);
    release();
    await other;
    const outcome = await written;
    expect(outcome.kind === 'created' && outcome.message.seq).toBe(1);
  });
});
