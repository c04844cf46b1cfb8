import type { HttpRoute, RouteResult } from '@atrium/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request of a contract route, typed by its schemas. */
export type ContractRequest<R extends HttpRoute> = FastifyRequest<{
  Params: Out<R['params']>;
  Querystring: Out<R['query']>;
  Body: Out<R['body']>;
}>;

export type ContractHandler<R extends HttpRoute> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<RouteResult<R> | FastifyReply | undefined> | RouteResult<R> | FastifyReply;

/**
 * Route options a contract does not hold: a route's own body check, log level, body limit, and
 * an `onRequest` hook (the rate limit, counted before the body is read).
 */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'validatorCompiler' | 'logLevel' | 'bodyLimit' | 'onRequest'
>;

/**
 * OpenAPI's `security` of a route: public routes send no token, unless they read one where it
 * is sent (`optionalToken`, and the venue reads); every other route needs the bearer token.
 */
function securityOf(route: HttpRoute): { security?: Record<string, string[]>[] } {
  if (route.optionalToken || route.access === 'venue.read') return { security: [{}, { bearer: [] }] };
  if (route.access === 'public') return { security: [] };
  return {};
}

function consumesOf(route: HttpRoute) {
  if (route.multipart) return { consumes: ['multipart/form-data'] };
  if (route.form) return { consumes: ['application/x-www-form-urlencoded'] };
  return {};
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry the route was registered from. */
    contract?: HttpRoute;
  }
}

/**
 * Registers one route of the domain contract: method, path, schemas (validation and OpenAPI)
 * and who may call it all come from the contract; the route file adds only the handler.
 */
export function registerRoute<R extends HttpRoute>(
  app: FastifyInstance,
  route: R,
  handler: ContractHandler<R>,
  extras: RouteExtras = {},
) {
  app.route({
    method: route.method,
    url: route.path,
    config: { access: route.access, contract: route },
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body && !route.multipart ? { body: route.body } : {}),
      ...consumesOf(route),
      ...securityOf(route),
      response: route.response,
    },
    ...extras,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
