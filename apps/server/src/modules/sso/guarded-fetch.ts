import { type LookupAddress, lookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';
import { isPublicAddress } from './outbound-address';

/** What an identity provider sends: metadata, keys, tokens, user info. More is refused. */
const MAX_RESPONSE_BYTES = 1024 * 1024;

export class InternalAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, an internal address (set OIDC_ALLOW_PRIVATE_HOSTS to allow)`);
    this.name = 'InternalAddressError';
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup that refuses a host when any of its addresses is internal. It is the lookup of
 * the connection itself, so the address checked is the address connected to (no rebinding).
 */
function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback) {
  lookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const internal = addresses.find((entry) => !isPublicAddress(entry.address));
    if (internal) return callback(new InternalAddressError(hostname, internal.address), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

async function bodyBytes(body: CustomFetchOptions['body']): Promise<Buffer | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  return Buffer.from(await new Response(body).arrayBuffer());
}

function readLimited(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_RESPONSE_BYTES) {
        response.destroy(new Error(`The response is larger than ${MAX_RESPONSE_BYTES} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete) reject(new Error('The connection closed before the response was complete'));
    });
  });
}

/**
 * The fetch of openid-client (discovery, keys, token and userinfo requests) over node:http(s)
 * with a lookup that refuses internal addresses, unless `allowPrivateHosts`. Redirects are not
 * followed (openid-client asks for `manual`).
 */
export function createGuardedFetch(options: { allowPrivateHosts: boolean }): CustomFetch {
  return async (url, init) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivateHosts && isIP(host) && !isPublicAddress(host)) {
      throw new InternalAddressError(host, host);
    }
    const body = await bodyBytes(init.body);
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const requestOptions: RequestOptions = {
      method: init.method,
      headers: { ...init.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      signal: init.signal,
      ...(options.allowPrivateHosts ? {} : { lookup: guardedLookup as RequestOptions['lookup'] }),
    };
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = request(target, requestOptions, resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    const bytes = await readLimited(response);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        headers.append(name, item);
      }
    }
    const status = response.statusCode ?? 502;
    const empty = status === 204 || status === 304 || init.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(bytes), {
      status,
      statusText: response.statusMessage,
      headers,
    });
  };
}
