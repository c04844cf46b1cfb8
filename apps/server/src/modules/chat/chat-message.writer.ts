import type { DatabaseHandle, Db, SqliteStatements } from '../../db/database';
import type { ChatMessagesTable } from '../../db/schema';
import { MESSAGE_COLUMNS, type MessageRow, toMessage } from './chat-messages.repository';

/** A message to store; `seq` and `rev` are taken from its conversation when it is written. */
export type NewMessage = Omit<MessageRow, 'seq' | 'rev' | 'editedAt' | 'deletedBy'>;

/**
 * What became of a message: stored now, already stored under its author's client key (a resend,
 * or the key reused: the caller compares), or not stored because its conversation is gone or its
 * file went with another message meanwhile (two sends racing with one upload).
 */
export type WriteOutcome =
  | { kind: 'created'; message: MessageRow }
  | { kind: 'existing'; message: MessageRow }
  | { kind: 'gone' }
  | { kind: 'file_taken' };

type Pending = {
  message: NewMessage;
  resolve: (outcome: WriteOutcome) => void;
  reject: (e: unknown) => void;
};

/** The most messages one transaction takes (the rest go into the next). */
export const MAX_BATCH = 500;

const keyOf = (message: Pick<NewMessage, 'authorId' | 'clientKey'>) =>
  `${message.authorId}\u0000${message.clientKey}`;

const rowOf = (message: NewMessage, seq: number, rev: number) => ({
  id: message.id,
  conversation_id: message.conversationId,
  seq,
  rev,
  author_id: message.authorId,
  author_name: message.authorName,
  text: message.text,
  file_id: message.fileId,
  client_key: message.clientKey,
  created_at: message.createdAt,
  edited_at: null,
  deleted_by: null,
});

const stored = (message: NewMessage, seq: number, rev: number): MessageRow => ({
  ...message,
  seq,
  rev,
  editedAt: null,
  deletedBy: null,
});

/**
 * SQLite: the batch as one synchronous transaction of prepared statements. Per message an index
 * lookup of its client key, the conversation's counters taken, the insert; a whole transaction
 * costs about as much as one statement through Kysely, and its commit (the costly part) is shared.
 */
function sqliteBatch(sqlite: SqliteStatements) {
  const existing = sqlite.prepare(
    `select ${MESSAGE_COLUMNS.join(', ')} from chat_messages where author_id = ? and client_key = ?`,
  );
  const fileTaken = sqlite.prepare('select 1 from chat_messages where file_id = ?');
  const bump = sqlite.prepare(
    `update chat_conversations set last_seq = last_seq + 1, rev = rev + 1, updated_at = ?
     where id = ? returning last_seq, rev`,
  );
  const insert = sqlite.prepare(
    `insert into chat_messages (${MESSAGE_COLUMNS.join(', ')})
     values (@id, @conversation_id, @seq, @rev, @author_id, @author_name, @text, @file_id, @client_key,
             @created_at, @edited_at, @deleted_by)`,
  );
  return sqlite.transaction((batch: NewMessage[]): WriteOutcome[] =>
    batch.map((message) => {
      const found = existing.get(message.authorId, message.clientKey) as
        | Parameters<typeof toMessage>[0]
        | undefined;
      if (found) return { kind: 'existing', message: toMessage(found) };
      if (message.fileId && fileTaken.get(message.fileId)) return { kind: 'file_taken' };
      const counters = bump.get(message.createdAt, message.conversationId) as
        | { last_seq: number; rev: number }
        | undefined;
      if (!counters) return { kind: 'gone' };
      insert.run(rowOf(message, counters.last_seq, counters.rev));
      return { kind: 'created', message: stored(message, counters.last_seq, counters.rev) };
    }),
  );
}

/**
 * Any database through Kysely (PostgreSQL; SQLite while another transaction is open): the batch's
 * keys looked up at once, each conversation's counters taken once for all its messages (in the
 * order of the conversation ids, so that two nodes' batches never wait for each other in a
 * circle), the messages inserted in one statement. A key another node stored meanwhile is
 * answered as stored (its taken numbers stay unused: a gap, never a duplicate).
 */
