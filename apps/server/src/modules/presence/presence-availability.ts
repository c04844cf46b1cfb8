import { uiConfigSchema } from '@atrium/domain';

/** How long one answer is reused: the ui-config file is edited by hand, the login options rarely change. */
const TTL_MS = 5_000;

/**
 * Whether presence is on (spec §6): the UI configuration's `features.userPresence` (its default
 * where the file is missing or invalid, as the web app falls back to) and login is enabled.
 */
export function createPresenceAvailability(deps: {
  /** The UI configuration as served (JSON text); throws when missing or invalid. */
  readUiConfig: () => Promise<string>;
  loginRequired: () => Promise<boolean>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let cached: { at: number; value: Promise<boolean> } | undefined;

  async function featureOn(): Promise<boolean> {
    try {
      return uiConfigSchema.parse(JSON.parse(await deps.readUiConfig())).features.userPresence;
    } catch {
      return uiConfigSchema.parse({}).features.userPresence;
    }
  }

  return function presenceActive(): Promise<boolean> {
    const at = now();
    if (!cached || at - cached.at >= TTL_MS) {
      const value = Promise.all([featureOn(), deps.loginRequired()]).then(([on, login]) => on && login);
      const entry = { at, value };
      cached = entry;
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
