/**
 * Gathers the writes that arrive within one turn of the event loop into batches of at most
 * `maxBatch` for `writeBatch` (one transaction each: SQLite's cost is per commit, PostgreSQL's per
 * round trip). One batch is written at a time; the next gathers meanwhile. Each write's promise
 * settles after its batch: with its own outcome, or with the batch's error.
 */
export function createWriteBatches<W, O>(writeBatch: (batch: W[]) => Promise<O[]> | O[], maxBatch: number) {
  type Waiting = { write: W; settle: { resolve: (outcome: O) => void; reject: (error: unknown) => void } };
  const waiting: Waiting[] = [];
  let busy = false;

  async function drain() {
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, maxBatch);
        try {
          const outcomes = await writeBatch(batch.map((entry) => entry.write));
          for (const [index, entry] of batch.entries()) entry.settle.resolve(outcomes[index]!);
        } catch (error) {
          for (const entry of batch) entry.settle.reject(error);
        }
      }
    } finally {
      busy = false;
    }
  }

  return (write: W): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ write, settle: { resolve, reject } });
      if (busy) return;
      busy = true;
      setImmediate(() => void drain());
    });
}