async function kyselyBatch(db: Db, batch: NewMessage[]): Promise<WriteOutcome[]> {
  return db.transaction().execute(async (trx) => {
    const outcomes: (WriteOutcome | undefined)[] = new Array(batch.length).fill(undefined);
    const lookUp = async (messages: readonly Pick<NewMessage, 'authorId' | 'clientKey'>[]) => {
      if (messages.length === 0) return new Map<string, MessageRow>();
      const rows = await trx
        .selectFrom('chat_messages')
        .select(MESSAGE_COLUMNS)
        .where((eb) =>
          eb.or(
            messages.map((message) =>
              eb.and([eb('author_id', '=', message.authorId), eb('client_key', '=', message.clientKey)]),
            ),
          ),
        )
        .execute();
      return new Map(
        rows.map((row) => [keyOf({ authorId: row.author_id, clientKey: row.client_key }), toMessage(row)]),
      );
    };

    const known = await lookUp(batch);
    const fileIds = batch.flatMap((message) => (message.fileId ? [message.fileId] : []));
    const takenFiles = new Set(
      fileIds.length === 0
        ? []
        : (
            await trx.selectFrom('chat_messages').select('file_id').where('file_id', 'in', fileIds).execute()
          ).map((row) => row.file_id),
    );
    const first = new Map<string, number>();
    const fresh = new Map<string, number[]>();
    batch.forEach((message, index) => {
      const key = keyOf(message);
      const found = known.get(key);
      if (found) outcomes[index] = { kind: 'existing', message: found };
      else if (first.has(key)) return;
      else if (message.fileId && takenFiles.has(message.fileId)) outcomes[index] = { kind: 'file_taken' };
      else {
        if (message.fileId) takenFiles.add(message.fileId);
        first.set(key, index);
        fresh.set(message.conversationId, [...(fresh.get(message.conversationId) ?? []), index]);
      }
    });

    const rows: ReturnType<typeof rowOf>[] = [];
    for (const conversationId of [...fresh.keys()].sort()) {
      const indexes = fresh.get(conversationId)!;
      const n = indexes.length;
      const counters = await trx
        .updateTable('chat_conversations')
        .set((eb) => ({
          last_seq: eb('last_seq', '+', n),
          rev: eb('rev', '+', n),
          updated_at: batch[indexes.at(-1)!]!.createdAt,
        }))
        .where('id', '=', conversationId)
        .returning(['last_seq', 'rev'])
        .executeTakeFirst();
      indexes.forEach((index, i) => {
        if (!counters) {
          outcomes[index] = { kind: 'gone' };
          return;
        }
        const seq = Number(counters.last_seq) - n + 1 + i;
        const rev = Number(counters.rev) - n + 1 + i;
        rows.push(rowOf(batch[index]!, seq, rev));
        outcomes[index] = { kind: 'created', message: stored(batch[index]!, seq, rev) };
      });
    }

    if (rows.length > 0) {
      const inserted = new Set(
        (
          await trx
            .insertInto('chat_messages')
            .values(rows satisfies ChatMessagesTable[])
            // Any unique key: the author's client key (a resend stored by another node meanwhile)
            // or the file (attached by another node's send meanwhile).
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .execute()
        ).map((row) => row.id),
      );
      const raced = rows.filter((row) => !inserted.has(row.id));
      const winners = await lookUp(
        raced.map((row) => ({ authorId: row.author_id, clientKey: row.client_key })),
      );
      for (const row of raced) {
        const index = batch.findIndex((message) => message.id === row.id);
        const winner = winners.get(keyOf({ authorId: row.author_id, clientKey: row.client_key }));
        outcomes[index] = winner ? { kind: 'existing', message: winner } : { kind: 'file_taken' };
      }
    }

    // A key twice in one batch: the later ones are resends of the first.
    return batch.map((message, index) => {
      const outcome = outcomes[index];
      if (outcome) return outcome;
      const original = outcomes[first.get(keyOf(message))!]!;
      return original.kind === 'created' || original.kind === 'existing'
        ? { kind: 'existing', message: original.message }
        : original;
    });
  });
}

/**
 * Writes new messages, grouping those that arrive within one turn of the event loop into one
 * transaction (SQLite's cost is per transaction: its commit). A message's `seq` and `rev` are
 * taken from its conversation inside the transaction that stores it, so they commit in order;
 * the promises resolve in the order the messages came, after the commit. While a batch is being
 * written (PostgreSQL), the next one gathers.
 */
export function createMessageWriter(database: DatabaseHandle) {
  const { db, sqlite } = database;
  let fast: ReturnType<typeof sqliteBatch> | undefined;
  let queue: Pending[] = [];
  let scheduled = false;
  let writing = false;

  async function write(batch: NewMessage[]): Promise<WriteOutcome[]> {
    // Kysely's own transactions may be open across awaits; then this waits its turn through Kysely.
    if (sqlite && !sqlite.inTransaction) {
      fast ??= sqliteBatch(sqlite);
      return fast(batch);
    }
    return kyselyBatch(db, batch);
  }

  async function flush() {
    scheduled = false;
    if (writing) return;
    writing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(MAX_BATCH);
        try {
          const outcomes = await write(batch.map((pending) => pending.message));
          batch.forEach((pending, index) => {
            pending.resolve(outcomes[index]!);
          });
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      writing = false;
    }
  }

  return {
    write(message: NewMessage): Promise<WriteOutcome> {
      return new Promise((resolve, reject) => {
        queue.push({ message, resolve, reject });
        if (!scheduled && !writing) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}

export type MessageWriter = ReturnType<typeof createMessageWriter>;
