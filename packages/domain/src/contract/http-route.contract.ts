import type { z } from 'zod';
import { errorBodySchema } from '../api/error-body.schema';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP route of the API: the server registers it from this, OpenAPI is generated from it and
 * the web app's typed client calls it. `path` uses `:name` parameters (as the router does).
 */
export type HttpRoute = {
  method: HttpMethod;
  path: string;
  access: Access;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; for `multipart` routes only documented, the route reads the parts. */
  body?: z.ZodType;
  /** `multipart/form-data` upload (a file part), else JSON. */
  multipart?: boolean;
  /** An `application/x-www-form-urlencoded` body (validated with `body`), as SAML's HTTP-POST binding sends. */
  form?: boolean;
  /**
   * A public route that reads the access token when one is sent (it names the user). Public
   * routes without it ignore any token; `venue.read` routes always read it.
   */
  optionalToken?: boolean;
  /** Answers by status; the client reads the 2xx one. */
  response: Readonly<Partial<Record<number, z.ZodType>>>;
};

/** Declares a route; keeps its literal types so the client and server can infer its payloads. */
export const defineRoute = <const R extends HttpRoute>(route: R): R => route;

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

export type RouteParams<R extends HttpRoute> = InferIn<R['params']>;
export type RouteQuery<R extends HttpRoute> = InferIn<R['query']>;
export type RouteBody<R extends HttpRoute> = InferIn<R['body']>;
/** The success answer (200, else 201, else 202, else 204 → undefined). */
export type RouteResult<R extends HttpRoute> = R['response'] extends { 200: infer S }
  ? Infer<S>
  : R['response'] extends { 201: infer S }
    ? Infer<S>
    : R['response'] extends { 202: infer S }
      ? Infer<S>
      : undefined;

/** The failures most feature routes answer, each with the error body (id, message, details). */
export const commonFailures = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
} as const;
