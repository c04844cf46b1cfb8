import type { ErrorBody } from '@atrium/domain';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorId: string,
    message: string,
  ) {
    super(message);
  }
}

/** GETs JSON; a failure keeps the server's `errMsg` as the message (spec §8). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as Partial<ErrorBody> | undefined;
    throw new ApiError(response.status, body?.error ?? 'unknown', body?.errMsg ?? response.statusText);
  }
  return (await response.json()) as T;
}
