import { tokenRoles } from '../stores/session.store';

const onLoginPage = (pathname: string) => pathname === '/login' || pathname.startsWith('/login/');

/**
 * Whether this tab keeps a realtime connection: for a logged-in session that is not a guest's
 * (spec §6: presence is for logged-in users), and not on the login pages.
 */
export function wantsRealtime(input: { token: string | undefined; pathname: string }): boolean {
  if (!input.token || onLoginPage(input.pathname)) return false;
  const roles = tokenRoles(input.token);
  return roles.length === 0 || roles.some((role) => role !== 'guest');
}
