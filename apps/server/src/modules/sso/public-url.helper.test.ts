import { describe, expect, it } from 'vitest';
import { publicBaseUrl } from './public-url.helper';

describe('publicBaseUrl', () => {
  const request = { protocol: 'http', host: '127.0.0.1:3000' };

  it('prefers PUBLIC_URL, without a trailing slash', () => {
    expect(publicBaseUrl('https://venue.example/', request)).toBe('https://venue.example');
    expect(publicBaseUrl('https://example.org/atrium', request)).toBe('https://example.org/atrium');
  });

  it("falls back to the request's origin", () => {
    expect(publicBaseUrl(undefined, request)).toBe('http://127.0.0.1:3000');
    expect(publicBaseUrl(undefined, { protocol: 'https', host: 'venue.example' })).toBe(
      'https://venue.example',
    );
  });
});
