import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { RealtimeError } from '../../shared/realtime/emit-event';
import { videoErrorKey } from './video-error';

const media = (name: string) => new DOMException('media', name);

describe('videoErrorKey (spec §8 texts)', () => {
  it.each([
    [new ApiError('PROCESSING_ERROR', 409, 'video.not_enabled', 'off'), 'notEnabled'],
    [new RealtimeError('video.not_enabled', 'off'), 'notEnabled'],
    [new RealtimeError('video.busy', 'busy'), 'busy'],
    [new RealtimeError('video.call_full', 'full'), 'full'],
    [new ApiError('FORBIDDEN', 403, 'auth.forbidden', 'no'), 'cannotPublish'],
    [media('NotAllowedError'), 'mediaDenied'],
    [media('SecurityError'), 'mediaDenied'],
    [media('NotFoundError'), 'cannotPublish'],
    [media('NotReadableError'), 'cannotPublish'],
    [media('OverconstrainedError'), 'cannotPublish'],
    [new ApiError('PROCESSING_ERROR', 404, 'chat.not_found', 'gone'), 'failed'],
    [new RealtimeError('realtime.timeout', 'late'), 'failed'],
    [new ApiError('NOT_REACHABLE', undefined, undefined, 'down'), 'failed'],
    [media('AbortError'), 'failed'],
    [new Error('boom'), 'failed'],
    [undefined, 'failed'],
  ])('%# %s', (error, key) => {
    expect(videoErrorKey(error)).toBe(key);
  });
});
