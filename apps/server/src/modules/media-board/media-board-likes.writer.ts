import { likeUuid } from '@atrium/domain';
import { sql } from 'kysely';
import type { DatabaseHandle, Db, SqliteStatements } from '../../db/database';
import { createWriteBatches } from '../../db/write-batches';

/** Which piece of which board in which venue scope. */
export type PieceKey = {
  architectureId: string;
  mode: string;
  mediaBoardId: string;
  contentPieceId: string;
};

/** One user's like of a piece (`commentId` '' for the piece itself) or of one of its comments. */
export type LikeKey = PieceKey & { commentId: string; authorId: string };

export type StoredLike = LikeKey & { uuid: string; createdAt: string };

export type LikeWrite = { kind: 'like'; key: LikeKey; createdAt: string } | { kind: 'unlike'; key: LikeKey };

/**
 * What a write did: `changed` when a row was really inserted or deleted (a repeated like or an
 * unlike of nothing changes nothing); the like as stored (after a like: the new or the earlier
 * one); the piece's count once the batch committed.
 */
export type LikeOutcome = { changed: boolean; like?: StoredLike; likes: number };

/** The most writes one transaction takes (the rest go into the next). */
export const MAX_BATCH = 500;

/** Tries with a later millisecond when a new like's uuid is taken (same time, piece and author elsewhere). */
const UUID_ATTEMPTS = 5;

const pieceId = (key: PieceKey) =>
  [key.architectureId, key.mode, key.mediaBoardId, key.contentPieceId].join('\u0000');
const likeId = (key: LikeKey) => `${pieceId(key)}\u0000${key.commentId}\u0000${key.authorId}`;

const LIKE_COLUMNS = `uuid, architecture_id, mode, media_board_id, content_piece_id, comment_id, author_id, created_at`;
const LIKE_WHERE = `architecture_id = ? and mode = ? and media_board_id = ? and content_piece_id = ?
  and comment_id = ? and author_id = ?`;
const PIECE_WHERE = 'architecture_id = ? and mode = ? and media_board_id = ? and content_piece_id = ?';

type LikeRow = {
  uuid: string;
  architecture_id: string;
  mode: string;
  media_board_id: string;
  content_piece_id: string;
  comment_id: string;
  author_id: string;
  created_at: string;
};

export const toStoredLike = (row: LikeRow): StoredLike => ({
  uuid: row.uuid,
  architectureId: row.architecture_id,
  mode: row.mode,
  mediaBoardId: row.media_board_id,
  contentPieceId: row.content_piece_id,
  commentId: row.comment_id,
  authorId: row.author_id,
  createdAt: row.created_at,
});

const rowOf = (key: LikeKey, createdAt: string): LikeRow => ({
  uuid: likeUuid({
    creationTimestamp: createdAt,
    contentPieceId: key.contentPieceId,
    commentId: key.commentId === '' ? undefined : key.commentId,
    authorId: key.authorId,
  }),
  architecture_id: key.architectureId,
  mode: key.mode,
  media_board_id: key.mediaBoardId,
  content_piece_id: key.contentPieceId,
  comment_id: key.commentId,
  author_id: key.authorId,
  created_at: createdAt,
});

const pieceArgs = (key: PieceKey) => [key.architectureId, key.mode, key.mediaBoardId, key.contentPieceId];
const likeArgs = (key: LikeKey) => [...pieceArgs(key), key.commentId, key.authorId];

