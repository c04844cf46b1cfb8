// A latency histogram with fixed buckets (millions of samples a run, no sorting): 0.1 ms steps up to
// 1 s, then 1 ms steps up to 10 min.
const FINE = 10_000;
const COARSE = 600_000;

export function createHistogram() {
  const buckets = new Uint32Array(FINE + COARSE);
  let count = 0;
  let sum = 0;
  let max = 0;

  const upperBound = (bucket) => (bucket < FINE ? (bucket + 1) / 10 : bucket - FINE + 1001);

  return {
    get count() {
      return count;
    },
    record(ms) {
      const value = ms < 0 ? 0 : ms;
      const bucket =
        value < 1000 ? Math.floor(value * 10) : FINE + Math.min(COARSE - 1, Math.floor(value - 1000));
      buckets[bucket]++;
      count++;
      sum += value;
      if (value > max) max = value;
    },
    /**
     * Percentiles (upper bucket bounds, ms). `missing` samples that never completed count as slower
     * than all others: a percentile that falls among them is null.
     */
    summary(missing = 0) {
      const total = count + missing;
      const at = (quantile) => {
        const rank = Math.max(1, Math.ceil(quantile * total));
        if (rank > count) return null;
        let seen = 0;
        for (let bucket = 0; bucket < buckets.length; bucket++) {
          seen += buckets[bucket];
          if (seen >= rank) return Math.round(upperBound(bucket) * 10) / 10;
        }
        return null;
      };
      return {
        p50: at(0.5),
        p90: at(0.9),
        p99: at(0.99),
        max: missing > 0 ? null : Math.round(max * 10) / 10,
        mean: count ? Math.round((sum / count) * 10) / 10 : null,
      };
    },
  };
}
