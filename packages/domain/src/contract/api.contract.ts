import type { HttpRoute } from './http-route.contract';
import { presenceEvents } from './presence.contract';
import { realtimeEvents } from './realtime.contract';
import type { ClientEvent, ServerEvent } from './socket-event.contract';
import { userProfileRoutes } from './user-profile.contract';

/**
 * The whole API: every HTTP route and socket event, grouped by feature. The server registers
 * from it (and refuses to start with an /api route that is not here), OpenAPI is generated from
 * it, and the web app's typed client calls it.
 */
export const httpContract = {
  userProfile: userProfileRoutes,
} as const satisfies Record<string, Record<string, HttpRoute>>;

export const socketContract = {
  presence: presenceEvents,
  realtime: realtimeEvents,
} as const satisfies Record<string, Record<string, ClientEvent | ServerEvent>>;

export const allHttpRoutes = (): HttpRoute[] =>
  Object.values(httpContract).flatMap((group) => Object.values(group));

export const allClientEvents = (): ClientEvent[] =>
  Object.values(socketContract)
    .flatMap((group) => Object.values(group) as (ClientEvent | ServerEvent)[])
    .filter((event): event is ClientEvent => 'access' in event);
