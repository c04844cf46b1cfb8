import { fileTypeFromBuffer } from 'file-type';

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

const SVG_START = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;
const SVG_ACTIVE_CONTENT = /<script|\bon[a-z]+\s*=|javascript:|<foreignObject|<iframe|<embed|<object/i;

function detectSvg(bytes: Buffer): DetectedType | 'unsafe' | undefined {
  const text = bytes.subarray(0, Math.min(bytes.length, 4 * 1024 * 1024)).toString('utf8');
  if (!SVG_START.test(text)) return undefined;
  return SVG_ACTIVE_CONTENT.test(text) ? 'unsafe' : { contentType: 'image/svg+xml', extension: 'svg' };
}

/**
 * The real type of an upload, from its magic bytes (the client's claim is not trusted).
 * SVG has no magic bytes: it is recognised by its root element and refused when it carries
 * scripts or event handlers.
 */
export async function detectContentType(bytes: Buffer): Promise<DetectedType | 'unsafe' | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const mime =
      detected.mime === 'audio/x-wav' || detected.mime === 'audio/vnd.wave' ? 'audio/wav' : detected.mime;
    const extension = allowed[mime];
    return extension ? { contentType: mime, extension } : undefined;
  }
  return detectSvg(bytes);
}

export const acceptedContentTypes = [...Object.keys(allowed), 'image/svg+xml'];
