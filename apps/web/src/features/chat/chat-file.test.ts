import { CHAT_FILE_MAX_BYTES } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { chatFileProblem, fileSize, isImage, uploadFailureKey } from './chat-file';

describe('chat files', () => {
  it('refuses 5 MB and more before sending (spec §9: under 5 MB)', () => {
    expect(chatFileProblem({ size: CHAT_FILE_MAX_BYTES - 1 })).toBeUndefined();
    expect(chatFileProblem({ size: CHAT_FILE_MAX_BYTES })).toBe('chat.errors.chat_file_too_large');
    expect(chatFileProblem({ size: 6 * 1024 * 1024 })).toBe('chat.errors.chat_file_too_large');
  });

  it('names the cause of a refused upload, else "Upload failed"', () => {
    const refused = (status: number) => new ApiError('PROCESSING_ERROR', status, undefined, '');
    expect(uploadFailureKey(refused(413))).toBe('chat.errors.chat_file_too_large');
    expect(uploadFailureKey(refused(415))).toBe('chat.errors.chat_file_type_invalid');
    expect(uploadFailureKey(refused(500))).toBe('chat.errors.chat_upload_failed');
    expect(uploadFailureKey(new ApiError('NOT_REACHABLE', undefined, undefined, 'Network Error'))).toBe(
      'chat.errors.chat_upload_failed',
    );
  });

  it('previews the image types the server previews', () => {
    expect(isImage('image/png')).toBe(true);
    expect(isImage('image/svg+xml')).toBe(false);
    expect(isImage('application/pdf')).toBe(false);
  });

  it('writes sizes for people', () => {
    expect(fileSize(512, 'en')).toBe('512 byte');
    expect(fileSize(1536, 'en')).toBe('1.5 kB');
    expect(fileSize(5 * 1024 * 1024, 'de')).toBe('5 MB');
  });
});
