// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { legalHtml } from './legal-page';

describe('legal rich text', () => {
  it('is refused when it contains a script tag opening', () => {
    expect(legalHtml('<p>Hi</p><SCRIPT>alert(1)</SCRIPT>')).toEqual({ invalid: true });
  });

  it('is sanitised otherwise', () => {
    const result = legalHtml(
      '<h2>Imprint</h2><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    );
    expect(result).not.toHaveProperty('invalid');
    const { html } = result as { html: string };
    expect(html).toContain('<h2>Imprint</h2>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });
});
