import { fileTypeFromBuffer } from 'file-type';

/** A chat file's type as its content shows it, and the file name extensions that go with it. */
export type ChatFileType = {
  contentType: string;
  /** The first is the one added to a name that has none of them. */
  extensions: readonly string[];
  image: boolean;
};

const types: Record<string, ChatFileType> = {
  'image/png': { contentType: 'image/png', extensions: ['png'], image: true },
  'image/jpeg': { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe'], image: true },
  'image/gif': { contentType: 'image/gif', extensions: ['gif'], image: true },
  'image/webp': { contentType: 'image/webp', extensions: ['webp'], image: true },
  'application/pdf': { contentType: 'application/pdf', extensions: ['pdf'], image: false },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    image: false,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    image: false,
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    image: false,
  },
  'text/plain': { contentType: 'text/plain', extensions: ['txt', 'text', 'log', 'md'], image: false },
  'text/csv': { contentType: 'text/csv', extensions: ['csv'], image: false },
};

/** An animated PNG is a PNG (its first frame is what a reader without APNG support shows). */
const aliases: Record<string, string> = { 'image/apng': 'image/png' };

export const chatFileContentTypes = Object.keys(types);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Markup a browser (or a program opening the file) could take for a document: HTML, XML, SVG. */
const MARKUP = /<(?:!doctype|!--|\?xml|html|head|body|script|iframe|svg|object|embed)[\s/>]/i;

function looksLikeMarkup(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('<') || MARKUP.test(text.slice(0, 1024));
}

/**
 * Plain text: valid UTF-8 without NUL bytes that does not open like markup. CSV has no magic of
 * its own, so text is CSV when its name says so (both are served as attachments).
 */
function textType(bytes: Buffer, fileName: string): ChatFileType | undefined {
  if (bytes.includes(0)) return undefined;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return undefined;
  }
  if (looksLikeMarkup(text)) return undefined;
  return /\.csv$/i.test(fileName) ? types['text/csv'] : types['text/plain'];
}

/**
 * The type of an uploaded chat file decided by its content (magic bytes; an Office document is
 * a zip whose parts say which one it is), never by the name or the type the client claims; the
 * name only tells CSV from plain text. Undefined for anything not allowed (executables, archives,
 * SVG, HTML, old binary Office formats, text that is not UTF-8).
 */
export async function detectChatFileType(bytes: Buffer, fileName: string): Promise<ChatFileType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected && (aliases[detected.mime] ?? detected.mime);
  const known = mime && !mime.startsWith('text/') ? types[mime] : undefined;
  // Some magic numbers are short enough to open a text ("BM" of a bitmap, "MZ" of an
  // executable): what is not an allowed binary type may still be plain text.
  return known ?? textType(bytes, fileName);
}
