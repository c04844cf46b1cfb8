// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { ImportRefused, importRegistrationsCsv } from './registrations.api';

/** A stand-in XMLHttpRequest that answers when told to. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  responseType = '';
  response: unknown = null;
  status = 0;
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  body: FormData | undefined;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const start = () => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const onProgress = vi.fn();
  const file = new File(['email,ticketNumber\n'], 'people.csv', { type: 'text/csv' });
  const upload = importRegistrationsCsv('expo', file, onProgress);
  return { upload, onProgress, request: FakeRequest.last, file };
};

afterEach(() => vi.unstubAllGlobals());

describe('importing registrations from CSV', () => {
  it('sends the file to the CSV route of the architecture, with progress', async () => {
    const { upload, onProgress, request, file } = start();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/designer/architecture/expo/registrations/csv');
    const sent = request.body?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe(file.name);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    request.answer(200, { architectureId: 'expo', count: 0 });
    await expect(upload.done).resolves.toEqual({ architectureId: 'expo', count: 0 });
    expect(onProgress).toHaveBeenCalledWith(0.5);
  });

  it('keeps every row problem of a refusal, which uploadFile alone would drop', async () => {
    const { upload, request } = start();
    const details = [
      { path: 'line 3.email', message: 'Must be a valid email address' },
      { path: 'line 6.ticketNumber', message: 'Must be a whole number' },
    ];
    request.answer(400, {
      error: 'validation.failed',
      errMsg: 'The registrations are not valid (2 problems); nothing was stored.',
      details: [...details, { path: 3, message: 'not a detail' }],
    });
    const refusal = await upload.done.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportRefused);
    expect((refusal as ImportRefused).details).toEqual(details);
    expect((refusal as ImportRefused).message).toContain('nothing was stored');
  });

  it('passes other failures on as they are', async () => {
    const { upload, request } = start();
    request.answer(413, { error: 'request.too_large', errMsg: 'The file is too large.' });
    const failure = await upload.done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).not.toBeInstanceOf(ImportRefused);
    expect((failure as ApiError).status).toBe(413);
  });
});
