import { AppError } from '../../errors/app-error';

/**
 * The bytes of an uploaded file part, checked while they arrive: from `maxBytes` on nothing more
 * is kept, and the file is refused with `tooLarge()` once its part ends (the multipart parser
 * stops passing bytes at the same bound and skips the rest; reading on to the end lets the
 * client finish sending and read the refusal). An empty file is a validation failure.
 */
export async function readUnderLimit(
  file: AsyncIterable<Buffer>,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file) {
      size += chunk.length;
      if (size < maxBytes) chunks.push(chunk);
      else chunks.length = 0;
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('request.multipart_invalid', 'The upload was cut short or is malformed.');
  }
  if (size >= maxBytes) throw tooLarge();
  if (size === 0) throw new AppError('validation.failed', 'The file is empty.');
  return Buffer.concat(chunks, size);
}
