import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/** The deepest nesting of arrays and objects a JSON body may have (the example venue has 13). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found by one scan that counts
 * brackets outside strings, so that no recursive code ever sees a too deep document.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's JSON parser (with its `__proto__` and `constructor` poisoning protection), behind a
 * depth limit: a body nested deeper than MAX_JSON_DEPTH gets 400 `request.too_deep`.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new AppError('request.too_deep', `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