const laterBy = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** The statements a batch runs, synchronously (SQLite's own connection) or not (Kysely). */
type Step =
  | { op: 'insert'; row: LikeRow }
  | { op: 'find'; key: LikeKey }
  | { op: 'delete'; key: LikeKey }
  | { op: 'add'; key: PieceKey; delta: number }
  | { op: 'read'; key: PieceKey };
type StepResult = number | LikeRow | undefined;

/**
 * One batch, written once for both drivers as the steps it takes. Locks are taken in one global
 * order — every like row in key order, then every count in piece order — so two nodes' batches
 * never wait for each other in a circle. Each piece's count moves once per batch, by the number
 * of rows of likes without a comment really inserted minus those really deleted.
 */
function* batchSteps(batch: readonly LikeWrite[]): Generator<Step, LikeOutcome[], StepResult> {
  const order = batch
    .map((_, index) => index)
    .sort((a, b) => {
      const ka = likeId(batch[a]!.key);
      const kb = likeId(batch[b]!.key);
      return ka < kb ? -1 : ka > kb ? 1 : a - b;
    });
  const changed: boolean[] = new Array(batch.length).fill(false);
  const likes: (StoredLike | undefined)[] = new Array(batch.length).fill(undefined);
  const deltas = new Map<string, { key: PieceKey; delta: number }>();
  for (const index of order) {
    const write = batch[index]!;
    const piece = pieceId(write.key);
    if (!deltas.has(piece)) deltas.set(piece, { key: write.key, delta: 0 });
    if (write.kind === 'unlike') {
      changed[index] = ((yield { op: 'delete', key: write.key }) as number) > 0;
    } else {
      for (let attempt = 0; attempt < UUID_ATTEMPTS && !likes[index]; attempt++) {
        const row = rowOf(write.key, laterBy(write.createdAt, attempt));
        if (((yield { op: 'insert', row }) as number) > 0) {
          changed[index] = true;
          likes[index] = toStoredLike(row);
        } else {
          const existing = (yield { op: 'find', key: write.key }) as LikeRow | undefined;
          if (existing) likes[index] = toStoredLike(existing);
        }
      }
      if (!likes[index]) throw new Error('media board: no free uuid for a like');
    }
    if (changed[index] && write.key.commentId === '') {
      deltas.get(piece)!.delta += write.kind === 'like' ? 1 : -1;
    }
  }
  const counts = new Map<string, number>();
  for (const [piece, { key, delta }] of [...deltas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const step: Step = delta === 0 ? { op: 'read', key } : { op: 'add', key, delta };
    counts.set(piece, ((yield step) as number | undefined) ?? 0);
  }
  return batch.map((write, index) => ({
    changed: changed[index]!,
    ...(likes[index] ? { like: likes[index] } : {}),
    likes: counts.get(pieceId(write.key)) ?? 0,
  }));
}

/** SQLite: the batch as one synchronous transaction of prepared statements. */
function sqliteRunner(sqlite: SqliteStatements) {
  const insert = sqlite.prepare(
    `insert into media_board_likes (${LIKE_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
  );
  const find = sqlite.prepare(`select ${LIKE_COLUMNS} from media_board_likes where ${LIKE_WHERE}`);
  const remove = sqlite.prepare(`delete from media_board_likes where ${LIKE_WHERE}`);
  const add = sqlite.prepare(
    `insert into media_board_like_counts (architecture_id, mode, media_board_id, content_piece_id, likes)
     values (?, ?, ?, ?, ?)
     on conflict (architecture_id, mode, media_board_id, content_piece_id)
     do update set likes = media_board_like_counts.likes + excluded.likes returning likes`,
  );
  const read = sqlite.prepare(`select likes from media_board_like_counts where ${PIECE_WHERE}`);
  const run = (step: Step): StepResult => {
    switch (step.op) {
      case 'insert':
        return insert.run(...Object.values(step.row)).changes;
      case 'find':
        return find.get(...likeArgs(step.key)) as LikeRow | undefined;
      case 'delete':
        return remove.run(...likeArgs(step.key)).changes;
      case 'add':
        return (add.get(...pieceArgs(step.key), step.delta) as { likes: number }).likes;
      case 'read':
        return (read.get(...pieceArgs(step.key)) as { likes: number } | undefined)?.likes;
    }
  };
  return sqlite.transaction((batch: readonly LikeWrite[]): LikeOutcome[] => {
    const steps = batchSteps(batch);
    let next = steps.next();
    while (!next.done) next = steps.next(run(next.value));
    return next.value;
  });
}

/** Any database through Kysely (PostgreSQL; SQLite while another transaction is open). */
async function kyselyBatch(db: Db, batch: readonly LikeWrite[]): Promise<LikeOutcome[]> {
  return db.transaction().execute(async (trx) => {
    const piece = (key: PieceKey) =>
      ({
        architecture_id: key.architectureId,
        mode: key.mode,
        media_board_id: key.mediaBoardId,
        content_piece_id: key.contentPieceId,
      }) as const;
    const like = (key: LikeKey) => ({ ...piece(key), comment_id: key.commentId, author_id: key.authorId });
    const run = async (step: Step): Promise<StepResult> => {
      switch (step.op) {
        case 'insert': {
          const result = await trx
            .insertInto('media_board_likes')
            .values(step.row)
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst();
          return Number(result.numInsertedOrUpdatedRows ?? 0);
        }
        case 'find':
          return trx
            .selectFrom('media_board_likes')
            .selectAll()
            .where((eb) => eb.and(like(step.key)))
            .executeTakeFirst();
        case 'delete': {
          const result = await trx
            .deleteFrom('media_board_likes')
            .where((eb) => eb.and(like(step.key)))
            .executeTakeFirst();
          return Number(result.numDeletedRows);
        }
        case 'add': {
          const row = await trx
            .insertInto('media_board_like_counts')
            .values({ ...piece(step.key), likes: step.delta })
            .onConflict((oc) =>
              oc
                .columns(['architecture_id', 'mode', 'media_board_id', 'content_piece_id'])
                .doUpdateSet({ likes: sql<number>`media_board_like_counts.likes + excluded.likes` }),
            )
            .returning('likes')
            .executeTakeFirstOrThrow();
          return Number(row.likes);
        }
        case 'read': {
          const row = await trx
            .selectFrom('media_board_like_counts')
            .select('likes')
            .where((eb) => eb.and(piece(step.key)))
            .executeTakeFirst();
          return row ? Number(row.likes) : undefined;
        }
      }
    };
    const steps = batchSteps(batch);
    let next = steps.next();
    while (!next.done) next = steps.next(await run(next.value));
    return next.value;
  });
}

/**
 * Writes likes and unlikes, grouping those that arrive within one turn of the event loop into
 * one transaction, as chat's message writer does. The promises resolve after the commit.
 */
export function createLikesWriter(database: DatabaseHandle) {
  const { db, sqlite } = database;
  let fast: ReturnType<typeof sqliteRunner> | undefined;
  const write = createWriteBatches<LikeWrite, LikeOutcome>((batch) => {
    // Kysely's own transactions may be open across awaits; then this waits its turn through Kysely.
    if (sqlite && !sqlite.inTransaction) {
      fast ??= sqliteRunner(sqlite);
      return fast(batch);
    }
    return kyselyBatch(db, batch);
  }, MAX_BATCH);
  return { write };
}

export type LikesWriter = ReturnType<typeof createLikesWriter>;
