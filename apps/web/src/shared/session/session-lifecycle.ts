import { TOKEN_REFRESH_INTERVAL_MS } from '@atrium/domain';
import { checkVenueAuthority, logoutSession, refreshSession } from '../api/auth.api';
import { useSessionStore } from '../stores/session.store';

/** Set while this browser holds a refresh cookie, so start-up only asks when it can succeed. */
const HAS_SESSION_KEY = 'atrium:has-session';

export function rememberSession() {
  localStorage.setItem(HAS_SESSION_KEY, 'true');
}

/** Restores the session of another tab or an earlier visit from the refresh cookie. */
export async function restoreSession(): Promise<void> {
  const session = useSessionStore.getState();
  if (session.accessToken || localStorage.getItem(HAS_SESSION_KEY) !== 'true') return;
  try {
    session.setAccessToken((await refreshSession()).accessToken);
  } catch {
    localStorage.removeItem(HAS_SESSION_KEY);
  }
}

/** Renews the access token every 15 minutes while logged in (spec §9); a refused renewal logs out. */
export function startTokenRefresh(onExpired: () => void, intervalMs = TOKEN_REFRESH_INTERVAL_MS) {
  const timer = setInterval(async () => {
    if (!useSessionStore.getState().accessToken) return;
    try {
      useSessionStore.getState().setAccessToken((await refreshSession()).accessToken);
    } catch {
      onExpired();
    }
  }, intervalMs);
  return () => clearInterval(timer);
}

type BeforeEnd = () => Promise<unknown>;
const beforeEnd = new Set<BeforeEnd>();
/** How long the end of a session waits for what must happen while its token is still valid. */
export const BEFORE_END_TIMEOUT_MS = 2_000;

/**
 * Registers work to do before a session ends, with its token still valid (spec §4: logout removes
 * the presence entry). Returns the unregistration.
 */
export function onBeforeSessionEnd(hook: BeforeEnd): () => void {
  beforeEnd.add(hook);
  return () => beforeEnd.delete(hook);
}

async function runBeforeEnd() {
  if (beforeEnd.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, BEFORE_END_TIMEOUT_MS);
  });
  const hooks = [...beforeEnd].map((hook) => hook().catch(() => undefined));
  await Promise.race([Promise.all(hooks), late]);
  clearTimeout(timer);
}

/** Ends the session on the server (refresh token revoked) and in this browser. */
export async function endSession() {
  if (useSessionStore.getState().accessToken) await runBeforeEnd();
  localStorage.removeItem(HAS_SESSION_KEY);
  const hadToken = Boolean(useSessionStore.getState().accessToken);
  useSessionStore.getState().clear();
  if (hadToken) await logoutSession().catch(() => undefined);
}

/** The login messages of a refused authority check (spec §6, §8). */
export type AuthorityRefusal = 'login.unauthorized' | 'login.unknownError';

/**
 * The authority check of a new session (spec §4, §6): HEAD /api/venue. 403 → 'unauthorized',
 * any other failure → 'unknown error'; either way the session ends here and on the server (the
 * refresh cookie is revoked). 404 passes: nothing is published, the publication guard shows the
 * work-in-progress page.
 */
export async function confirmAuthority(): Promise<AuthorityRefusal | undefined> {
  const status = await checkVenueAuthority();
  if (status === 200 || status === 404) return undefined;
  await endSession();
  return status === 403 ? 'login.unauthorized' : 'login.unknownError';
}
