/**
 * The editing commands of the rich-text editor, on the browser's own `document.execCommand`.
 * Deprecated in name, it is still what every browser implements for contentEditable and keeps the
 * caret, selection and input methods working; an editor framework (ProseMirror, Lexical) would
 * add about 100 kB for eight buttons. What the commands produce is cleaned by rich-text-output.ts.
 */

export type BlockFormat = 'p' | 'h2' | 'h3';

export type FormatState = {
  bold: boolean;
  italic: boolean;
  block: BlockFormat | undefined;
  unorderedList: boolean;
  orderedList: boolean;
  /** The link the selection is in, if any. */
  link: HTMLAnchorElement | undefined;
};

export const noFormat: FormatState = {
  bold: false,
  italic: false,
  block: undefined,
  unorderedList: false,
  orderedList: false,
  link: undefined,
};

/** The selection's range when it lies in the editor. */
export function selectionIn(editor: HTMLElement): Range | undefined {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return undefined;
  const range = selection.getRangeAt(0);
  return editor.contains(range.commonAncestorContainer) ? range : undefined;
}

/** Focuses the editor with a saved selection back in place (after a dialog or a toolbar click). */
export function restoreSelection(editor: HTMLElement, range: Range | undefined) {
  editor.focus({ preventScroll: true });
  if (!range || !editor.contains(range.commonAncestorContainer)) return;
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

export function run(command: string, value?: string) {
  document.execCommand(command, false, value);
}

/** Sets what the browser makes on Enter and how it marks bold: paragraphs and tags, not styles. */
export function prepareEditing() {
  run('defaultParagraphSeparator', 'p');
  run('styleWithCSS', 'false');
}

function closestIn(editor: HTMLElement, node: Node | null, selector: string): Element | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  const found = element?.closest(selector);
  return found && editor.contains(found) && found !== editor ? found : undefined;
}

/** The node the selection starts in: a caret between blocks (Ctrl+Home) is in the block after it. */
function startNode(range: Range): Node {
  const { startContainer, startOffset } = range;
  return (startContainer instanceof Element && startContainer.childNodes[startOffset]) || startContainer;
}

/** What the toolbar shows as pressed for the current selection. */
export function formatState(editor: HTMLElement): FormatState {
  const range = selectionIn(editor);
  if (!range) return noFormat;
  const start = startNode(range);
  const tag = closestIn(editor, start, 'p,h1,h2,h3,h4,h5,h6,li,div')?.localName;
  return {
    bold: document.queryCommandState('bold'),
    italic: document.queryCommandState('italic'),
    block: tag === 'h2' || tag === 'h3' || tag === 'p' ? tag : undefined,
    unorderedList: closestIn(editor, start, 'ul') !== undefined,
    orderedList: closestIn(editor, start, 'ol') !== undefined,
    link: closestIn(editor, start, 'a') as HTMLAnchorElement | undefined,
  };
}

/** Turns the blocks of the selection into headings of a level, or back into paragraphs. */
export function toggleHeading(level: 'h2' | 'h3', current: BlockFormat | undefined) {
  run('formatBlock', current === level ? '<p>' : `<${level}>`);
}

/** Removes bold, italic, links and headings from the selection (lists stay lists). */
export function clearFormatting(state: FormatState) {
  run('removeFormat');
  run('unlink');
  if (state.block === 'h2' || state.block === 'h3') run('formatBlock', '<p>');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Makes the selection a link to `href` (already checked by `linkHref`); with nothing selected the
 * link is inserted with `text` (or the address) as its words. Inside a link, that link is changed.
 */
export function applyLink(editor: HTMLElement, range: Range | undefined, href: string, text: string) {
  restoreSelection(editor, range);
  const existing = range && closestIn(editor, startNode(range), 'a');
  if (existing && range?.collapsed) {
    existing.setAttribute('href', href);
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    return;
  }
  if (!range || range.collapsed) {
    run('insertHTML', `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>`);
    return;
  }
  run('createLink', href);
}

/** Removes the link the selection is in, keeping its words. */
export function removeLink(editor: HTMLElement, range: Range | undefined) {
  restoreSelection(editor, range);
  const link = range && closestIn(editor, startNode(range), 'a');
  if (!link) return;
  const whole = document.createRange();
  whole.selectNodeContents(link);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(whole);
  run('unlink');
}

/** Puts the caret where something was dropped (Chromium and WebKit name it differently from Firefox). */
export function caretToPoint(x: number, y: number) {
  const doc = document as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
    caretRangeFromPoint?: (x: number, y: number) => Range | null;
  };
  let range: Range | null | undefined;
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position) {
    range = document.createRange();
    range.setStart(position.offsetNode, position.offset);
  } else {
    range = doc.caretRangeFromPoint?.(x, y);
  }
  if (!range) return;
  range.collapse(true);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
