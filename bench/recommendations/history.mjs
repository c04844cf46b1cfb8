// A generated like history with hidden taste groups, seeded so that every run is the same.
// Pieces belong to tag clusters and have a popularity (Zipf-like, in random order). Each
// attendee belongs to a taste group (one cluster, a third of them a second one); each of their
// likes is, with probability `taste`, a piece of their clusters and otherwise any piece (noise),
// both drawn by popularity. Half the attendees name a word of their cluster in their job title.

const clusters = [
  ['ai', 'machine learning', 'data science', 'llm'],
  ['security', 'privacy', 'compliance', 'identity'],
  ['cloud', 'kubernetes', 'devops', 'infrastructure'],
  ['marketing', 'brand', 'social media', 'content'],
  ['sales', 'crm', 'partnerships', 'revenue'],
  ['design', 'ux', 'accessibility', 'research'],
  ['finance', 'accounting', 'payments', 'fintech'],
  ['health', 'medtech', 'wellbeing', 'clinical'],
  ['sustainability', 'energy', 'climate', 'mobility'],
  ['hr', 'talent', 'leadership', 'culture'],
  ['product', 'roadmap', 'strategy', 'innovation'],
  ['mobile', 'web', 'frontend', 'javascript'],
];
const companies = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark', 'Wayne'];
const roles = ['Head of', 'Lead', 'Director', 'Specialist', 'Manager', 'Engineer'];

/** mulberry32: a small seeded generator of floats in [0, 1). */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws an index from cumulative weights. */
function drawFrom(cumulative, random) {
  const target = random() * cumulative[cumulative.length - 1];
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle] < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

const cumulativeOf = (weights) => {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
};

function makePieces(count, random) {
  const ranks = Array.from({ length: count }, (_, index) => index + 1).sort(() => random() - 0.5);
  return Array.from({ length: count }, (_, index) => {
    const cluster = index % clusters.length;
    const own = clusters[cluster];
    const tags = [own[Math.floor(random() * own.length)], own[Math.floor(random() * own.length)]];
    if (random() < 0.3) {
      const other = clusters[Math.floor(random() * clusters.length)];
      tags.push(other[Math.floor(random() * other.length)]);
    }
    const topic = own[Math.floor(random() * own.length)];
    return {
      id: `piece-${String(index).padStart(4, '0')}`,
      cluster,
      popularity: 1 / ranks[index] ** 0.8,
      tags: [...new Set(tags)],
      texts: [`Session ${index}: ${topic} in practice`],
    };
  });
}

function makeAttendee(index, pieces, byCluster, options, random) {
  const group = Math.floor(random() * clusters.length);
  const groups = random() < 1 / 3 ? [group, Math.floor(random() * clusters.length)] : [group];
  const preferred = groups.flatMap((cluster) => byCluster[cluster]);
  const preferredCumulative = cumulativeOf(preferred.map((piece) => piece.popularity));
  const count = Math.min(40, Math.max(1, Math.round(Math.exp(1.6 + 0.7 * normal(random)))));
  const liked = new Set();
  for (let attempt = 0; liked.size < count && attempt < count * 20; attempt++) {
    const piece =
      random() < options.taste
        ? preferred[drawFrom(preferredCumulative, random)]
        : pieces[drawFrom(options.allCumulative, random)];
    liked.add(piece.id);
  }
  const word = clusters[group][Math.floor(random() * 4)];
  const title = random() < 0.5 ? `${roles[Math.floor(random() * roles.length)]} ${word}` : 'Manager';
  return {
    userId: `user-${String(index).padStart(5, '0')}`,
    profile: { company: companies[Math.floor(random() * companies.length)], title },
    likes: [...liked].sort(),
  };
}

/** A standard normal draw (Box–Muller). */
function normal(random) {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Pieces and attendees (with their likes and profiles) of one generated board. */
export function generateHistory({ seed, pieces: pieceCount, users, taste }) {
  const random = seeded(seed);
  const pieces = makePieces(pieceCount, random);
  const byCluster = clusters.map((_, cluster) => pieces.filter((piece) => piece.cluster === cluster));
  const options = { taste, allCumulative: cumulativeOf(pieces.map((piece) => piece.popularity)) };
  const attendees = Array.from({ length: users }, (_, index) =>
    makeAttendee(index, pieces, byCluster, options, random),
  );
  return { pieces, attendees, random };
}
