import type { LoginOption, UserInfo, Venue, VenueVersion } from '@atrium/domain';
import type { RouteTarget } from '../../shared/routing/route-paths';

/** The server calls guards make; tests pass their own. */
export type GuardApi = {
  fetchVenue: (architectureId: string) => Promise<Venue>;
  fetchVenueVersion: () => Promise<VenueVersion>;
  fetchUserInfo: () => Promise<UserInfo>;
  fetchLoginOptions: () => Promise<LoginOption[]>;
};

/** A guard lets navigation continue (undefined), redirects (a path) or aborts (throws GuardAbort). */
export type Guard = (target: RouteTarget, api: GuardApi) => Promise<string | undefined>;

export class GuardAbort extends Error {
  constructor(
    message: string,
    readonly reason?: unknown,
  ) {
    super(message);
    this.name = 'GuardAbort';
  }
}
