import type { Role } from '@atrium/domain';
import { AppError } from '../../errors/app-error';

export type Principal = { userId: string; email: string; roles: Role[] };

/** What a route or socket event does, as far as permissions are concerned. */
export type Action =
  | 'public'
  | 'user.self'
  | 'venue.read'
  | 'venue.check'
  | 'venue.preview'
  | 'asset.preview'
  | 'designer.write'
  | 'capture.log'
  | 'capture.audit'
  | 'analytics.read';

const rules: Record<Action, (principal: Principal) => boolean> = {
  public: () => true,
  'user.self': () => true,
  'venue.read': () => true,
  'venue.check': (p) => p.roles.length > 0,
  'venue.preview': (p) => p.roles.includes('administrator'),
  'asset.preview': (p) => p.roles.includes('administrator'),
  'designer.write': (p) => p.roles.includes('administrator'),
  // Any logged-in user, guests included (spec §6: log capture needs a login and a token).
  'capture.log': () => true,
  'capture.audit': (p) => p.roles.includes('administrator'),
  'analytics.read': (p) => p.roles.includes('administrator'),
};

const anonymousActions: ReadonlySet<Action> = new Set(['public', 'venue.read']);

export function can(principal: Principal | null, action: Action): boolean {
  if (anonymousActions.has(action)) return true;
  return principal !== null && rules[action](principal);
}

/** The one permission check: throws 401 without a principal where one is needed, 403 without the role. */
export function authorize(principal: Principal | null, action: Action): void {
  if (can(principal, action)) return;
  if (!principal) throw new AppError('auth.unauthorized', 'Please log in to continue.');
  throw new AppError('auth.forbidden', 'You are not allowed to do this.');
}
