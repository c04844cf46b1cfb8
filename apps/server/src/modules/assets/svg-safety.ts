import { DOMParser } from '@xmldom/xmldom';

// Its typings use the DOM types of lib.dom (Node, Element).

const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;

/** Elements that run script, embed documents or (SVG Tiny) handle events. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
const URL_ATTRIBUTES = new Set(['href', 'src']);

/**
 * How a browser reads a URL attribute before it looks at the scheme: entities are already
 * decoded by the parser; whitespace and control characters are dropped, case does not matter.
 */
const normalised = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
  value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();

const SCRIPT_SCHEME = /(?:javascript|vbscript|livescript):/;

export type SvgVerdict = { svg: false } | { svg: true; unsafe?: string };

function attributeProblem(name: string, localName: string, value: string): string | undefined {
  const lower = localName.toLowerCase();
  if (lower.startsWith('on')) return `event handler attribute ${name}`;
  const url = normalised(value);
  if (SCRIPT_SCHEME.test(url)) return `script URL in attribute ${name}`;
  if (URL_ATTRIBUTES.has(lower) && url.startsWith('data:') && !url.startsWith('data:image/')) {
    return `data URL other than an image in attribute ${name}`;
  }
  return undefined;
}

function elementProblem(element: Element): string | undefined {
  const name = (element.localName ?? element.nodeName).toLowerCase();
  if (ACTIVE_ELEMENTS.has(name)) return `element <${element.nodeName}>`;
  if (element.namespaceURI === XHTML_NS) return `HTML element <${element.nodeName}>`;
  const target = normalised(element.getAttribute('attributeName') ?? '');
  if (ANIMATIONS.has(name) && (target.startsWith('on') || target.endsWith('href'))) {
    return `<${element.nodeName}> changing ${element.getAttribute('attributeName')}`;
  }
  for (let index = 0; index < element.attributes.length; index += 1) {
    const attribute = element.attributes.item(index)!;
    const problem = attributeProblem(attribute.name, attribute.localName ?? attribute.name, attribute.value);
    if (problem) return problem;
  }
  return undefined;
}

const isStyleSheet = (node: Node | null) =>
  node?.nodeType === ELEMENT && (node as Element).localName?.toLowerCase() === 'style';

/** The first active content of the document, walked without recursion (nesting may be deep). */
function firstProblem(root: Node): string | undefined {
  const pending: Node[] = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.nodeType === ELEMENT) {
      const problem = elementProblem(node as Element);
      if (problem) return problem;
    } else if (node.nodeType === PROCESSING_INSTRUCTION && node.nodeName !== 'xml') {
      return `processing instruction <?${node.nodeName}?>`;
    } else if ((node.nodeType === TEXT || node.nodeType === CDATA) && isStyleSheet(node.parentNode)) {
      if (SCRIPT_SCHEME.test(normalised(node.nodeValue ?? ''))) return 'script URL in a style sheet';
    }
    for (let child = node.lastChild; child; child = child.previousSibling) pending.push(child);
  }
  return undefined;
}

/**
 * Whether an upload is an SVG image and, if so, what makes it unsafe. The whole file is decoded
 * and parsed as XML (entities decoded, as a browser would), then every node is checked: no
 * scripts, embedded documents, event handlers, script or non-image data URLs, style-sheet
 * instructions or entity declarations. A file the parser is not sure about is refused.
 */
export function checkSvg(bytes: Buffer): SvgVerdict {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { svg: false };
  }
  const start = text.trimStart();
  if (!start.startsWith('<') || !/<svg[\s>/]/.test(text)) return { svg: false };
  const declaration = /^<\?xml\s[^>]*?encoding\s*=\s*["']([^"']*)["']/i.exec(start);
  if (declaration && !/^utf-?8$/i.test(declaration[1]!)) {
    return { svg: true, unsafe: `encoding ${declaration[1]} (only UTF-8 is accepted)` };
  }
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>[]*\[/i.test(text)) {
    return { svg: true, unsafe: 'entity or internal DTD declarations' };
  }
  const problems: string[] = [];
  const report = (message: string) => {
    problems.push(message.replace(/^\[xmldom \w+\]\s*/, '').split('\n')[0]!);
  };
  const document = new DOMParser({
    locator: {},
    errorHandler: { warning: report, error: report, fatalError: report },
  }).parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root?.localName !== 'svg' || root.namespaceURI !== SVG_NS) return { svg: false };
  if (problems.length > 0) return { svg: true, unsafe: `malformed XML (${problems[0]})` };
  const unsafe = firstProblem(document as Node);
  return unsafe ? { svg: true, unsafe } : { svg: true };
}
