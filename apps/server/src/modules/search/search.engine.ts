import MiniSearch, { type SearchResult as MiniSearchResult, type Options } from 'minisearch';
import { SEARCHED_FIELDS, type SearchDocument } from './search-document';
import { termOf, wordsOf } from './search-terms';

/**
 * The ranking, tuned on the relevance set (bench/search-quality): a hit in a title counts most,
 * then tags and people (speakers, a company), then the place and the body text. BM25+ (MiniSearch's
 * scoring) weighs each by how rare the term is and how long the field is.
 */
export const FIELD_BOOSTS: Record<(typeof SEARCHED_FIELDS)[number], number> = {
  title: 3,
  tags: 1.5,
  people: 2,
  place: 1,
  text: 1,
};

/** Typos: one edit in a word of 5 to 7 letters, two from 8 (a fifth of the term's length, rounded); shorter words match exactly. */
const FUZZY = 0.2;
/** Prefixes from three letters ("acces" finds "accessible"); words of two letters match whole only. */
const PREFIX_FROM = 3;

const processTerm = (term: string) => termOf(term);

const options: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCHED_FIELDS],
  // Documents are kept beside the index, not as MiniSearch's stored fields: a question that
  // matches thousands of them then builds no copy of each, only of the few it answers with.
  storeFields: [],
  tokenize: wordsOf,
  processTerm,
  searchOptions: {
    boost: FIELD_BOOSTS,
    fuzzy: (term) => (term.length > 4 ? FUZZY : false),
    prefix: (term) => term.length >= PREFIX_FROM,
    combineWith: 'OR',
    processTerm,
    tokenize: wordsOf,
  },
};

/** A found document: its stored fields, its score, and the index terms it matched. */
export type SearchHit = { document: SearchDocument; score: number; terms: string[] };

export type SearchEngine = {
  search(question: string, limit: number, accept?: (document: SearchDocument) => boolean): SearchHit[];
  /** How many documents it holds. */
  size(): number;
  /** The index as JSON text, to store and load on every node. */
  serialise(): string;
};

function engineOf(
  index: MiniSearch<SearchDocument>,
  documents: ReadonlyMap<string, SearchDocument>,
): SearchEngine {
  return {
    search(question, limit, accept) {
      // Best first, checked only until `limit` are accepted: a question that matches thousands
      // of documents checks a few of them, not each.
      const hits: SearchHit[] = [];
      for (const result of index.search(question) as MiniSearchResult[]) {
        const document = documents.get(result.id as string)!;
        if (accept && !accept(document)) continue;
        hits.push({ document, score: result.score, terms: result.terms });
        if (hits.length >= limit) break;
      }
      return hits;
    },
    size: () => index.documentCount,
    serialise: () => JSON.stringify({ index, documents: [...documents.values()] }),
  };
}

/** A new index of these documents (ids must be unique). */
export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const index = new MiniSearch<SearchDocument>(options);
  index.addAll(documents);
  return engineOf(index, new Map(documents.map((document) => [document.id, document])));
}

/** An index stored by `serialise`. */
export function loadSearchEngine(json: string): SearchEngine {
  const stored = JSON.parse(json) as { index: unknown; documents: SearchDocument[] };
  return engineOf(
    MiniSearch.loadJS<SearchDocument>(stored.index as Parameters<typeof MiniSearch.loadJS>[0], options),
    new Map(stored.documents.map((document) => [document.id, document])),
  );
}
