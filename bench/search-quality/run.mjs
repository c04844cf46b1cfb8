// Relevance of the global search on the demo venue: the questions of
// apps/server/src/modules/search/relevance/demo-questions.json (typos, paraphrases, answers inside
// PDFs, speakers, attendees, wall posts) asked of an index built from the demo venue by the
// server's own build functions (venue, PDF text, posts, profiles), as an attendee sees it.
// Prints recall@1, recall@3 and MRR, per kind of question, and the questions not answered in
// the first three. Exits non-zero under the targets (recall@3 >= 0.9, recall@1 >= 0.75).
//   npm run bench:search-quality [-- --json]
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoCorpus } from '../../apps/server/src/modules/search/relevance/demo-corpus.ts';
import { evaluateRelevance } from '../../apps/server/src/modules/search/relevance/relevance.evaluate.ts';
import { createSearchEngine } from '../../apps/server/src/modules/search/search.engine.ts';

const { values: flags } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
const root = resolve(import.meta.dirname, '../..');
const questions = JSON.parse(
  await readFile(resolve(root, 'apps/server/src/modules/search/relevance/demo-questions.json'), 'utf8'),
);
const corpus = await demoCorpus(new Date());
const engine = createSearchEngine(corpus.documents);
const all = evaluateRelevance(engine, questions, corpus.shape);
const kinds = [...new Set(questions.flatMap((question) => question.kinds))];
const perKind = Object.fromEntries(
  kinds.map((kind) => {
    const subset = questions.filter((question) => question.kinds.includes(kind));
    const report = evaluateRelevance(engine, subset, corpus.shape);
    return [
      kind,
      { questions: subset.length, recallAt1: report.recallAt1, recallAt3: report.recallAt3, mrr: report.mrr },
    ];
  }),
);
const round = (value) => Math.round(value * 1000) / 1000;
if (flags.json) {
  console.log(JSON.stringify({ ...all, perKind }, null, 2));
} else {
  console.log(
    `search quality: ${all.questions} questions over ${corpus.documents.length} indexed items of the demo venue`,
  );
  console.log(
    `  recall@1 ${round(all.recallAt1)}   recall@3 ${round(all.recallAt3)}   MRR ${round(all.mrr)}`,
  );
  for (const [kind, report] of Object.entries(perKind)) {
    console.log(
      `  ${kind.padEnd(12)} n=${String(report.questions).padStart(2)}  recall@1 ${round(report.recallAt1).toFixed(3)}  recall@3 ${round(report.recallAt3).toFixed(3)}  MRR ${round(report.mrr).toFixed(3)}`,
    );
  }
  for (const miss of all.misses) {
    console.log(
      `  not in the first 3: "${miss.q}" (rank ${miss.rank ?? '-'}; first: ${miss.top.join(', ')})`,
    );
  }
}
if (all.recallAt3 < 0.9 || all.recallAt1 < 0.75) {
  console.error('below the targets: recall@3 >= 0.9 and recall@1 >= 0.75');
  process.exitCode = 1;
}
