import { fileTypeFromBuffer } from 'file-type';
import { checkSvg } from './svg-safety';

const allowed: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

export type DetectedType = { contentType: string; extension: string };
/** An SVG with active content: what was found, for the error message. */
export type UnsafeSvg = { unsafe: string };

function detectSvg(bytes: Buffer): DetectedType | UnsafeSvg | undefined {
  const verdict = checkSvg(bytes);
  if (!verdict.svg) return undefined;
  return verdict.unsafe ? { unsafe: verdict.unsafe } : { contentType: 'image/svg+xml', extension: 'svg' };
}

/**
 * The real type of an upload, from its magic bytes (the client's claim is not trusted).
 * SVG has no magic bytes: the whole file is parsed as XML, recognised by its root element and
 * refused when it carries active content (see `checkSvg`).
 */
export async function detectContentType(bytes: Buffer): Promise<DetectedType | UnsafeSvg | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  // An SVG that starts with an XML declaration is recognised as XML.
  if (detected && detected.mime !== 'application/xml') {
    const mime =
      detected.mime === 'audio/x-wav' || detected.mime === 'audio/vnd.wave' ? 'audio/wav' : detected.mime;
    const extension = allowed[mime];
    return extension ? { contentType: mime, extension } : undefined;
  }
  return detectSvg(bytes);
}

export const acceptedContentTypes = [...Object.keys(allowed), 'image/svg+xml'];
