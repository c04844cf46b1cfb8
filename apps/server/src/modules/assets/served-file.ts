import type { Readable } from 'node:stream';

/** A file a route sends by a signed URL: headers to set and the bytes. */
export type ServedFile = {
  name: string;
  /** The sniffed type (text with its charset). */
  contentType: string;
  size: number;
  /** Images and PDFs are shown in the browser; anything else is only downloaded. */
  disposition: 'inline' | 'attachment';
  /** How long the browser may keep it (privately): while the signature is valid. */
  maxAgeSeconds: number;
  stream: Readable;
};
