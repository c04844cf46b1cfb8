import { expect } from 'vitest';
import { exampleVenue, type TestApp } from '../../testing/test-app.factory';

export function multipart(fileName: string, bytes: Buffer, contentType: string, assetId?: string) {
  const boundary = '----atrium-test-boundary';
  const parts: Buffer[] = [];
  if (assetId) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="assetId"\r\n\r\n${assetId}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file as an asset of the example venue's architecture. */
export async function uploadAsset(
  app: TestApp,
  admin: Record<string, string>,
  file: { name: string; bytes: Buffer; contentType: string; assetId: string },
) {
  const body = multipart(file.name, file.bytes, file.contentType, file.assetId);
  const response = await app.inject({
    method: 'POST',
    url: '/api/designer/architecture/example-expo/assets',
    payload: body.payload,
    headers: { ...admin, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; uri: string };
}

/** Stages the example venue with `uris` in place of its asset URIs and publishes it. */
export async function publishWith(app: TestApp, admin: Record<string, string>, uris: Record<string, string>) {
  const venue = exampleVenue();
  for (const asset of venue.assets) asset.uri = uris[asset.id] ?? asset.uri;
  const staged = await app.inject({
    method: 'POST',
    url: '/api/designer/save-venue-json/stage',
    headers: admin,
    payload: venue,
  });
  expect(staged.statusCode, staged.body).toBe(200);
  const published = await app.inject({
    method: 'POST',
    url: '/api/designer/publish/example-expo',
    headers: admin,
  });
  expect(published.statusCode, published.body).toBe(200);
}

/** The live twin of a preview URI. */
export const liveUri = (previewUri: string) => previewUri.replace('/preview/', '/live/');

export function signRequest(app: TestApp, uri: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `/api/ui/sign-asset-url?url=${encodeURIComponent(`http://localhost${uri}`)}`,
    headers,
  });
}

/** The signed URL of an asset URI, as the viewer asks for it (with the absolute URL). */
export async function sign(app: TestApp, uri: string, headers: Record<string, string> = {}) {
  const response = await signRequest(app, uri, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { signedUrl: string }).signedUrl;
}
