import { loadSearchEngine, type SearchEngine } from './search.engine';
import type { SearchRepository, StoredIndexHead } from './search.repository';

/** How long a node answers from its loaded index before it checks whether a newer one is stored. */
const FRESHNESS_MS = 10_000;

export type LoadedIndex = { head: StoredIndexHead; engine: SearchEngine };

/**
 * This node's copy of the stored index: loaded on the first question, dropped when any node
 * built a newer one (the relayed `search.index.built`), and, as a fallback, compared with the
 * stored build time every few seconds.
 */
export function createSearchIndexCache(deps: { repository: SearchRepository; now: () => number }) {
  let loaded:
    | { architectureId: string; checkedAt: number; index: Promise<LoadedIndex | undefined> }
    | undefined;

  async function load(architectureId: string): Promise<LoadedIndex | undefined> {
    const stored = await deps.repository.load(architectureId);
    if (!stored) return undefined;
    const { body, ...head } = stored;
    return { head, engine: loadSearchEngine(body) };
  }

  return {
    async current(architectureId: string): Promise<LoadedIndex | undefined> {
      const at = deps.now();
      if (loaded?.architectureId === architectureId && at - loaded.checkedAt < FRESHNESS_MS)
        return loaded.index;
      if (loaded?.architectureId === architectureId) {
        const mine = await loaded.index.catch(() => undefined);
        const head = await deps.repository.head(architectureId);
        if (mine && head?.builtAt === mine.head.builtAt) {
          loaded.checkedAt = at;
          mine.head = head;
          return mine;
        }
      }
      const entry = { architectureId, checkedAt: at, index: load(architectureId) };
      loaded = entry;
      entry.index.catch(() => {
        if (loaded === entry) loaded = undefined;
      });
      return entry.index;
    },

    /** A newer index was stored (by any node). */
    drop() {
      loaded = undefined;
    },
  };
}

export type SearchIndexCache = ReturnType<typeof createSearchIndexCache>;
