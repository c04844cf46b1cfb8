import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isSafeHref, parseRichText, plainRichText } from './rich-text';
import { RichText } from './rich-text-view';

const html = (text: string) => renderToStaticMarkup(createElement(RichText, { text }));

describe('the markdown subset', () => {
  it('finds bold, italic and code', () => {
    expect(parseRichText('a **b** _c_ `d` e')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'bold', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'italic', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' e' },
    ]);
  });

  it('leaves snake_case names, lone marks and code contents alone', () => {
    expect(parseRichText('my_var_name and 2 * 3 ** 4')).toEqual([
      { kind: 'text', text: 'my_var_name and 2 * 3 ** 4' },
    ]);
    expect(parseRichText('`**not bold**`')).toEqual([{ kind: 'code', text: '**not bold**' }]);
    expect(parseRichText('** spaced **')).toEqual([{ kind: 'text', text: '** spaced **' }]);
  });

  it('renders as elements', () => {
    expect(html('**bold** _it_ `x < y`')).toBe('<strong>bold</strong> <em>it</em> <code>x &lt; y</code>');
  });
});

describe('links', () => {
  it('makes web and mail addresses clickable, opening in a new tab', () => {
    expect(html('see https://example.com/a?b=1 now')).toBe(
      'see <a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">https://example.com/a?b=1</a> now',
    );
    expect(html('example.org')).toContain('href="https://example.org"');
    expect(html('mail ann@example.com')).toContain('href="mailto:ann@example.com"');
    expect(html('**https://example.com**')).toContain('<strong><a href="https://example.com"');
  });

  it('never links other schemes', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('file:///etc/passwd')).toBe(false);
    expect(html('javascript:alert(1)')).not.toContain('<a');
    expect(html('file:///etc/passwd')).not.toContain('<a');
  });
});

describe('typed HTML (XSS)', () => {
  const payloads = [
    '<img src=x onerror="alert(1)">',
    '<script>alert(document.cookie)</script>',
    '<a href="javascript:alert(1)">click</a>',
    '**<svg onload=alert(1)>**',
    '_<iframe src="https://evil.example">_',
    '"><b onmouseover=alert(1)>x</b>',
  ];

  it.each(payloads)('shows %s as text', (payload) => {
    const out = html(payload);
    expect(out).not.toMatch(/<(img|script|svg|iframe|b)\b/i);
    expect(out).not.toMatch(/<a [^>]*href="javascript:/i);
    // Every < of the payload is escaped: the characters show as typed.
    expect(out.split('&lt;').length - 1).toBe(payload.split('<').length - 1);
  });

  it('renders a payload in a real DOM as text nodes only', () => {
    const out = html('<img src=x onerror=alert(1)> https://example.com');
    expect(out.startsWith('&lt;img src=x onerror=alert(1)&gt; <a href="https://example.com"')).toBe(true);
  });
});

describe('plainRichText', () => {
  it('leaves the marks out and keeps everything else as typed', () => {
    expect(plainRichText('Hello **there**, _see_ `x` <b>y</b>')).toBe('Hello there, see x <b>y</b>');
  });
});
