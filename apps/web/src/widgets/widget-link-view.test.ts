import { describe, expect, it } from 'vitest';
import { linkFrameSandbox } from './widget-link-view';

const app = 'https://venue.example';

describe('linkFrameSandbox', () => {
  it('lets another site keep its own origin', () => {
    const tokens = linkFrameSandbox('https://partner.example/page', app).split(' ');
    expect(tokens).toContain('allow-scripts');
    expect(tokens).toContain('allow-same-origin');
    expect(tokens).not.toContain('allow-top-navigation');
  });

  it('never gives a page of the venue itself scripts and its origin together', () => {
    for (const url of [`${app}/somewhere`, '/relative/page']) {
      const tokens = linkFrameSandbox(url, app).split(' ');
      expect(tokens).toContain('allow-scripts');
      expect(tokens).not.toContain('allow-same-origin');
    }
  });

  it('allows nothing for an address it cannot read', () => {
    expect(linkFrameSandbox('http://[::1', app)).toBe('');
  });
});
