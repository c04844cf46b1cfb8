import { CHAT_FILE_MAX_BYTES } from '@atrium/domain';
import { ApiError } from '../../shared/api/http-client';

/** Spec §5, §9: a file of 5 MB or more is refused before it is sent. */
export function chatFileProblem(file: Pick<File, 'size'>): string | undefined {
  return file.size >= CHAT_FILE_MAX_BYTES ? 'chat.errors.chat_file_too_large' : undefined;
}

/** The text key of a failed upload (spec §8: 'Upload failed' unless the server names the cause). */
export function uploadFailureKey(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 413) return 'chat.errors.chat_file_too_large';
  if (status === 415) return 'chat.errors.chat_file_type_invalid';
  if (status === 410 || status === 404) return 'chat.errors.chat_file_gone';
  return 'chat.errors.chat_upload_failed';
}

/** Images are previewed; other files show as a chip with their name and size. */
export const isImage = (contentType: string) => /^image\/(png|jpeg|gif|webp)$/.test(contentType);

/** A file size as people read it (`1.2 MB`), in the page's language. */
export function fileSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
