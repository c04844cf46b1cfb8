import { describe, expect, it } from 'vitest';
import { resetLinkBase } from './reset-link';

describe('resetLinkBase', () => {
  const serverUrl = () => 'http://127.0.0.1:3000//';

  it('takes PUBLIC_URL without trailing slashes, in production too', () => {
    for (const production of [false, true]) {
      expect(resetLinkBase({ publicUrl: 'https://venue.example//', serverUrl, production })).toBe(
        'https://venue.example',
      );
    }
  });

  it('falls back to the announced server address outside production only', () => {
    expect(resetLinkBase({ publicUrl: undefined, serverUrl, production: false })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(() => resetLinkBase({ publicUrl: undefined, serverUrl, production: true })).toThrow(
      expect.objectContaining({
        id: 'auth.reset_unavailable',
        status: 503,
        message:
          'Password reset is not available: the server does not know its public address (PUBLIC_URL is not set). Please contact the organiser.',
      }),
    );
  });
});
