// Offline quality of the media board's recommendations (the server's pure engine, called directly)
// on a generated like history with hidden taste groups (history.mjs). Leave-one-out: one like of
// each attendee with at least two is hidden, the rest are the board's likes; each method is asked
// for the attendee's top 20 and scored on where the hidden like comes: hit rate @5/@10/@20 and MRR
// (within the 20). Cold start: attendees whose likes the board does not know at all, one of their
// later likes as the target. Then the time per recommendation on a board of --pieces pieces and
// --users attendees' likes (building the like index, as the server does per request, and without).
//   npm run bench:recommendations -- [--seed 7] [--pieces 200] [--users 5000] [--taste 0.75]
//     [--cold 500] [--sweep]
// Exits non-zero when the chosen algorithm's hit rate @10 is under twice popularity's.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  defaultTuning,
  indexLikes,
  prepareBoard,
  recommend,
} from '../../apps/server/src/modules/media-board/media-board-recommendations.engine.ts';
import { popularity, rawCooccurrence, userKnn } from './baselines.mjs';
import { generateHistory, seeded } from './history.mjs';

const { values: flags } = parseArgs({
  options: {
    seed: { type: 'string', default: '7' },
    pieces: { type: 'string', default: '200' },
    users: { type: 'string', default: '5000' },
    taste: { type: 'string', default: '0.75' },
    cold: { type: 'string', default: '500' },
    sweep: { type: 'boolean', default: false },
  },
});
const seed = Number(flags.seed);
const coldCount = Number(flags.cold);
const { pieces, attendees } = generateHistory({
  seed,
  pieces: Number(flags.pieces),
  users: Number(flags.users) + coldCount,
  taste: Number(flags.taste),
});
const known = attendees.slice(0, attendees.length - coldCount);
const cold = attendees.slice(attendees.length - coldCount);
const hide = seeded(seed + 1);
const hidden = new Map();
const training = [];
for (const attendee of known) {
  const target =
    attendee.likes.length >= 2 ? attendee.likes[Math.floor(hide() * attendee.likes.length)] : null;
  if (target !== null) hidden.set(attendee.userId, target);
  for (const pieceId of attendee.likes) {
    if (pieceId !== target) training.push({ authorId: attendee.userId, contentPieceId: pieceId });
  }
}
const index = indexLikes(training);
const coldTargets = new Map(cold.map((attendee) => [attendee.userId, attendee.likes[0]]));
const board = prepareBoard(pieces);
const profileOf = new Map(attendees.map((attendee) => [attendee.userId, attendee.profile]));

/** Hit rates and MRR of a method (userId, limit) => ids over the attendees' hidden likes. */
function evaluate(method, targets) {
  const hits = { 5: 0, 10: 0, 20: 0 };
  let reciprocal = 0;
  for (const [userId, target] of targets) {
    const rank = method(userId, 20).indexOf(target) + 1;
    if (rank === 0) continue;
    for (const at of [5, 10, 20]) if (rank <= at) hits[at]++;
    reciprocal += 1 / rank;
  }
  const share = (count) => count / targets.size;
  return { at5: share(hits[5]), at10: share(hits[10]), at20: share(hits[20]), mrr: share(reciprocal) };
}

const engine = (tuning) => (userId, limit) =>
  recommend(board, index, { userId, limit, profile: profileOf.get(userId) }, tuning).map(
    (recommendation) => recommendation.contentPieceId,
  );
const onlyAttendees = { tagWeight: 0, profileWeight: 0, popularityWeight: 0 };
const methods = [
  ['popularity', popularity(pieces, index)],
  ['raw co-occurrence', rawCooccurrence(pieces, index)],
  ['user-kNN (k = 50, cosine)', userKnn(pieces, index, 50)],
  ['item cosine', engine({ ...defaultTuning, ...onlyAttendees, userDamping: 0 })],
  ['item cosine, attendee damping', engine({ ...defaultTuning, ...onlyAttendees })],
  ['chosen: item cosine + tags + profile', engine(defaultTuning)],
];
if (flags.sweep) {
  for (const itemDamping of [0.3, 0.5, 0.7, 0.9]) {
    for (const userDamping of [0, 0.5, 1]) {
      for (const tagWeight of [0, 0.15, 0.3, 0.6]) {
        methods.push([
          `α ${itemDamping} β ${userDamping} tags ${tagWeight}`,
          engine({ ...defaultTuning, itemDamping, userDamping, tagWeight }),
        ]);
      }
    }
  }
}

const percent = (value) => `${(100 * value).toFixed(1)}%`.padStart(7);
console.log(
  `board: ${pieces.length} pieces, ${known.length} attendees, ${training.length} likes (one hidden each for ` +
    `${hidden.size}), seed ${seed}, taste ${flags.taste}`,
);
console.log(`${'method'.padEnd(40)}   hit@5  hit@10  hit@20    MRR`);
const results = new Map();
for (const [name, method] of methods) {
  const result = evaluate(method, hidden);
  results.set(name, result);
  console.log(
    `${name.padEnd(40)} ${percent(result.at5)} ${percent(result.at10)} ${percent(result.at20)}  ${result.mrr.toFixed(3)}`,
  );
}
const chosen = results.get('chosen: item cosine + tags + profile');
const baseline = results.get('popularity');
const ratio = chosen.at10 / baseline.at10;
console.log(
  `hit rate @10: chosen ${percent(chosen.at10)} vs popularity ${percent(baseline.at10)}: ×${ratio.toFixed(2)}`,
);

const coldChosen = evaluate(engine(defaultTuning), coldTargets);
const coldPopular = evaluate(popularity(pieces, index), coldTargets);
console.log(
  `cold start (${cold.length} attendees without likes, profile only): hit@10 chosen ${percent(coldChosen.at10)} ` +
    `vs popularity ${percent(coldPopular.at10)}, MRR ${coldChosen.mrr.toFixed(3)} vs ${coldPopular.mrr.toFixed(3)}`,
);

/** Mean milliseconds per call of `run` over `count` attendees (after a warm-up). */
function timed(count, run) {
  const users = known.slice(0, count).map((attendee) => attendee.userId);
  for (const userId of users.slice(0, 20)) run(userId);
  const start = performance.now();
  for (const userId of users) run(userId);
  return (performance.now() - start) / users.length;
}
const allLikes = known.flatMap((attendee) =>
  attendee.likes.map((contentPieceId) => ({ authorId: attendee.userId, contentPieceId })),
);
const fullIndex = indexLikes(allLikes);
const ask = (likeIndex, userId) =>
  recommend(board, likeIndex, { userId, limit: 10, profile: profileOf.get(userId) });
const withIndex = timed(200, (userId) => ask(indexLikes(allLikes), userId));
const alone = timed(2000, (userId) => ask(fullIndex, userId));
const preparing = timed(200, () => prepareBoard(pieces));
console.log(
  `time per recommendation (${pieces.length} pieces, ${known.length} attendees, ${allLikes.length} likes): ` +
    `${withIndex.toFixed(2)} ms with the like index built, ${alone.toFixed(3)} ms on a built index; preparing the board's ` +
    `words and tags (once per venue version) ${preparing.toFixed(2)} ms`,
);
if (ratio < 2) {
  console.error('target missed: hit rate @10 under twice popularity’s');
  process.exitCode = 1;
}
