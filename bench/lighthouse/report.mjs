// The figures taken from each Lighthouse result, their targets, and the printed summary.

/** Each figure: where it comes from in the result, how it is shown, and its target. */
export const FIGURES = [
  {
    key: 'performance',
    label: 'performance',
    read: (lhr) => lhr.categories.performance?.score ?? null,
    show: (value) => value.toFixed(2),
    target: { text: '≥ 0.95', met: (value) => value >= 0.95 },
  },
  {
    key: 'fcp',
    label: 'FCP',
    read: (lhr) => lhr.audits['first-contentful-paint']?.numericValue ?? null,
    show: (ms) => `${(ms / 1000).toFixed(2)} s`,
    target: { text: '≤ 1.8 s (good)', met: (ms) => ms <= 1800 },
  },
  {
    key: 'lcp',
    label: 'LCP',
    read: (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    show: (ms) => `${(ms / 1000).toFixed(2)} s`,
    target: { text: '≤ 2.5 s', met: (ms) => ms <= 2500 },
  },
  {
    key: 'tbt',
    label: 'TBT',
    read: (lhr) => lhr.audits['total-blocking-time']?.numericValue ?? null,
    show: (ms) => `${Math.round(ms)} ms`,
    target: { text: '≤ 200 ms (good)', met: (ms) => ms <= 200 },
  },
  {
    key: 'cls',
    label: 'CLS',
    read: (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    show: (value) => value.toFixed(3),
    target: { text: '≤ 0.1 (good)', met: (value) => value <= 0.1 },
  },
  {
    key: 'speedIndex',
    label: 'Speed Index',
    read: (lhr) => lhr.audits['speed-index']?.numericValue ?? null,
    show: (ms) => `${(ms / 1000).toFixed(2)} s`,
    target: { text: '≤ 3.4 s (good)', met: (ms) => ms <= 3387 },
  },
  {
    key: 'bytes',
    label: 'bytes transferred',
    read: (lhr) => lhr.audits['total-byte-weight']?.numericValue ?? null,
    show: (bytes) => `${Math.round(bytes / 1024)} KiB`,
    target: { text: '– (reported)', met: () => true },
  },
];

const METRIC_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
]);

/** The figures of one Lighthouse result, and what a reader needs to trust or explain them. */
export function figuresOf(lhr) {
  const figures = Object.fromEntries(FIGURES.map((figure) => [figure.key, figure.read(lhr)]));
  const lcpNode = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return {
    ...figures,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpNode ? `${lcpNode.snippet} “${lcpNode.nodeLabel}”` : null,
    warnings: [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])],
    // Audits and insights that do not pass, with their savings: where the time goes.
    advice: Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .filter((audit) => !METRIC_AUDITS.has(audit.id))
      .map((audit) => `${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`),
  };
}

function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the runs that succeeded. */
export function mediansOf(runs) {
  const ok = runs.filter((run) => !run.error);
  return Object.fromEntries(FIGURES.map(({ key }) => [key, median(ok.map((run) => run[key]))]));
}

const pad = (text, width) => String(text).padEnd(width);

/** One page's table: median, every run, target and verdict of each figure. */
export function printPage({ title, state, runs, details }) {
  const medians = mediansOf(runs);
  console.log(`\n${title}`);
  console.log(`  measured state: ${state}`);
  const runHeader = runs.map((_, index) => `run ${index + 1}`);
  console.log(`  ${pad('figure', 18)}${pad('median', 10)}${runHeader.map((h) => pad(h, 10)).join('')}target`);
  for (const figure of FIGURES) {
    const value = medians[figure.key];
    const shown = value === null ? 'n/a' : figure.show(value);
    const perRun = runs.map((run) =>
      pad(run.error || run[figure.key] === null ? 'failed' : figure.show(run[figure.key]), 10),
    );
    const verdict =
      figure.key === 'bytes' ? '' : value !== null && figure.target.met(value) ? '  met' : '  NOT met';
    console.log(
      `  ${pad(figure.label, 18)}${pad(shown, 10)}${perRun.join('')}${figure.target.text}${verdict}`,
    );
  }
  for (const [index, run] of runs.entries()) {
    if (run.error) console.error(`  warning: run ${index + 1} failed: ${run.error}`);
    for (const warning of run.warnings ?? []) console.error(`  warning: run ${index + 1}: ${warning}`);
  }
  const lcpElements = [...new Set(runs.map((run) => run.lcpElement).filter(Boolean))];
  if (lcpElements.length > 0) console.log(`  LCP element: ${lcpElements.join(' | ')}`);
  const lastGood = runs.findLast((run) => !run.error);
  if (details && lastGood?.advice.length) {
    console.log(`  not passing (last run):`);
    for (const line of lastGood.advice) console.log(`    - ${line}`);
  }
}
