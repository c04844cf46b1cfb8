import { describe, expect, it } from 'vitest';
import { uiConfigSchema } from './ui-config.schema';

describe('UI config: analytics tracker', () => {
  it('is optional, and kept when configured', () => {
    expect(uiConfigSchema.parse({}).analytics).toBeUndefined();
    expect(
      uiConfigSchema.parse({ analytics: { trackerUrl: 'https://stats.example.com/' } }).analytics,
    ).toEqual({
      trackerUrl: 'https://stats.example.com/',
    });
  });

  it('needs an absolute http(s) address', () => {
    for (const trackerUrl of ['/stats/', 'javascript:alert(1)', 'ftp://stats.example.com/']) {
      expect(uiConfigSchema.safeParse({ analytics: { trackerUrl } }).success).toBe(false);
    }
  });
});
