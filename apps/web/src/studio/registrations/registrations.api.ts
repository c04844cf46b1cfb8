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

/**
 * Replaces all registrations of the architecture with those of a CSV file. A refusal with row
 * problems rejects with ImportRefused.
 */
export function importRegistrationsCsv(
  architectureId: string,
  file: File,
  onProgress: (share: number) => void,
): Upload<RegistrationsReplaced> {
  const upload = uploadFile(
    apiRoutes.registrations.replaceFromCsv,
    { params: { architectureID: architectureId } },
    file,
    onProgress,
  );
  const done = upload.done.catch((error: unknown) => {
    if (error instanceof ApiError && error.details?.length)
      throw new ImportRefused(error.message, error.details);
    throw error;
  });
  return { done, abort: upload.abort };
}
