import { AppError } from '../../errors/app-error';
import type { PostCursor } from './social-wall.repository';

/** An opaque cursor: the place of a post in its list (creation time, then id). */
export const encodeCursor = (post: PostCursor) =>
  Buffer.from(`${post.createdAt}|${post.id}`, 'utf8').toString('base64url');

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([0-9a-f-]{36})$/;

/** The place a cursor names; a cursor that was not made here is a validation failure. */
export function decodeCursor(cursor: string | undefined, path: string): PostCursor | undefined {
  if (cursor === undefined) return undefined;
  const match = /^[A-Za-z0-9_-]*$/.test(cursor)
    ? CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    : null;
  if (!match) {
    throw new AppError('validation.failed', 'The page cursor is not valid.', [
      { path, message: 'not a cursor of this list' },
    ]);
  }
  return { createdAt: match[1]!, id: match[2]! };
}
