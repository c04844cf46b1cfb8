import type { ErrorBody } from '@atrium/domain';
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { useServerTimeStore } from '../stores/server-time.store';
import { useSessionStore } from '../stores/session.store';
import type { ErrorCode } from '../stores/ui.store';
import { fetchWithEarlyResponses } from './early-responses';

/** Hosts of cloud file storage that also get the bearer token (none: assets are served by us). */
const cloudStorageHosts: readonly string[] = [];

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number | undefined,
    readonly errorId: string | undefined,
    message: string,
    /** The server's `details` (e.g. the fields a validation failed at). */
    readonly details: ErrorBody['details'] = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Spec §8: 401 → UNAUTHORIZED, 403 → FORBIDDEN, no answer → NOT_REACHABLE, others → PROCESSING_ERROR. */
export function errorCodeFor(status: number | undefined): ErrorCode {
  if (status === undefined) return 'NOT_REACHABLE';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  return 'PROCESSING_ERROR';
}

export function wantsBearer(url: URL, origin: string): boolean {
  return url.origin === origin || cloudStorageHosts.includes(url.host);
}

/** Called on every 401/403; the session layer registers the logout. */
let onAuthFailure: (() => void) | undefined;
export function setAuthFailureHandler(handler: () => void) {
  onAuthFailure = handler;
}
/** The server ended the session outside an HTTP answer (a realtime push, an upload's 401/403). */
export function reportAuthFailure() {
  onAuthFailure?.();
}

/**
 * The one HTTP client of the app. Retry policy (spec §9, the generated-client policy): up to 3
 * retries with (2^n − 1)/2 s back-off, at least 100 ms, for GET, HEAD, PUT, OPTIONS and DELETE on
 * 429 and 5xx; Retry-After honoured up to 5 minutes; no timeout.
 */
export const retryPolicy = {
  limit: 3,
  methods: ['get', 'head', 'put', 'options', 'delete'],
  statusCodes: [429, 500, 502, 503, 504, 505, 506, 507, 508, 510, 511],
  afterStatusCodes: [413, 429, 503],
  maxRetryAfter: 5 * 60 * 1000,
  delay: (attempt: number) => Math.max(100, ((2 ** attempt - 1) / 2) * 1000),
} satisfies Options['retry'];

export function createHttpClient(options: Options = {}): KyInstance {
  return ky.create({
    retry: retryPolicy,
    timeout: false,
    fetch: fetchWithEarlyResponses,
    ...options,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = useSessionStore.getState().accessToken;
          if (token && wantsBearer(new URL(request.url), window.location.origin)) {
            request.headers.set('authorization', `Bearer ${token}`);
          }
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const cacheControl = response.headers.get('cache-control');
          const date = response.headers.get('date');
          if (date && (!cacheControl || cacheControl.includes('no-cache'))) {
            useServerTimeStore.getState().setFromDateHeader(date);
          }
          if (response.status === 401 || response.status === 403) onAuthFailure?.();
        },
      ],
      beforeError: [
        async (error) => {
          const body: Partial<ErrorBody> | undefined = await error.response
            .clone()
            .json()
            .catch(() => undefined);
          if (typeof body?.errMsg === 'string') error.message = body.errMsg;
          return error;
        },
      ],
    },
  });
}

export const http = createHttpClient();

/** Any failure of a call as an ApiError with the spec's code and the server's message. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    return new ApiError(errorCodeFor(status), status, undefined, error.message);
  }
  return new ApiError(
    'NOT_REACHABLE',
    undefined,
    undefined,
    error instanceof Error ? error.message : 'Network Error',
  );
}
