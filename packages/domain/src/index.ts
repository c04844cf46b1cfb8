export * from './api/analytics.schema';
export * from './api/asset-download.schema';
export * from './api/asset-signing.schema';
export * from './api/capture.schema';
export * from './api/designer.schema';
export * from './api/error-body.schema';
export * from './api/health.schema';
export * from './api/login.schema';
export * from './api/login-options.schema';
export * from './api/password-reset.schema';
export * from './api/registration.schema';
export * from './api/registration-login.schema';
export * from './api/roles.schema';
export * from './api/session.schema';
export * from './api/sso.schema';
export * from './api/ui-config.defaults';
export * from './api/ui-config.schema';
export * from './api/user-info.schema';
export * from './api/user-profile.schema';
export * from './api/venue-history.schema';
export * from './api/venue-read.schema';
export * from './chat/chat.constants';
export * from './chat/chat.schema';
export * from './chat/video.schema';
export * from './constants';
export * from './contract/access';
export * from './contract/analytics.contract';
export * from './contract/api.contract';
export * from './contract/assets.contract';
export * from './contract/auth.contract';
export * from './contract/capture.contract';
export * from './contract/chat.contract';
export * from './contract/designer.contract';
export * from './contract/health.contract';
export * from './contract/http-route.contract';
export * from './contract/login-configuration.contract';
export * from './contract/media-board.contract';
export * from './contract/password-reset.contract';
export * from './contract/presence.contract';
export * from './contract/realtime.contract';
export * from './contract/registration-login.contract';
export * from './contract/registrations.contract';
export * from './contract/search.contract';
export * from './contract/session.contract';
export * from './contract/social-wall.contract';
export * from './contract/socket-event.contract';
export * from './contract/sso.contract';
export * from './contract/ui-config.contract';
export * from './contract/user-profile.contract';
export * from './contract/venue.contract';
export * from './contract/video.contract';
export * from './contract/whiteboard.contract';
export * from './media-board/content-piece-kind.rule';
export * from './media-board/like-uuid.rule';
export * from './media-board/media-board.constants';
export * from './media-board/media-board.schema';
export * from './realtime/presence.schema';
export * from './realtime/realtime.constants';
export * from './rules/analytics-event.rule';
export * from './rules/asset-uri.rule';
export * from './rules/asset-variant.rule';
export * from './rules/background-video.rule';
export * from './rules/client-details.rule';
export * from './rules/configuration-window.rule';
export * from './rules/consent.rule';
export * from './rules/csv-formula.rule';
export * from './rules/email.rule';
export * from './rules/locale-choice.rule';
export * from './rules/locales.constants';
export * from './rules/localized.rule';
export * from './rules/login.rule';
export * from './rules/login-form.rule';
export * from './rules/meeting-url.rule';
export * from './rules/public-venue.rule';
export * from './rules/publication.rule';
export * from './rules/user-name.rule';
export * from './rules/user-profile.rule';
export * from './rules/version-watch.rule';
export * from './rules/visitor-id.rule';
export * from './search/search.schema';
export * from './social-wall/social-wall.schema';
export * from './venue/architecture.schema';
export * from './venue/area.schema';
export * from './venue/asset.schema';
export type { ConfigurationWindow } from './venue/configuration-base.schema';
export * from './venue/content-widget.schema';
export * from './venue/cookie.schema';
export * from './venue/link-configuration.schema';
export * from './venue/media-board-configuration.schema';
export * from './venue/meeting-configuration.schema';
export * from './venue/placement.schema';
export { mapSchemaIssues } from './venue/schema-issues.mapper';
export * from './venue/style.schema';
export type { IssueCode, IssueParams, IssuePath, ValidationIssue } from './venue/validation-issue.util';
export { formatIssuePath, isIssueCode, issueCodes } from './venue/validation-issue.util';
export * from './venue/venue.schema';
export * from './venue/venue.validator';
export * from './venue/venue-diff.rule';
export * from './venue/venue-diff.types';
export * from './venue/venue-enums.schema';
export * from './venue/venue-migrations';
export {
  ARCHITECTURE_ID_MESSAGE,
  ARCHITECTURE_ID_PATTERN,
  architectureIdSchema,
  hexColourSchema,
  httpUrlSchema,
  idSchema,
  isoDateTimeSchema,
  type LocalizedItem,
  type LocalizedList,
  localizedItemSchema,
  localizedListSchema,
} from './venue/venue-primitives.schema';
export { findVenueReferenceIssues } from './venue/venue-references.validator';
export * from './venue/venue-version.schema';
export * from './venue/viewpoint.schema';
export * from './venue/widget-configurations.schema';
export * from './whiteboard/whiteboard.schema';
