import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compress, type Encoding, preferredEncoding } from './compression.plugin';

type Representation = { bytes: Buffer; headers: Record<string, string> };

/** An answer prepared once and sent many times: its bytes in each coding, each with a strong ETag. */
export type PreparedBody = Record<Encoding | 'identity', Representation>;

const CONTENT_TYPE = 'application/json; charset=utf-8';

/** Brotli 11 and gzip 9: paid once per prepared body, saved on every answer. */
export async function prepareJson(text: string): Promise<PreparedBody> {
  const identity = Buffer.from(text);
  const [br, gzip] = await Promise.all([compress(identity, 'br', 'max'), compress(identity, 'gzip', 'max')]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const representation = (bytes: Buffer, encoding?: Encoding): Representation => ({
    bytes,
    headers: {
      'content-type': CONTENT_TYPE,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      // Each coding is its own representation, so each has its own strong tag.
      etag: `"${hash}${encoding ? `-${encoding}` : ''}"`,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  });
  return {
    identity: representation(identity),
    br: representation(br, 'br'),
    gzip: representation(gzip, 'gzip'),
  };
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends the representation the client accepts, or 304 when it holds it already. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody) {
  const { bytes, headers } = body[preferredEncoding(request.headers['accept-encoding']) ?? 'identity'];
  if (matchesEtag(request.headers['if-none-match'], headers.etag as string)) {
    return reply
      .code(304)
      .headers({ etag: headers.etag, 'cache-control': headers['cache-control'], vary: headers.vary })
      .send();
  }
  return reply.headers(headers).send(bytes);
}
