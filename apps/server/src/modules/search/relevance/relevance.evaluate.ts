import type { SearchEngine } from '../search.engine';
import type { SearchDocument } from '../search-document';
import { type LiveVenueShape, mayFind, type Seeker } from '../search-visibility';

/** What a question should find: every given field must match the found document's. */
export type ExpectedTarget = Partial<
  Pick<
    SearchDocument,
    'kind' | 'areaId' | 'widgetId' | 'contentPieceId' | 'page' | 'postId' | 'profileUserId'
  >
>;

export type RelevanceQuestion = { q: string; kinds: string[]; expect: ExpectedTarget[] };

export type RelevanceReport = {
  questions: number;
  recallAt1: number;
  recallAt3: number;
  mrr: number;
  /** Questions whose first expected target is not in the first three, with what came first. */
  misses: { q: string; rank: number | null; top: string[] }[];
};

const matches = (document: SearchDocument, target: ExpectedTarget) =>
  Object.entries(target).every(([key, value]) => document[key as keyof SearchDocument] === value);

/** recall@1, recall@3 and MRR (over the first 10) of the engine on the questions, as an attendee sees it. */
export function evaluateRelevance(
  engine: SearchEngine,
  questions: readonly RelevanceQuestion[],
  shape: LiveVenueShape,
  seeker: Seeker = { administrator: false, guest: false },
): RelevanceReport {
  let at1 = 0;
  let at3 = 0;
  let reciprocal = 0;
  const misses: RelevanceReport['misses'] = [];
  for (const question of questions) {
    const hits = engine.search(question.q, 10, (document) => mayFind(document, shape, seeker));
    const index = hits.findIndex((hit) => question.expect.some((target) => matches(hit.document, target)));
    if (index === 0) at1++;
    if (index !== -1 && index < 3) at3++;
    if (index !== -1) reciprocal += 1 / (index + 1);
    if (index === -1 || index >= 3) {
      misses.push({
        q: question.q,
        rank: index === -1 ? null : index + 1,
        top: hits.slice(0, 3).map((hit) => hit.document.id),
      });
    }
  }
  const n = questions.length || 1;
  return { questions: questions.length, recallAt1: at1 / n, recallAt3: at3 / n, mrr: reciprocal / n, misses };
}
