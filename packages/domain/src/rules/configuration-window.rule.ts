import type { ConfigurationWindow } from '../venue/configuration-base.schema';

function timeOf(isoDateTime: string): number {
  return Date.parse(isoDateTime);
}

/**
 * Active at or after `begin` and strictly before `end`; a missing bound is open.
 * An unparseable bound never matches, so such a configuration is never active.
 */
export function isConfigurationActive(config: ConfigurationWindow, now: Date): boolean {
  const at = now.getTime();
  if (config.begin !== undefined && !(at >= timeOf(config.begin))) return false;
  if (config.end !== undefined && !(at < timeOf(config.end))) return false;
  return true;
}

export type WidgetWithConfigurations = { configurations: readonly ConfigurationWindow[] };

/** The configuration type of a widget type; for a union of widgets, the union of their configurations. */
export type ConfigurationOf<W extends WidgetWithConfigurations> = W['configurations'][number];

/** The first configuration active at `now`, in the order the widget lists them. */
export function activeConfiguration<W extends WidgetWithConfigurations>(
  widget: W,
  now: Date,
): ConfigurationOf<W> | undefined {
  return widget.configurations.find((config) => isConfigurationActive(config, now));
}

export type ConfigurationWindowStatus<C> =
  | { state: 'active'; configuration: C }
  | { state: 'upcoming'; opensAt: string }
  /** endedAt is the latest end that has passed; undefined when the widget has no configurations. */
  | { state: 'ended'; endedAt?: string };

function earliest(times: string[]): string | undefined {
  return times.reduce<string | undefined>(
    (best, t) => (best === undefined || timeOf(t) < timeOf(best) ? t : best),
    undefined,
  );
}

function latest(times: string[]): string | undefined {
  return times.reduce<string | undefined>(
    (best, t) => (best === undefined || timeOf(t) > timeOf(best) ? t : best),
    undefined,
  );
}

/**
 * Active when a configuration is active; otherwise upcoming (with the earliest future begin) when
 * one will open later; otherwise ended (with the latest past end).
 */
export function configurationWindowStatus<W extends WidgetWithConfigurations>(
  widget: W,
  now: Date,
): ConfigurationWindowStatus<ConfigurationOf<W>> {
  const configuration = activeConfiguration(widget, now);
  if (configuration) return { state: 'active', configuration };
  const at = now.getTime();
  const futureBegins = widget.configurations
    .map((config) => config.begin)
    .filter((begin): begin is string => begin !== undefined && timeOf(begin) > at);
  const opensAt = earliest(futureBegins);
  if (opensAt !== undefined) return { state: 'upcoming', opensAt };
  const pastEnds = widget.configurations
    .map((config) => config.end)
    .filter((end): end is string => end !== undefined && timeOf(end) <= at);
  const endedAt = latest(pastEnds);
  return endedAt === undefined ? { state: 'ended' } : { state: 'ended', endedAt };
}
