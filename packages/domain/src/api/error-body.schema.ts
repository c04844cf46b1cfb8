import { z } from 'zod';

/** Stable error ids sent by the server in `error`; the client translates them. */
export const errorIds = {
  validationFailed: 'validation.failed',
  venueInvalid: 'venue.invalid',
  venueNotFound: 'venue.not_found',
  venueNotPublished: 'venue.not_published',
  venueStageMissing: 'venue.stage_missing',
  assetNotFound: 'asset.not_found',
  assetUnsupportedType: 'asset.unsupported_type',
  assetTooLarge: 'asset.too_large',
  assetNotSignable: 'asset.not_signable',
  assetSignatureInvalid: 'asset.signature_invalid',
  assetSignatureExpired: 'asset.signature_expired',
  authUnauthorized: 'auth.unauthorized',
  authForbidden: 'auth.forbidden',
  authInvalidCredentials: 'auth.invalid_credentials',
  authLocked: 'auth.locked',
  authUserInactive: 'auth.user_inactive',
  authLoginFailed: 'auth.login_failed',
  authUnknownUser: 'auth.unknown_user',
  authResetTokenInvalid: 'auth.reset_token_invalid',
  authResetUnavailable: 'auth.reset_unavailable',
  mailSendFailed: 'mail.send_failed',
  authUnknownProvider: 'auth.unknown_provider',
  authDuplicateAccount: 'auth.duplicate_account',
  authLoginAborted: 'auth.login_aborted',
  requestMalformedJson: 'request.malformed_json',
  requestTooLarge: 'request.too_large',
  requestUnsupportedMediaType: 'request.unsupported_media_type',
  requestTooDeep: 'request.too_deep',
  requestMultipartInvalid: 'request.multipart_invalid',
  requestTooManyParts: 'request.too_many_parts',
  requestBadUrl: 'request.bad_url',
  requestUrlTooLong: 'request.url_too_long',
  routeNotFound: 'route.not_found',
  configInvalid: 'config.invalid',
  userNotFound: 'user.not_found',
  profileNotFound: 'profile.not_found',
  presenceInactive: 'presence.inactive',
  presenceUnknownArea: 'presence.unknown_area',
  realtimeOutdatedClient: 'realtime.outdated_client',
  chatNotFound: 'chat.not_found',
  chatMessageNotFound: 'chat.message_not_found',
  chatBlocked: 'chat.blocked',
  chatMuted: 'chat.muted',
  chatNotAllowed: 'chat.not_allowed',
  chatFileTooLarge: 'chat.file_too_large',
  chatFileTypeInvalid: 'chat.file_type_invalid',
  chatFileGone: 'chat.file_gone',
  chatUploadFailed: 'chat.upload_failed',
  chatDuplicateKey: 'chat.duplicate_key',
  videoNotEnabled: 'video.not_enabled',
  videoCallNotFound: 'video.call_not_found',
  videoCallFull: 'video.call_full',
  videoBusy: 'video.busy',
  socialWallNotFound: 'social_wall.not_found',
  socialWallPostNotFound: 'social_wall.post_not_found',
  socialWallForbidden: 'social_wall.forbidden',
  socialWallImageTooLarge: 'social_wall.image_too_large',
  socialWallImageTypeInvalid: 'social_wall.image_type_invalid',
  socialWallImageNotFound: 'social_wall.image_not_found',
  socialWallUploadFailed: 'social_wall.upload_failed',
  rateLimited: 'rate.limited',
  captureRateLimited: 'capture.rate_limited',
  internalError: 'internal.error',
} as const;
export type ErrorId = (typeof errorIds)[keyof typeof errorIds];

export const issueDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type IssueDetail = z.infer<typeof issueDetailSchema>;

export const errorBodySchema = z.object({
  /** A stable id, usually one of `errorIds`. */
  error: z.string(),
  /** A human-readable message, kept by the client as the error's message. */
  errMsg: z.string(),
  details: z.array(issueDetailSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
