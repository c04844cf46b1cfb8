import { describe, expect, it } from 'vitest';
import { publicBaseUrl, serverUrl } from './public-url.helper';

describe('publicBaseUrl', () => {
  const request = { protocol: 'http', host: '127.0.0.1:3000' };

  it('prefers PUBLIC_URL, without a trailing slash', () => {
    expect(publicBaseUrl('https://venue.example/', request)).toBe('https://venue.example');
    expect(publicBaseUrl('https://venue.example//', request)).toBe('https://venue.example');
    expect(publicBaseUrl('https://example.org/atrium', request)).toBe('https://example.org/atrium');
  });

  it("falls back to the request's origin", () => {
    expect(publicBaseUrl(undefined, request)).toBe('http://127.0.0.1:3000');
    expect(publicBaseUrl(undefined, { protocol: 'https', host: 'venue.example' })).toBe(
      'https://venue.example',
    );
  });
});

describe('serverUrl', () => {
  const config = { publicUrl: undefined, host: '127.0.0.1', port: 3000 };

  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(serverUrl({ ...config, publicUrl: 'https://venue.example//' }, { port: 4000 })).toBe(
      'https://venue.example',
    );
  });

  it('is the address listened on, else HOST and PORT; all interfaces read as localhost', () => {
    expect(serverUrl(config, { port: 4000 })).toBe('http://127.0.0.1:4000');
    expect(serverUrl(config, null)).toBe('http://127.0.0.1:3000');
    // Listening on a pipe or socket path: the configured port.
    expect(serverUrl(config, '/run/atrium.sock')).toBe('http://127.0.0.1:3000');
    expect(serverUrl({ ...config, host: '0.0.0.0' }, null)).toBe('http://localhost:3000');
    expect(serverUrl({ ...config, host: '::' }, null)).toBe('http://localhost:3000');
    expect(serverUrl({ ...config, host: '::1' }, null)).toBe('http://[::1]:3000');
  });
});
