import { isLoginEnabled } from '@atrium/domain';
import { paths, safeRedirect } from '../../shared/routing/route-paths';
import { confirmAuthority } from '../../shared/session/session-lifecycle';
import { isGuestSession, isLoggedIn, useSessionStore } from '../../shared/stores/session.store';
import { type Guard, GuardAbort } from './guard.types';

let guestSession: Promise<boolean> | undefined;

/** One guest login at a time, however many navigations ask for it (loaded only on public venues). */
function startGuestSessionOnce(): Promise<boolean> {
  guestSession ??= import('../../features/login/guest-session')
    .then(({ startGuestSession }) => startGuestSession())
    .finally(() => {
      guestSession = undefined;
    });
  return guestSession;
}

/**
 * Guard 3: login options loaded once; login required unless an anonymous provider exists. On a
 * public venue a visitor without a session becomes a guest on entering it (spec §6).
 */
export const loginGuard: Guard = async (target, api) => {
  const session = useSessionStore.getState();
  let options = session.loginOptions;
  if (!options) {
    try {
      options = await api.fetchLoginOptions();
    } catch (error) {
      throw new GuardAbort('Cannot load login options', error);
    }
    session.setLoginOptions(options);
  }
  if (!isLoginEnabled(options)) {
    if (target.name === 'login') return safeRedirect(target.query.get('redirect'));
    if (target.requiresAuth && !isLoggedIn()) await startGuestSessionOnce();
    return undefined;
  }
  // A guest session left from when the venue was public is no login where one is required: the
  // authority check refuses it (403), which ends it, and the login screen says why.
  if (isGuestSession()) {
    const refused = await confirmAuthority();
    if (refused) useSessionStore.getState().setLoginNotice(refused);
  }
  const loggedIn = isLoggedIn();
  if (target.name === 'login' && loggedIn) return '/';
  if (target.requiresAuth && !loggedIn) return paths.login(target.fullPath);
  return undefined;
};
