/**
 * Spec §3: a like's uuid is built from its UTC timestamp, the content piece id, the optional
 * comment id and the user id, with reserved characters percent-encoded — it was a key in a
 * realtime database, where `. # $ [ ] /` and control characters may not appear.
 *
 * Each segment is percent-encoded as `encodeURIComponent` does (which covers `# $ [ ] / %`, control
 * characters, spaces and all non-ASCII) plus `.` and the separator `_`, so that the separator never
 * occurs inside a segment and the uuid splits back unambiguously: three segments without a
 * comment id, four with one.
 */
export const LIKE_UUID_SEPARATOR = '_';

export type LikeUuidParts = {
  creationTimestamp: string;
  contentPieceId: string;
  commentId?: string | undefined;
  authorId: string;
};

/** Characters `encodeURIComponent` leaves alone that a key segment must not contain. */
const EXTRA_RESERVED = /[._]/g;

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    EXTRA_RESERVED,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The uuid of a like. Throws a URIError on a string with an unpaired surrogate (not valid text). */
export function likeUuid(parts: LikeUuidParts): string {
  const segments = [parts.creationTimestamp, parts.contentPieceId];
  if (parts.commentId !== undefined) segments.push(parts.commentId);
  segments.push(parts.authorId);
  return segments.map(encodeSegment).join(LIKE_UUID_SEPARATOR);
}

/** The parts a like uuid was built from, or undefined when it is not one. */
export function parseLikeUuid(uuid: string): LikeUuidParts | undefined {
  const segments = uuid.split(LIKE_UUID_SEPARATOR);
  if (segments.length !== 3 && segments.length !== 4) return undefined;
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  const parts =
    decoded.length === 4
      ? {
          creationTimestamp: decoded[0]!,
          contentPieceId: decoded[1]!,
          commentId: decoded[2]!,
          authorId: decoded[3]!,
        }
      : { creationTimestamp: decoded[0]!, contentPieceId: decoded[1]!, authorId: decoded[2]! };
  // Only the canonical spelling is a like uuid (no lower-case hex, no needless escapes).
  return likeUuid(parts) === uuid ? parts : undefined;
}

/** Whether a string is well-formed text (no unpaired surrogate), so that it can be encoded. */
export function isWellFormedText(value: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}
