import {
  type HttpRoute,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResult,
  routePath,
} from '@atrium/domain';
import type { Options } from 'ky';
import { getJson, sendJson } from './http-client';

type Defined<T, K extends string> = T extends undefined ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call of a contract route needs: its path parameters, query and body, typed by it. */
export type CallInput<R extends HttpRoute> = Defined<RouteParams<R>, 'params'> &
  Defined<RouteQuery<R>, 'query'> &
  Defined<RouteBody<R>, 'body'>;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a contract route with its parameters and query filled in. */
export function urlOf<R extends HttpRoute>(route: R, input: Partial<CallInput<R>> = {}): string {
  const { params, query } = input as { params?: Record<string, string>; query?: Record<string, unknown> };
  return `${routePath(route.path, params)}${queryString(query)}`;
}

/**
 * The typed client: every call of the API goes through here with its contract entry, so paths,
 * payloads and answers are those the server registers. Failures are `ApiError`s.
 */
export async function callApi<R extends HttpRoute>(
  route: R,
  input: CallInput<R>,
  options?: Options,
): Promise<RouteResult<R>> {
  const url = urlOf(route, input);
  const { body } = input as { body?: unknown };
  switch (route.method) {
    case 'GET':
      return getJson<RouteResult<R>>(url, options);
    case 'POST':
    case 'PUT':
      return sendJson<RouteResult<R>>(route.method === 'POST' ? 'post' : 'put', url, body, options);
    default:
      throw new Error(`callApi does not send ${route.method}; use the http client for ${route.path}`);
  }
}
