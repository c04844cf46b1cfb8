import { SOCIAL_WALL_IMAGE_MAX_BYTES } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { fullPostTime, postTime } from './post-time';
import { uploadErrorKey, wallErrorKey } from './wall-errors';
import { wallImageProblem } from './wall-image-file';

describe('an image to post', () => {
  it('is refused before it is sent when it is 10 MB or more', () => {
    expect(wallImageProblem({ size: SOCIAL_WALL_IMAGE_MAX_BYTES, type: 'image/png' })).toBe(
      'socialWall.errors.social_wall_image_too_large',
    );
    expect(wallImageProblem({ size: SOCIAL_WALL_IMAGE_MAX_BYTES - 1, type: 'image/png' })).toBeUndefined();
  });

  it('is refused before it is sent when it is not PNG, JPEG, GIF or WebP', () => {
    expect(wallImageProblem({ size: 10, type: 'image/svg+xml' })).toBe(
      'socialWall.errors.social_wall_image_type_invalid',
    );
    expect(wallImageProblem({ size: 10, type: '' })).toBe('socialWall.errors.social_wall_image_type_invalid');
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
      expect(wallImageProblem({ size: 10, type })).toBeUndefined();
  });
});

describe('error texts', () => {
  it("names the server's refusals it has a text for, else a general failure", () => {
    expect(wallErrorKey(new ApiError('PROCESSING_ERROR', 404, 'social_wall.post_not_found', 'x'))).toBe(
      'socialWall.errors.social_wall_post_not_found',
    );
    expect(wallErrorKey(new ApiError('PROCESSING_ERROR', 429, undefined, 'x'))).toBe(
      'socialWall.errors.rate_limited',
    );
    expect(wallErrorKey(new ApiError('PROCESSING_ERROR', 400, 'validation.failed', 'x'))).toBe(
      'socialWall.errors.failed',
    );
    expect(wallErrorKey(new Error('boom'))).toBe('socialWall.errors.failed');
  });

  it("words a refused upload by the server's status when it sends no id (spec §8)", () => {
    expect(uploadErrorKey(new ApiError('PROCESSING_ERROR', 413, undefined, 'x'))).toBe(
      'socialWall.errors.social_wall_image_too_large',
    );
    expect(uploadErrorKey(new ApiError('PROCESSING_ERROR', 415, undefined, 'x'))).toBe(
      'socialWall.errors.social_wall_image_type_invalid',
    );
    expect(uploadErrorKey(new ApiError('NOT_REACHABLE', undefined, undefined, 'x'))).toBe(
      'socialWall.errors.social_wall_upload_failed',
    );
  });
});

describe('the time of a post', () => {
  const now = Date.UTC(2026, 10, 27, 15, 0);
  it('is the time of day today, the day and time this year, the full date before', () => {
    expect(postTime(Date.UTC(2026, 10, 27, 9, 5), now, 'en-GB', 'UTC')).toBe('09:05');
    expect(postTime(Date.UTC(2026, 10, 26, 9, 5), now, 'en-GB', 'UTC')).toBe('26 Nov, 9:05');
    expect(postTime(Date.UTC(2025, 0, 3, 9, 5), now, 'en-GB', 'UTC')).toBe('3 Jan 2025, 09:05');
  });

  it("is written in the user's language", () => {
    expect(postTime(Date.UTC(2026, 10, 26, 9, 5), now, 'de', 'UTC')).toBe('26. Nov., 9:05');
    expect(fullPostTime(Date.UTC(2026, 10, 26, 9, 5), 'fr', 'UTC')).toBe('jeudi 26 novembre 2026 à 09:05');
  });
});
