import { isPreviewMode } from '../routing/preview-mode';
import { tokenRoles } from '../stores/session.store';

const onLoginPage = (pathname: string) => pathname === '/login' || pathname.startsWith('/login/');

/**
 * Whether this tab keeps a realtime connection: for a logged-in session that is not a guest's
 * (spec §6: presence is for logged-in users), not on the login pages, and not in the studio's
 * preview (an organiser looking at a design is no attendee: not present, not chatting).
 */
export function wantsRealtime(input: { token: string | undefined; pathname: string }): boolean {
  if (!input.token || onLoginPage(input.pathname) || isPreviewMode()) return false;
  const roles = tokenRoles(input.token);
  return roles.length === 0 || roles.some((role) => role !== 'guest');
}
