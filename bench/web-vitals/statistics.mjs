// Rounding and the median/worst summary of a figure over the measured runs.

export const round = (value, digits = 1) => (value == null ? null : Number(value.toFixed(digits)));

/** Median and worst (largest) of the non-null values; null when no run produced the figure. */
function stats(values, digits) {
  const present = values.filter((value) => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (present.length === 0) return { median: null, worst: null, runs: 0 };
  const middle = Math.floor(present.length / 2);
  const median = present.length % 2 ? present[middle] : (present[middle - 1] + present[middle]) / 2;
  return { median: round(median, digits), worst: round(present.at(-1), digits), runs: present.length };
}

/** stats() of one field of the run results (a failed run has none). */
export function statsOf(results, key, digits) {
  const values = results.map((result) => result[key]);
  return stats(values, digits);
}

/** 'met' when the value is known and below the target. */
export const verdict = (value, target) => (value !== null && value < target ? 'met' : 'NOT met');
