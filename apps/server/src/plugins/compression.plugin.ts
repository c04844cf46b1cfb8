import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** JSON answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The coding to answer in for an Accept-Encoding header: Brotli before gzip, none refused by q=0. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let gzipAccepted = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzipAccepted = true;
  }
  return gzipAccepted ? 'gzip' : undefined;
}

/**
 * Compresses `bytes` for sending. `quality: 'max'` (Brotli 11, gzip 9) for bytes prepared once
 * and sent many times; the default (Brotli 5, gzip 6) for answers made per request.
 */
export function compress(
  bytes: Buffer,
  encoding: Encoding,
  quality: 'max' | 'fast' = 'fast',
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality === 'max' ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return gzipAsync(bytes, { level: quality === 'max' ? 9 : 6 });
}

/** Adds `Accept-Encoding` to the reply's Vary header (once). */
export function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, Accept-Encoding`);
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * JSON answers above 1 kB are compressed for clients that accept it. Answers that are already
 * encoded (the venue, sent from bytes compressed once per version) pass as they are.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('content-encoding') || !isJson(reply.getHeader('content-type'))) return payload;
    const bytes =
      typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    if (!bytes || bytes.length < COMPRESS_MIN_BYTES) return payload;
    varyOnEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(bytes, encoding);
    // The compressed bytes are another representation: a strong tag of the plain ones turns weak.
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}
