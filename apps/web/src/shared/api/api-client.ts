import type { ErrorBody, HttpRoute, RouteBody, RouteParams, RouteQuery, RouteResult } from '@atrium/domain';
import { HTTPError, type Options } from 'ky';
import type { ClientRoute } from './client-routes';
import { ApiError, http, toApiError } from './http-client';

/** A route of the contract (`@atrium/domain`) or of `apiRoutes` (the same without schemas). */
export type ApiRoute<R extends HttpRoute> = R | ClientRoute<R>;

type Slot<T, K extends string> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : // biome-ignore lint/complexity/noBannedTypes: an input whose fields are all optional may be left out
    {} extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call of a contract route needs: its path parameters, query and body, typed by it. */
export type CallInput<R extends HttpRoute> = Slot<RouteParams<R>, 'params'> &
  Slot<RouteQuery<R>, 'query'> &
  Slot<RouteBody<R>, 'body'>;

/** The input, which may be left out when nothing in it is required. */
// biome-ignore lint/complexity/noBannedTypes: see Slot
type InputArg<R extends HttpRoute> = {} extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** ky's options for one call (headers, `retry`, `hooks`, `signal`, `keepalive`, …). */
export type CallOptions = Omit<Options, 'method' | 'json' | 'body' | 'prefixUrl' | 'searchParams'>;

type Values = Record<string, unknown> | undefined;

// encodeURIComponent, as the start-up script encodes its early requests: their answers are found by URL.
const encode = (value: unknown) => encodeURIComponent(String(value));

function queryString(query: Values): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function fillPath(path: string, params: Values): string {
  return path.replace(/:(\w+)(\?)?/g, (_segment, name: string, optional?: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`${path} needs the parameter ${name}`);
    }
    return encode(value);
  });
}

type UrlInput<R extends HttpRoute> = Slot<RouteParams<R>, 'params'> & Slot<RouteQuery<R>, 'query'>;
// biome-ignore lint/complexity/noBannedTypes: see Slot
type UrlArg<R extends HttpRoute> = {} extends UrlInput<R> ? [input?: UrlInput<R>] : [input: UrlInput<R>];

/** The URL of a route with parameters and query filled in, unchecked: for the client's own modules. */
export const routeUrl = (route: { path: string }, params?: unknown, query?: unknown) =>
  `${fillPath(route.path, params as Values)}${queryString(query as Values)}`;

/** The URL of a contract route with its parameters and query filled in (for links and `<img src>`). */
export function urlOf<R extends HttpRoute>(route: ApiRoute<R>, ...[input]: UrlArg<R>): string {
  const { params, query } = (input ?? {}) as { params?: unknown; query?: unknown };
  return routeUrl(route, params, query);
}

/** A failure as an ApiError with the spec's code, the server's message and its error id. */
async function apiErrorOf(error: unknown): Promise<ApiError> {
  const apiError = toApiError(error);
  if (!(error instanceof HTTPError)) return apiError;
  const body: Partial<ErrorBody> | undefined = await error.response
    .clone()
    .json()
    .catch(() => undefined);
  const errorId = typeof body?.error === 'string' ? body.error : undefined;
  const details = Array.isArray(body?.details) ? body.details : undefined;
  return new ApiError(apiError.code, apiError.status, errorId, apiError.message, details);
}

type CallArgs<R extends HttpRoute> = [...InputArg<R>, options?: CallOptions];
type LooseInput = { params?: unknown; query?: unknown; body?: unknown };
/** Inside the client the input is checked already (by `CallArgs`). */
const loose = (args: readonly unknown[]) => args as [LooseInput?, CallOptions?];

function send(
  route: ApiRoute<HttpRoute>,
  input: LooseInput = {},
  options: CallOptions = {},
  method?: string,
) {
  if (route.multipart) throw new Error(`${route.path} takes a file: send it with uploadFile`);
  // ky wants a path relative to its prefix, so that the bearer token and retries apply to it.
  return http(routeUrl(route, input.params, input.query).replace(/^\//, ''), {
    ...options,
    prefixUrl: '/',
    method: (method ?? route.method).toLowerCase(),
    ...(input.body === undefined ? {} : { json: input.body }),
  });
}

async function answerOf(pending: () => Promise<Response>): Promise<Response> {
  try {
    return await pending();
  } catch (error) {
    throw await apiErrorOf(error);
  }
}

/**
 * Sends a call of a contract route and answers its response as it came (for HEAD, files and
 * headers). A JSON body is sent as JSON; multipart routes go through `uploadFile`. Failures,
 * including 4xx and 5xx answers, are thrown as ApiErrors.
 */
export function requestApi<R extends HttpRoute>(route: ApiRoute<R>, ...args: CallArgs<R>): Promise<Response> {
  const [input, options] = loose(args);
  return answerOf(() => send(route, input, options));
}

/**
 * The headers of a GET route's answer without its body: HEAD, which the server answers for every
 * GET route (a file's size and type before downloading it).
 */
export function headApi<R extends HttpRoute & { method: 'GET' }>(
  route: ApiRoute<R>,
  ...args: CallArgs<R>
): Promise<Response> {
  const [input, options] = loose(args);
  return answerOf(() => send(route, input, options, 'HEAD'));
}

/**
 * The typed client: every call of the API goes through here with its contract entry, so paths,
 * payloads and answers are those the server registers. Answers the route's success result
 * (undefined for 204, an empty body and HEAD); failures are ApiErrors.
 */
export async function callApi<R extends HttpRoute>(
  route: ApiRoute<R>,
  ...args: CallArgs<R>
): Promise<RouteResult<R>> {
  const [input, options] = loose(args);
  if (route.method === 'HEAD') {
    await answerOf(() => send(route, input, options));
    return undefined as RouteResult<R>;
  }
  try {
    // ky's json() asks for JSON (Accept) and answers '' for 204 and an empty body.
    const body: unknown = await send(route, input, options).json();
    return (body === '' ? undefined : body) as RouteResult<R>;
  } catch (error) {
    throw await apiErrorOf(error);
  }
}

/**
 * A call that outlives the page (sent with `keepalive`, as `navigator.sendBeacon` would, but with
 * the bearer token and JSON): for best-effort reports on the way out. Never retried, never throws.
 */
export function sendKeepalive<R extends HttpRoute>(
  route: ApiRoute<R>,
  ...[input]: InputArg<R>
): Promise<void> {
  return answerOf(() => send(route, input as LooseInput | undefined, { keepalive: true, retry: 0 })).then(
    () => undefined,
    () => undefined,
  );
}
