import { type Access, ROLE_GUEST, type Role } from '@atrium/domain';
import { AppError } from '../../errors/app-error';

/** Who calls; `sessionId` names the session of the access token it came with. */
export type Principal = { userId: string; email: string; roles: Role[]; sessionId?: string };

/** What a route or socket event does (the domain contract names one for each). */
export type Action = Access;

/** What some rules need to know besides the principal; a route passes it where its action needs it. */
export type AccessContext = {
  /** The venue offers anonymous access (an ANONYMOUS login option): guests may enter. */
  anonymousAccess?: boolean;
};

/** A guest and nothing more (an anonymous login); a principal without roles is none. */
export const isGuestOnly = (p: Pick<Principal, 'roles'>) =>
  p.roles.length > 0 && p.roles.every((role) => role === ROLE_GUEST);

/** A logged-in user who is more than a guest: one with a name to show (spec §6). */
const isNamedUser = (p: Pick<Principal, 'roles'>) => p.roles.length > 0 && !isGuestOnly(p);

/** Actions anyone may do, logged in or not. */
type AnonymousAction = 'public' | 'venue.read';
const isAnonymousAction = (action: Action): action is AnonymousAction =>
  action === 'public' || action === 'venue.read';

const rules: Record<
  Exclude<Action, AnonymousAction>,
  (principal: Principal, context: AccessContext) => boolean
> = {
  'user.self': () => true,
  // Any logged-in user may ask whether they may enter (HEAD /api/venue).
  'venue.check': (p) => p.roles.length > 0,
  // Spec §4, §6: the authority check after login. A guest (anonymous login) may enter only a
  // venue that offers anonymous access; where login is required, a guest token is refused.
  'venue.enter': (p, context) => p.roles.length > 0 && (!isGuestOnly(p) || context.anonymousAccess === true),
  'venue.preview': (p) => p.roles.includes('administrator'),
  'asset.preview': (p) => p.roles.includes('administrator'),
  'designer.write': (p) => p.roles.includes('administrator'),
  // Any logged-in user, guests included (spec §6: log capture needs a login and a token).
  'capture.log': () => true,
  'capture.audit': (p) => p.roles.includes('administrator'),
  'analytics.read': (p) => p.roles.includes('administrator'),
  // Spec §6: presence and profiles are for logged-in users; a guest has no name to show.
  'presence.join': isNamedUser,
  'presence.unlisted': (p) => p.roles.includes('administrator'),
  'profile.read': isNamedUser,
  'profile.write': isNamedUser,
  // Chat and video, like presence, are for named users; membership is the chat service's check.
  'chat.use': isNamedUser,
  'chat.moderate': (p) => p.roles.includes('administrator'),
  'video.use': isNamedUser,
  'media_board.read': (p) => p.roles.length > 0,
  'media_board.like': isNamedUser,
  // The venue's entry check (anonymous access for guests) is the social wall service's, per wall.
  'social_wall.read': (p) => p.roles.length > 0,
  'social_wall.write': isNamedUser,
  'social_wall.moderate': (p) => p.roles.includes('administrator'),
  // The venue's entry check (anonymous access for guests) is the search service's.
  'search.use': (p) => p.roles.length > 0,
  'search.admin': (p) => p.roles.includes('administrator'),
  // The venue's entry check and the board's read-only rule are the whiteboard service's.
  'whiteboard.use': (p) => p.roles.length > 0,
  'whiteboard.admin': (p) => p.roles.includes('administrator'),
};

export function can(principal: Principal | null, action: Action, context: AccessContext = {}): boolean {
  if (isAnonymousAction(action)) return true;
  return principal !== null && rules[action](principal, context);
}

/** The one permission check: throws 401 without a principal where one is needed, 403 without the role. */
export function authorize(principal: Principal | null, action: Action, context: AccessContext = {}): void {
  if (can(principal, action, context)) return;
  if (!principal) throw new AppError('auth.unauthorized', 'Please log in to continue.');
  throw new AppError('auth.forbidden', 'You are not allowed to do this.');
}
