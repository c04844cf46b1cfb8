import { describe, expect, it } from 'vitest';
import { detectContentType } from './content-type';

const svg = (body: string, prolog = '') =>
  Buffer.from(
    `${prolog}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`,
  );

const SVG_TYPE = { contentType: 'image/svg+xml', extension: 'svg' };

describe('SVG uploads, parsed as a whole', () => {
  it('accepts ordinary drawings, also with an XML declaration, editor metadata and embedded images', async () => {
    const drawings: [string, Buffer][] = [
      ['a plain drawing', svg('<rect width="1" height="1" style="fill:#f70041"/>')],
      [
        'the XML declaration and the public SVG DTD',
        svg(
          '<circle r="2"/>',
          '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n',
        ),
      ],
      [
        'editor metadata, links and embedded images',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:xlink="http://www.w3.org/1999/xlink" inkscape:version="1.3"><metadata><inkscape:grid/></metadata><a href="https://example.com/"><text>Our site</text></a><image xlink:href="data:image/png;base64,iVBORw0KGgo="/><style>.a{fill:url(#g)}</style><text>How javascript works</text></svg>',
        ),
      ],
    ];
    for (const [name, bytes] of drawings) {
      expect(await detectContentType(bytes), name).toEqual(SVG_TYPE);
    }
  });

  it.each([
    [
      'a script after 4 MB of harmless content',
      svg(`<!--${' '.repeat(4 * 1024 * 1024)}--><script>alert(1)</script>`),
    ],
    [
      'an entity-encoded javascript: link',
      svg('<a href="javascript&#58;alert(document.domain)"><rect/></a>'),
    ],
    ['a hex-encoded javascript: link', svg('<a xlink:href="&#x6A;avascript:alert(1)"><rect/></a>')],
    ['a javascript: link split by a tab', svg('<a href="java&#9;script:alert(1)"><rect/></a>')],
    ['a javascript: link with spaces and capitals', svg('<a href=" \n JaVaScRiPt:alert(1)"><rect/></a>')],
    [
      'an animation setting a javascript: link',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect/></a>'),
    ],
    [
      'an animation writing an href',
      svg('<a><animate attributeName="xlink:href" values="#a;#b"/><rect/></a>'),
    ],
    ['an HTML data URL', svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>')],
    ['an event handler in capitals', svg('<rect ONLOAD="alert(1)"/>')],
    ['a namespaced event handler', svg('<rect xlink:onclick="alert(1)"/>')],
    [
      'foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    ],
    ['an HTML element', svg('<g><img xmlns="http://www.w3.org/1999/xhtml" src="x"/></g>')],
    [
      'an internal DTD with entities',
      svg('<a href="&x;"><rect/></a>', '<!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]>'),
    ],
    [
      'an external entity',
      svg('<text>&xxe;</text>', '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'),
    ],
    [
      'a style-sheet processing instruction',
      svg('<rect/>', '<?xml-stylesheet type="text/xsl" href="x.xsl"?>'),
    ],
    ['a declared encoding other than UTF-8', svg('<rect/>', '<?xml version="1.0" encoding="ISO-2022-JP"?>')],
    ['a javascript: URL in a style sheet', svg('<style>rect{background:url("javascript:alert(1)")}</style>')],
    ['malformed XML', svg('<a><rect></a>')],
  ])('refuses %s', async (_name, bytes) => {
    expect(await detectContentType(bytes)).toEqual({ unsafe: expect.any(String) });
  });

  it('does not take other XML or text for an SVG', async () => {
    expect(
      await detectContentType(Buffer.from('<?xml version="1.0"?><html><script/></html>')),
    ).toBeUndefined();
    expect(await detectContentType(Buffer.from('<svg><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(await detectContentType(Buffer.from('plain text with <svg> in it'))).toBeUndefined();
  });
});
