import DOMPurify from 'dompurify';
import { legalHtml } from '../../features/legal/legal-page';
import { isSafeHref } from '../../shared/ui/rich-text';

/** What the viewer refuses outright (spec §2.5): a script tag opening anywhere in the text. */
const SCRIPT_OPENING = /<script/i;

/** The heading levels the editor makes: the legal page's own title is its (hidden) h1. */
export const EDITOR_HEADINGS = ['h2', 'h3'] as const;

/**
 * What pasted HTML keeps: the structure the editor's toolbar makes (paragraphs, the two heading
 * levels, bold, italic, lists, links), never the look of the page it came from (fonts, colours,
 * sizes, classes), which would fight the venue's theme. A subset of what the viewer renders.
 */
const PASTE_CONFIG = {
  ALLOWED_TAGS: ['p', 'br', ...EDITOR_HEADINGS, 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

const BLOCKS = 'p,div,h1,h2,h3,h4,h5,h6,ul,ol,li,table,blockquote,pre,section,article,header,footer';

/**
 * An inert copy of HTML to work on: a template's content belongs to a document without a window,
 * so nothing in it runs or loads. It must never be moved into the page's document (an `<img
 * onerror>` there would load and run), so it is written back out through the template itself.
 */
function fragmentOf(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function serialise(fragment: DocumentFragment): string {
  const template = fragment.ownerDocument.createElement('template');
  template.content.append(fragment);
  return template.innerHTML;
}

function rename(element: Element, tag: string) {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

/**
 * Removes whatever would make the viewer refuse the text: script elements, comments, and
 * attributes or raw-text elements (style, textarea, …) whose text holds a script tag opening.
 * Typed text is safe already: `<` in text is serialised as `&lt;`.
 */
function withoutScriptOpenings(html: string): string {
  const fragment = fragmentOf(html);
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
  const doomed: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.COMMENT_NODE) {
      doomed.push(node);
      continue;
    }
    const element = node as Element;
    if (element.localName === 'script') doomed.push(element);
    for (const attribute of [...element.attributes]) {
      if (SCRIPT_OPENING.test(attribute.value)) element.removeAttribute(attribute.name);
    }
  }
  for (const node of doomed) node.parentNode?.removeChild(node);
  const text = serialise(fragment);
  if (!SCRIPT_OPENING.test(text)) return text;
  // Left only inside raw-text elements, whose content is serialised as it is: drop those.
  const again = fragmentOf(text);
  for (const element of again.querySelectorAll('*')) {
    if (SCRIPT_OPENING.test(element.innerHTML) && element.children.length === 0) element.remove();
  }
  return serialise(again);
}

/**
 * Drops what browsers add while editing: Chromium writes inline styles (`<span style="font-size:
 * 1rem">`, `<a style="…">`) to keep the look of merged or inserted text, and older engines `<font>`,
 * which would bake the studio's colours and sizes into the venue's text. The look of legal texts
 * is the venue theme's, so every inline style goes; spans left without attributes are unwrapped
 * (a span with a language or a direction stays).
 */
function withoutEditingArtefacts(html: string): string {
  const fragment = fragmentOf(html);
  for (const element of fragment.querySelectorAll('[style]')) element.removeAttribute('style');
  for (const element of [...fragment.querySelectorAll('span,font')].reverse()) {
    if (element.localName === 'font' || element.attributes.length === 0) unwrap(element);
  }
  return serialise(fragment);
}

/** Paragraphs with nothing at all in them: what parsing leaves of a list put inside a paragraph. */
function withoutBareParagraphs(html: string): string {
  const fragment = fragmentOf(html);
  for (const paragraph of fragment.querySelectorAll('p')) {
    if (paragraph.childNodes.length === 0 && paragraph.attributes.length === 0) paragraph.remove();
  }
  return serialise(fragment);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether HTML shows nothing: no text but spaces, and no picture or rule. */
export function isEmptyRichText(html: string): boolean {
  const fragment = fragmentOf(html);
  const text = fragment.textContent?.replace(/[\s\u00a0\u200b\ufeff]/g, '') ?? '';
  return text === '' && !fragment.querySelector('img,picture,svg,video,audio,hr,iframe,object,embed');
}

/**
 * The editor's HTML as it is stored: without the browser's editing artefacts, sanitised by the
 * viewer's own function (`legalHtml`, so the result is exactly what the viewer renders), without
 * paragraphs that hold nothing, never holding a script tag opening (which the viewer would
 * refuse), and '' when it shows nothing (an emptied editor leaves `<p><br></p>` behind).
 */
export function richTextOutput(html: string): string {
  let current = withoutEditingArtefacts(html);
  // Sanitising can rearrange markup; a second round settles what the first one moved.
  for (let round = 0; round < 2; round += 1) {
    const result = legalHtml(withoutScriptOpenings(current));
    if ('invalid' in result) break;
    if (!SCRIPT_OPENING.test(result.html)) {
      return isEmptyRichText(result.html) ? '' : withoutBareParagraphs(result.html).trim();
    }
    current = result.html;
  }
  // Not reached by any markup known to us; the text survives as text rather than being lost.
  const text = fragmentOf(current).textContent?.trim() ?? '';
  return text ? `<p>${escapeText(text)}</p>` : '';
}

function hasBlockChild(element: Element): boolean {
  return [...element.children].some((child) => child.matches(BLOCKS));
}

/** Inline styles that carry meaning in pasted office documents (Google Docs marks bold with them). */
function styleToMarkup(element: HTMLElement) {
  const weight = element.style.fontWeight;
  const bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  const plain = weight === 'normal' || (weight !== '' && Number(weight) > 0 && Number(weight) < 600);
  const italic = element.style.fontStyle === 'italic';
  if ((element.localName === 'b' || element.localName === 'strong') && plain) {
    unwrap(element);
    return;
  }
  if (element.localName !== 'span') return;
  let inner: Node[] = [...element.childNodes];
  for (const [wanted, tag] of [
    [bold, 'strong'],
    [italic, 'em'],
  ] as const) {
    if (!wanted) continue;
    const wrapper = element.ownerDocument.createElement(tag);
    wrapper.append(...inner);
    inner = [wrapper];
  }
  element.replaceWith(...inner);
}

/**
 * Pasted or dropped HTML, cleaned to what the editor makes (see PASTE_CONFIG): other heading
 * levels become the nearest allowed one, divs become paragraphs (or give way to the blocks they
 * hold), bold and italic given by inline styles become markup, and links to anything but web and
 * mail addresses become their text.
 */
export function pastedHtml(html: string): string {
  const fragment = fragmentOf(html);
  for (const element of [...fragment.querySelectorAll<HTMLElement>('span,b,strong')].reverse()) {
    styleToMarkup(element);
  }
  for (const element of fragment.querySelectorAll('h1')) rename(element, 'h2');
  for (const element of fragment.querySelectorAll('h4,h5,h6')) rename(element, 'h3');
  // Innermost first, so a div's children are settled before it is looked at.
  for (const element of [...fragment.querySelectorAll('div')].reverse()) {
    if (hasBlockChild(element)) unwrap(element);
    else rename(element, 'p');
  }
  const clean = fragmentOf(DOMPurify.sanitize(serialise(fragment), PASTE_CONFIG));
  for (const link of clean.querySelectorAll('a')) {
    const href = link.getAttribute('href');
    if (!href || !isSafeHref(href)) unwrap(link);
  }
  return richTextOutput(serialise(clean));
}

const EMAIL = /^[^\s@/:<>]+@[^\s@/<>]+\.[^\s@/<>]+$/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The link target for what was typed into the link dialog, or undefined when it is not a web or
 * mail address: `example.com` becomes `https://example.com/`, `info@example.com` a mailto link;
 * `javascript:`, `data:`, `ftp:` and the like are refused. Returned as the URL parser writes it,
 * so spaces and angle brackets are percent-encoded.
 */
export function linkHref(input: string): string | undefined {
  const typed = input.trim();
  if (typed === '' || /\s/.test(typed)) return undefined;
  const candidate = EMAIL.test(typed)
    ? `mailto:${typed}`
    : HAS_SCHEME.test(typed)
      ? typed
      : `https://${typed}`;
  if (!isSafeHref(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol === 'mailto:') {
    let address: string;
    try {
      address = decodeURIComponent(url.pathname);
    } catch {
      return undefined;
    }
    return EMAIL.test(address) ? url.href : undefined;
  }
  const host = url.hostname;
  return host.includes('.') || host === 'localhost' ? url.href : undefined;
}
