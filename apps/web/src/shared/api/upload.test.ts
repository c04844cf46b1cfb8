// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session.store';
import { apiRoutes } from './api-routes';
import { ApiError, setAuthFailureHandler } from './http-client';
import { uploadFile } from './upload';

/** A stand-in XMLHttpRequest: records what is sent, answers when told to. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  responseType = '';
  response: unknown = null;
  status = 0;
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
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

let request: FakeRequest;
const start = (onProgress = vi.fn()) => {
  request = new FakeRequest();
  const file = new File(['picture'], 'me.png', { type: 'image/png' });
  const upload = uploadFile(
    apiRoutes.userProfile.avatar,
    { params: { architectureId: 'my expo' } },
    file,
    onProgress,
    () => request as unknown as XMLHttpRequest,
  );
  return { upload, onProgress, file };
};

beforeEach(() => useSessionStore.setState({ accessToken: 'secret-token' }));
afterEach(() => setAuthFailureHandler(() => undefined));

describe('uploadFile', () => {
  it('sends the file as multipart to the route, with the token, reporting progress', async () => {
    const { upload, onProgress, file } = start();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/userProfile/architecture/my%20expo/userProfile/avatar');
    expect(request.headers.authorization).toBe('Bearer secret-token');
    expect(request.body?.get('file')).toBeInstanceOf(File);
    expect((request.body!.get('file') as File).name).toBe(file.name);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    request.answer(200, { userId: 'u1', avatarUri: '/a.png' });
    await expect(upload.done).resolves.toEqual({ userId: 'u1', avatarUri: '/a.png' });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it("puts the route's query in the URL", () => {
    request = new FakeRequest();
    uploadFile(
      apiRoutes.socialWall.uploadImage,
      { params: { wallId: 'expo wall' }, query: { architectureId: 'expo', mode: 'STAGE' } },
      new Blob(['x']),
      undefined,
      () => request as unknown as XMLHttpRequest,
    );
    expect(request.url).toBe('/api/social-wall/expo%20wall/images?architectureId=expo&mode=STAGE');
  });

  it('sends text fields before the file', () => {
    request = new FakeRequest();
    uploadFile(
      apiRoutes.designer.uploadAsset,
      { params: { architectureID: 'expo' }, fields: { assetId: 'logo' } },
      new Blob(['x']),
      undefined,
      () => request as unknown as XMLHttpRequest,
    );
    expect([...(request.body?.keys() ?? [])]).toEqual(['assetId', 'file']);
  });

  it('refuses with the error id and message of the answer; 401/403 end the session', async () => {
    const ended = vi.fn();
    setAuthFailureHandler(ended);
    const { upload } = start();
    request.answer(413, { error: 'request.too_large', errMsg: 'The file is too large.' });
    const failure = await upload.done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 413,
      errorId: 'request.too_large',
      message: 'The file is too large.',
    });
    expect(ended).not.toHaveBeenCalled();

    const second = start();
    request.answer(401, null);
    await expect(second.upload.done).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(ended).toHaveBeenCalledOnce();
  });

  it('can be aborted, and fails as unreachable without an answer', async () => {
    const { upload } = start();
    upload.abort();
    await expect(upload.done).rejects.toMatchObject({ code: 'NOT_REACHABLE' });
    const second = start();
    request.onerror?.();
    await expect(second.upload.done).rejects.toMatchObject({ code: 'NOT_REACHABLE' });
  });
});
