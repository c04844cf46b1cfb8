import { AVATAR_MAX_BYTES } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { avatarFileProblem, avatarUploadFailureKey } from './upload-avatar';

describe('the avatar picture', () => {
  it('is checked before it is sent: JPEG, PNG or WebP of at most 5 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(avatarFileProblem({ type: 'image/webp', size: AVATAR_MAX_BYTES })).toBeUndefined();
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'profile.avatar.tooLarge',
    );
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('profile.avatar.wrongType');
    expect(avatarFileProblem({ type: '', size: 10 })).toBe('profile.avatar.wrongType');
  });

  it('names why the server refused it', () => {
    const refused = (status: number) => new ApiError('PROCESSING_ERROR', status, undefined, 'refused');
    expect(avatarUploadFailureKey(refused(413))).toBe('profile.avatar.tooLarge');
    expect(avatarUploadFailureKey(refused(415))).toBe('profile.avatar.wrongType');
    expect(avatarUploadFailureKey(refused(500))).toBe('profile.avatar.failed');
    expect(avatarUploadFailureKey(new Error('offline'))).toBe('profile.avatar.failed');
  });
});
