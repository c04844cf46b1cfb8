// The printed part of bench/chat: one table row per rate and target, Atrium's ratios to the bare
// relay, each target's saturation point and the targets met or not.

/** Beyond this delivery p99 a rate is past the server's saturation point (issue #14). */
export const SATURATION_P99_MS = 1000;

const ms = (value) => (value === null ? '> drain' : `${value}`);
const ratio = (a, b) => (a === null || b === null || !b ? '—' : `${Math.round((a / b) * 100) / 100}×`);

export function printTable(rows) {
  const header = [
    'msg/s',
    'target',
    'sent/s',
    'accepted/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'ack p99 ms',
    'lost',
    'dup.',
    'refused',
    'stored',
    'server CPU %',
    'CPU ms/msg',
    'CPU wait %',
    'generator CPU %',
    'gen. wait %',
    'gen. loop p99 ms',
    'deliveries/s',
  ];
  const lines = rows.map((row) => [
    String(row.rate),
    row.target,
    String(row.sentPerSecond),
    String(row.acceptedPerSecond),
    ms(row.latencyMs.p50),
    ms(row.latencyMs.p99),
    ms(row.latencyMs.max),
    ms(row.ackMs.p99),
    String(row.lost),
    String(row.duplicated),
    String(row.refused),
    row.stored === undefined ? '—' : String(row.stored),
    String(row.serverCpuPercent),
    String(row.serverCpuMsPerMessage),
    String(row.serverWaitPercent),
    String(row.generatorCpuPercent),
    String(row.generatorWaitPercent),
    String(row.generatorLoopDelayMs.p99),
    String(row.deliveriesPerSecond),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

export function printRatios(rows, rates) {
  for (const rate of rates) {
    const atrium = rows.find((row) => row.rate === rate && row.target === 'atrium');
    const baseline = rows.find((row) => row.rate === rate && row.target === 'baseline');
    if (!atrium || !baseline) continue;
    console.log(
      `${rate} msg/s, Atrium / bare relay: accepted ${ratio(atrium.acceptedPerSecond, baseline.acceptedPerSecond)}, ` +
        `p50 ${ratio(atrium.latencyMs.p50, baseline.latencyMs.p50)}, p99 ${ratio(atrium.latencyMs.p99, baseline.latencyMs.p99)}, ` +
        `server CPU ${ratio(atrium.serverCpuPercent, baseline.serverCpuPercent)}, ` +
        `CPU per message ${ratio(atrium.serverCpuMsPerMessage, baseline.serverCpuMsPerMessage)}`,
    );
  }
}

const saturated = (row) =>
  row.latencyMs.p99 === null || row.latencyMs.p99 > SATURATION_P99_MS || row.unanswered > 0;

/**
 * A target's saturation point: the first measured rate whose delivery p99 passed 1 s (or whose
 * deliveries did not all arrive within the drain); `reached: false` when no rate did.
 */
export function saturationOf(rows, target) {
  const runs = rows.filter((row) => row.target === target).sort((a, b) => a.rate - b.rate);
  if (runs.length === 0) return undefined;
  const first = runs.find(saturated);
  return first ? { reached: true, rate: first.rate } : { reached: false, rate: runs.at(-1).rate };
}

const describe = (point) =>
  point.reached ? `${point.rate} msg/s` : `not reached (beyond ${point.rate} msg/s)`;

export function printSaturation({ atrium, baseline }) {
  if (atrium) console.log(`saturation (first rate with delivery p99 > 1 s), Atrium: ${describe(atrium)}`);
  if (baseline) console.log(`saturation, bare relay: ${describe(baseline)}`);
  if (atrium && baseline) {
    const bound = !baseline.reached ? (atrium.reached ? '≤ ' : '') : !atrium.reached ? '≥ ' : '';
    const value = !atrium.reached && !baseline.reached ? '—' : ratio(atrium.rate, baseline.rate);
    console.log(`saturation ratio Atrium / bare relay: ${bound}${value}`);
  }
}

export function printTargets(rows, saturation) {
  const met = (condition) => (condition ? 'met' : 'NOT met');
  const a = rows.find((row) => row.target === 'atrium' && row.rate === 1000);
  if (a) {
    const p99 = a.latencyMs.p99;
    console.log(
      `(a) ${a.clients} connected in rooms of ${a.roomSize}, 1,000 msg/s: delivery p99 < 100 ms ${met(p99 !== null && p99 < 100)} (${ms(p99)} ms), ` +
        `0 lost ${met(a.lost === 0)} (${a.lost}), 0 duplicated ${met(a.duplicated === 0)} (${a.duplicated}), ` +
        `none refused ${met(a.refused === 0)} (${a.refused}), ` +
        `every accepted message stored ${met(a.stored === a.accepted)} (${a.stored} of ${a.accepted})`,
    );
  }
  const { atrium, baseline } = saturation;
  if (atrium && baseline) {
    // An unreached point lies beyond the highest rate measured: that rate is a lower bound.
    let verdict = met(atrium.rate >= baseline.rate / 2);
    if (!baseline.reached && atrium.rate >= baseline.rate / 2) {
      verdict = atrium.reached ? 'undecided (the bare relay did not saturate: raise --rates)' : 'undecided';
    }
    console.log(`(b) saturation point ≥ half the bare relay's: ${verdict}`);
  }
}
