import { isLoginEnabled } from '@atrium/domain';
import { useSessionStore } from '../../shared/stores/session.store';
import { paths, safeRedirect } from '../routing/route-paths';
import { type Guard, GuardAbort } from './guard.types';

/** Guard 3: login options loaded once; login required unless an anonymous provider exists. */
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
  const loggedIn = Boolean(session.accessToken);
  if (isLoginEnabled(options)) {
    if (target.name === 'login' && loggedIn) return '/';
    if (target.requiresAuth && !loggedIn) return paths.login(target.fullPath);
    return undefined;
  }
  if (target.name === 'login') return safeRedirect(target.query.get('redirect'));
  return undefined;
};
