import type { IssueDetail, RegistrationsReplaced } from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { ApiError } from '../../shared/api/http-client';
import { type Upload, uploadFile } from '../../shared/api/upload';

export const registrationsKey = (architectureId: string) =>
  ['studio', 'registrations', architectureId] as const;

export const fetchRegistrations = (architectureId: string) =>
  callApi(apiRoutes.registrations.list, { params: { architectureID: architectureId } });

/** A refused import: the server's message and every problem it found (`line 3.email`). */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly details: readonly IssueDetail[],
  ) {
    super(message);
    this.name = 'ImportRefused';
  }
}

function detailsOf(response: unknown): IssueDetail[] {
  const details = (response as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (detail): detail is IssueDetail =>
      typeof detail?.path === 'string' && typeof detail?.message === 'string',
  );
}

/**
 * Replaces all registrations of the architecture with those of a CSV file. A refusal with row
 * problems rejects with ImportRefused; `uploadFile` keeps only the error id and message of a
 * refusal, so the details are read from the request made for it here.
 */
export function importRegistrationsCsv(
  architectureId: string,
  file: File,
  onProgress: (share: number) => void,
): Upload<RegistrationsReplaced> {
  let request: XMLHttpRequest | undefined;
  const upload = uploadFile(
    apiRoutes.registrations.replaceFromCsv,
    { params: { architectureID: architectureId } },
    file,
    onProgress,
    () => {
      request = new XMLHttpRequest();
      return request;
    },
  );
  const done = upload.done.catch((error: unknown) => {
    const details = error instanceof ApiError ? (error.details ?? detailsOf(request?.response)) : [];
    if (error instanceof ApiError && details.length > 0) throw new ImportRefused(error.message, details);
    throw error;
  });
  return { done, abort: upload.abort };
}
