// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { legalHtml } from '../../features/legal/legal-page';
import { isEmptyRichText, linkHref, pastedHtml, richTextOutput } from './rich-text-output';

/** What the viewer would show for a stored text. */
const viewed = (text: string) => legalHtml(text);

describe('the editor output', () => {
  it('keeps what the toolbar makes as it is', () => {
    const html =
      '<h2>Imprint</h2><p>Example <b>Events</b> <i>Ltd.</i></p><h3>Contact</h3>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://example.com/">site</a></p>';
    expect(richTextOutput(html)).toBe(html);
  });

  it('is sanitised exactly as the viewer sanitises: the viewer shows it unchanged', () => {
    const dirty =
      '<p onclick="x()">Hi <img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a></p>' +
      '<iframe src="https://evil.example"></iframe>';
    const output = richTextOutput(dirty);
    expect(output).toBe('<p>Hi <img src="x"><a>x</a></p>');
    expect(viewed(output)).toEqual({ html: output });
  });

  it('never holds a script tag opening, so the viewer never refuses it', () => {
    const cases = [
      '<p>a</p><script>alert(1)</script>',
      '<p>a</p><SCRIPT src="https://x.example/a.js"></SCRIPT>',
      '<p title="<script>alert(1)</script>">titled</p>',
      '<img alt="<script>" src="https://example.com/a.png">',
      '<p>a<!-- <script>alert(1)</script> --></p>',
      '<style>/* <script> */</style><p>styled</p>',
      '<svg><style><script>alert(1)</script></style></svg><p>svg</p>',
      '<textarea><script>alert(1)</script></textarea><p>t</p>',
      '<noscript><p title="</noscript><script>alert(1)</script>">n</p></noscript>',
    ];
    for (const html of cases) {
      const output = richTextOutput(html);
      expect(output, html).not.toMatch(/<script/i);
      expect(viewed(output), html).not.toHaveProperty('invalid');
    }
    expect(richTextOutput('<p title="<script>">titled</p>')).toBe('<p>titled</p>');
    expect(richTextOutput('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
  });

  it('keeps typed markup as text', () => {
    const output = richTextOutput('<p>&lt;script&gt;alert(1)&lt;/script&gt; is text</p>');
    expect(output).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; is text</p>');
    expect(viewed(output)).toEqual({ html: output });
  });

  it('is empty when the editor shows nothing', () => {
    for (const html of [
      '',
      '   ',
      '<br>',
      '<p><br></p>',
      '<div><br></div>',
      '<p>&nbsp;</p>',
      '<h2> </h2><ul><li></li></ul>',
    ]) {
      expect(richTextOutput(html), html).toBe('');
    }
  });

  it('is not empty for a picture alone', () => {
    expect(richTextOutput('<p><img src="https://example.com/a.png" alt="Logo"></p>')).toContain('<img');
  });

  it('drops the inline styles and styled spans browsers add while editing, keeping their text', () => {
    expect(
      richTextOutput(
        '<p>a <span style="color: rgb(255, 255, 255); font-size: 16px;">b</span> <font color="red">c</font></p>' +
          '<p style="color: black"><span>d</span> <span lang="de" style="font-size: 1rem">Straße</span> ' +
          '<a href="mailto:a@example.com" style="font-size: 1rem;">e</a></p>',
      ),
    ).toBe('<p>a b c</p><p>d <span lang="de">Straße</span> <a href="mailto:a@example.com">e</a></p>');
  });

  it('drops the empty paragraphs left of a list made inside a paragraph, keeping blank lines', () => {
    const editor = document.createElement('div');
    const paragraph = editor.appendChild(document.createElement('p'));
    paragraph.innerHTML = '<ul><li>first</li></ul>';
    expect(editor.innerHTML).toBe('<p><ul><li>first</li></ul></p>');
    expect(richTextOutput(`<p>a</p>${editor.innerHTML}<p><br></p><p>b</p>`)).toBe(
      '<p>a</p><ul><li>first</li></ul><p><br></p><p>b</p>',
    );
  });

  it('does not change when put through again', () => {
    const once = richTextOutput(
      '<p style="color:red" class="x">a <b>b</b></p><div>c</div><script>1</script>',
    );
    expect(richTextOutput(once)).toBe(once);
  });
});

describe('the page while cleaning', () => {
  it('is never given the markup: only inert templates are made, where images do not load', () => {
    // An <img onerror> moved into the page's document would load and run its handler.
    const made = vi.spyOn(document, 'createElement');
    const imported = vi.spyOn(document, 'importNode');
    const adopted = vi.spyOn(document, 'adoptNode');
    pastedHtml('<div><p><img src="x" onerror="alert(1)"><span style="font-weight:700">b</span></p></div>');
    richTextOutput(
      '<p title="<script>">a<img src="x" onerror="alert(1)"><span style="color:red">c</span></p>',
    );
    expect(new Set(made.mock.calls.map(([tag]) => tag))).toEqual(new Set(['template']));
    expect(imported).not.toHaveBeenCalled();
    expect(adopted).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('emptiness', () => {
  it('looks at text and pictures, not at markup', () => {
    expect(isEmptyRichText('<p>\u200b\u00a0 </p>')).toBe(true);
    expect(isEmptyRichText('<p>x</p>')).toBe(false);
    expect(isEmptyRichText('<hr>')).toBe(false);
  });
});

describe('pasted HTML', () => {
  it('keeps the structure and drops the look of the page it came from', () => {
    const pasted =
      '<html><head><style>p { color: red }</style></head><body><!--StartFragment-->' +
      '<h1 class="title" style="font-size: 40px">Imprint</h1>' +
      '<p style="color: #000; background: white" class="MsoNormal"><span style="font-family: Arial">Example</span> ' +
      '<strong>Events</strong></p><table><tr><td>cell</td></tr></table>' +
      '<!--EndFragment--></body></html>';
    expect(pastedHtml(pasted)).toBe('<h2>Imprint</h2><p>Example <strong>Events</strong></p>cell');
  });

  it('turns other heading levels into the two the editor makes', () => {
    expect(pastedHtml('<h1>a</h1><h4>b</h4><h6>c</h6><h3>d</h3>')).toBe(
      '<h2>a</h2><h3>b</h3><h3>c</h3><h3>d</h3>',
    );
  });

  it('turns divs into paragraphs, or lets the blocks inside them stand', () => {
    expect(pastedHtml('<div>one</div><div>two</div>')).toBe('<p>one</p><p>two</p>');
    expect(pastedHtml('<div><p>a</p><ul><li>b</li></ul></div>')).toBe('<p>a</p><ul><li>b</li></ul>');
  });

  it('reads bold and italic from inline styles and drops Google Docs’ plain wrapper', () => {
    expect(
      pastedHtml(
        '<b style="font-weight:normal;" id="docs-internal-guid-1"><p><span style="font-weight:700">Bold</span> ' +
          '<span style="font-style:italic">it</span> <span style="font-weight:400">plain</span></p></b>',
      ),
    ).toBe('<p><strong>Bold</strong> <em>it</em> plain</p>');
  });

  it('keeps links to web and mail addresses only, and only their address', () => {
    expect(
      pastedHtml(
        '<p><a href="https://example.com/" target="_blank" style="color:red">web</a> ' +
          '<a href="mailto:info@example.com">mail</a> <a href="javascript:alert(1)">js</a> ' +
          '<a href="/relative">rel</a> <a href="ftp://example.com/">ftp</a></p>',
      ),
    ).toBe(
      '<p><a href="https://example.com/">web</a> <a href="mailto:info@example.com">mail</a> js rel ftp</p>',
    );
  });

  it('drops scripts, handlers, pictures and forms', () => {
    const output = pastedHtml(
      '<p onmouseover="x()">a<img src=x onerror=alert(1)></p><script>alert(1)</script><input>',
    );
    expect(output).toBe('<p>a</p>');
  });

  it('is empty when nothing readable was pasted', () => {
    expect(pastedHtml('<meta charset="utf-8"><p style="margin:0"><br></p>')).toBe('');
  });
});

describe('the link dialog address', () => {
  it('accepts web addresses, adding https:// where no scheme was typed', () => {
    expect(linkHref('https://example.com/imprint')).toBe('https://example.com/imprint');
    expect(linkHref('  http://example.com  ')).toBe('http://example.com/');
    expect(linkHref('example.com/privacy?lang=en')).toBe('https://example.com/privacy?lang=en');
    expect(linkHref('HTTPS://EXAMPLE.COM')).toBe('https://example.com/');
    expect(linkHref('http://localhost:3000/a')).toBe('http://localhost:3000/a');
  });

  it('accepts mail addresses, adding mailto: where it is missing', () => {
    expect(linkHref('info@example.com')).toBe('mailto:info@example.com');
    expect(linkHref('mailto:info@example.com?subject=Hi')).toBe('mailto:info@example.com?subject=Hi');
  });

  it('refuses every other scheme and what is not an address', () => {
    for (const bad of [
      '',
      '   ',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com',
      'tel:+123',
      'file:///etc/passwd',
      'vbscript:x',
      'example',
      'https://exa mple.com',
      'mailto:nobody',
      'mailto:%E0%A4%A@example.com',
      'https://',
    ]) {
      expect(linkHref(bad), bad).toBeUndefined();
    }
  });

  it('encodes what could break out of the attribute', () => {
    const href = linkHref('https://example.com/?q=<script>"');
    expect(href).toBe('https://example.com/?q=%3Cscript%3E%22');
    expect(richTextOutput(`<p><a href="${href}">x</a></p>`)).toContain(href);
  });
});
