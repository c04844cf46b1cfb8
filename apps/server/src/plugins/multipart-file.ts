import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/** Limits of every multipart body (the file size limit is a setting). */
export const MULTIPART_LIMITS = { files: 1, fields: 5, fieldSize: 1024 } as const;

export type UploadedFile = { fileName: string; bytes: Buffer; fields: Record<string, string> };

function isClientError(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function textFieldCount(part: MultipartFile): number {
  return Object.values(part.fields)
    .flat()
    .filter((field) => field?.type === 'field').length;
}

/** The text fields sent before the file; a field cut at the size limit is refused, not shortened. */
function textFields(part: MultipartFile): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const single = Array.isArray(field) ? field[0] : field;
    if (single?.type !== 'field' || typeof single.value !== 'string') continue;
    if (single.valueTruncated) {
      throw new AppError('request.too_large', `The form field "${name}" is longer than this server accepts.`);
    }
    fields[name] = single.value;
  }
  return fields;
}

/**
 * The file part of a multipart request, read whole, with the text fields before it. A body that
 * is not multipart gets 415; one without a boundary, cut short or otherwise malformed gets 400
 * `request.multipart_invalid` (the parser's own errors carry no status); limits reached keep
 * their 413 (mapped by the error handler).
 */
export async function readMultipartFile(
  request: FastifyRequest,
  what: string,
  /** A file size limit below the server's upload limit, for this route. */
  options: { fileSize?: number } = {},
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError('request.unsupported_media_type', `Send the ${what} as multipart/form-data.`);
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file(options.fileSize ? { limits: { fileSize: options.fileSize } } : undefined);
    if (!part) throw new AppError('validation.failed', 'The upload has no file part named "file".');
    const bytes = await part.toBuffer();
    return { fileName: part.filename, bytes, fields: textFields(part) };
  } catch (error) {
    if (isClientError(error)) throw error;
    // At the field limit the parser ends the body, so the file stream ends prematurely.
    if (part && textFieldCount(part) >= MULTIPART_LIMITS.fields) {
      throw new AppError(
        'request.too_many_parts',
        `Send at most ${MULTIPART_LIMITS.fields} fields before the file.`,
      );
    }
    throw new AppError(
      'request.multipart_invalid',
      'The multipart body is malformed (no boundary, cut short or badly formed parts).',
    );
  }
}

/**
 * The part named "file" of an upload, before its bytes are read (the service reads them,
 * counting, with `readUnderLimit`). The parser passes at most `maxBytes` of it and skips the rest.
 */
export async function openFilePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  if (!request.isMultipart()) {
    throw new AppError('request.unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch (error) {
    if (isClientError(error)) throw error;
    throw new AppError('request.multipart_invalid', 'The multipart body is malformed.');
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('validation.failed', 'The upload has no file part named "file".');
  }
  return part;
}

/**
 * Runs `use` with the part named "file" of an upload (see `openFilePart`); whatever `use` did
 * with it, the rest of its bytes are skipped afterwards, so that a client refused before its
 * bytes were read finishes sending and reads the answer.
 */
export async function withFilePart<T>(
  request: FastifyRequest,
  maxBytes: number,
  use: (part: MultipartFile) => Promise<T>,
): Promise<T> {
  const part = await openFilePart(request, maxBytes);
  try {
    return await use(part);
  } finally {
    part.file.resume();
  }
}
