import type { ErrorBody, HttpRoute, IssueDetail, RouteParams, RouteQuery, RouteResult } from '@atrium/domain';
import { useSessionStore } from '../stores/session.store';
import { type ApiRoute, routeUrl } from './api-client';
import { ApiError, errorCodeFor, reportAuthFailure } from './http-client';

export type Upload<T> = {
  /** The route's answer; an ApiError when refused, unreachable or aborted. */
  done: Promise<T>;
  abort: () => void;
};

export type UploadInput<R extends HttpRoute> = {
  params: RouteParams<R>;
  /** The route's query, for routes that take one (e.g. a wall's venue and mode). */
  query?: RouteQuery<R>;
  /** Text fields sent before the file (e.g. an asset's `assetId`). */
  fields?: Record<string, string>;
  /** The multipart field of the file; `file` unless the route names another. */
  fileField?: string;
};

const isIssueDetail = (detail: unknown): detail is IssueDetail =>
  typeof (detail as IssueDetail | null)?.path === 'string' &&
  typeof (detail as IssueDetail | null)?.message === 'string';

/** The error body of a failed answer, when it is one (details: the well-formed ones). */
function errorBodyOf(response: unknown): Partial<ErrorBody> {
  if (typeof response !== 'object' || response === null) return {};
  const { error, errMsg, details } = response as Record<string, unknown>;
  return {
    ...(typeof error === 'string' ? { error } : {}),
    ...(typeof errMsg === 'string' ? { errMsg } : {}),
    ...(Array.isArray(details) ? { details: details.filter(isIssueDetail) } : {}),
  };
}

/**
 * Sends a file to a multipart route of the contract, reporting the share sent (0…1).
 * XMLHttpRequest rather than fetch: fetch reports no upload progress. It carries the bearer
 * token, and a 401/403 ends the session, as every answer through the API client does.
 */
export function uploadFile<R extends HttpRoute & { multipart: true }>(
  route: ApiRoute<R>,
  input: UploadInput<R>,
  file: Blob & { name?: string },
  onProgress: (share: number) => void = () => undefined,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Upload<RouteResult<R>> {
  const request = createRequest();
  const done = new Promise<RouteResult<R>>((resolve, reject) => {
    request.open(route.method, routeUrl(route, input.params, input.query));
    request.responseType = 'json';
    const token = useSessionStore.getState().accessToken;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const { status } = request;
      if (status >= 200 && status < 300) {
        onProgress(1);
        // The server answers what the contract says for this route.
        resolve((status === 204 ? undefined : request.response) as RouteResult<R>);
        return;
      }
      if (status === 401 || status === 403) reportAuthFailure();
      const body = errorBodyOf(request.response);
      reject(
        new ApiError(errorCodeFor(status), status, body.error, body.errMsg ?? `HTTP ${status}`, body.details),
      );
    };
    request.onerror = () => reject(new ApiError('NOT_REACHABLE', undefined, undefined, 'Network Error'));
    request.onabort = () => reject(new ApiError('NOT_REACHABLE', undefined, undefined, 'Upload aborted'));
    const form = new FormData();
    for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
    form.append(input.fileField ?? 'file', file, file.name ?? 'file');
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
