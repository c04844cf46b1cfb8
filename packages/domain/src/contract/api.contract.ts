import { analyticsRoutes } from './analytics.contract';
import { assetRoutes } from './assets.contract';
import { authRoutes } from './auth.contract';
import { captureRoutes } from './capture.contract';
import { chatEvents, chatRoutes } from './chat.contract';
import { designerRoutes } from './designer.contract';
import { healthRoutes } from './health.contract';
import type { HttpRoute } from './http-route.contract';
import { loginConfigurationRoutes } from './login-configuration.contract';
import { mediaBoardEvents, mediaBoardRoutes } from './media-board.contract';
import { passwordResetRoutes } from './password-reset.contract';
import { presenceEvents } from './presence.contract';
import { realtimeEvents } from './realtime.contract';
import { registrationLoginRoutes } from './registration-login.contract';
import { registrationsRoutes } from './registrations.contract';
import { searchEvents, searchRoutes } from './search.contract';
import { sessionRoutes } from './session.contract';
import { socialWallEvents, socialWallRoutes } from './social-wall.contract';
import type { ClientEvent, ServerEvent } from './socket-event.contract';
import { ssoRoutes } from './sso.contract';
import { uiConfigRoutes } from './ui-config.contract';
import { userProfileRoutes } from './user-profile.contract';
import { venueRoutes } from './venue.contract';
import { videoEvents, videoRoutes } from './video.contract';
import { whiteboardEvents, whiteboardRoutes } from './whiteboard.contract';

/**
 * The whole API: every HTTP route and socket event, grouped by feature. The server registers
 * from it (and refuses to start with an /api route that is not here), OpenAPI is generated from
 * it, and the web app's typed client calls it.
 */
export const httpContract = {
  health: healthRoutes,
  uiConfig: uiConfigRoutes,
  auth: authRoutes,
  session: sessionRoutes,
  passwordReset: passwordResetRoutes,
  registrationLogin: registrationLoginRoutes,
  sso: ssoRoutes,
  loginConfiguration: loginConfigurationRoutes,
  venue: venueRoutes,
  designer: designerRoutes,
  registrations: registrationsRoutes,
  assets: assetRoutes,
  capture: captureRoutes,
  analytics: analyticsRoutes,
  userProfile: userProfileRoutes,
  chat: chatRoutes,
  video: videoRoutes,
  socialWall: socialWallRoutes,
  mediaBoard: mediaBoardRoutes,
  whiteboard: whiteboardRoutes,
  search: searchRoutes,
} as const satisfies Record<string, Record<string, HttpRoute>>;

export const socketContract = {
  presence: presenceEvents,
  realtime: realtimeEvents,
  chat: chatEvents,
  video: videoEvents,
  socialWall: socialWallEvents,
  mediaBoard: mediaBoardEvents,
  whiteboard: whiteboardEvents,
  search: searchEvents,
} as const satisfies Record<string, Record<string, ClientEvent | ServerEvent>>;

export const allHttpRoutes = (): HttpRoute[] =>
  Object.values(httpContract).flatMap((group) => Object.values(group));

export const allClientEvents = (): ClientEvent[] =>
  Object.values(socketContract)
    .flatMap((group) => Object.values(group) as (ClientEvent | ServerEvent)[])
    .filter((event): event is ClientEvent => 'access' in event);
