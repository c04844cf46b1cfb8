import { ApiError } from '../../shared/api/http-client';
import { RealtimeError } from '../../shared/realtime/emit-event';

/** The texts a failure of the video chat is told with (spec §8), under `video.errors`. */
export type VideoErrorKey = 'notEnabled' | 'failed' | 'mediaDenied' | 'cannotPublish' | 'busy' | 'full';

const byErrorId: Record<string, VideoErrorKey> = {
  'video.not_enabled': 'notEnabled',
  'video.busy': 'busy',
  'video.call_full': 'full',
  // Not allowed to take part (a guest): nothing of theirs may be published.
  'auth.forbidden': 'cannotPublish',
};

/**
 * Which text a failure is told with:
 *
 * | failure                                                      | key           |
 * |--------------------------------------------------------------|---------------|
 * | server: video.not_enabled                                    | notEnabled    |
 * | server: video.busy / video.call_full                         | busy / full   |
 * | server: auth.forbidden                                       | cannotPublish |
 * | media: NotAllowedError, SecurityError (denied, or not yet granted) | mediaDenied |
 * | media: NotFoundError, NotReadableError, OverconstrainedError (no device, or in use) | cannotPublish |
 * | anything else                                                | failed        |
 */
export function videoErrorKey(error: unknown): VideoErrorKey {
  if (error instanceof RealtimeError || error instanceof ApiError) {
    return (error.errorId && byErrorId[error.errorId]) || 'failed';
  }
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'mediaDenied';
  }
  if (
    name === 'NotFoundError' ||
    name === 'NotReadableError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError' ||
    name === 'TrackStartError'
  ) {
    return 'cannotPublish';
  }
  return 'failed';
}
