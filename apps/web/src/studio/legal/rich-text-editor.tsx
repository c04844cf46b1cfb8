import Box from '@mui/material/Box';
import {
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  applyLink,
  caretToPoint,
  clearFormatting,
  type FormatState,
  formatState,
  noFormat,
  prepareEditing,
  removeLink,
  restoreSelection,
  run,
  selectionIn,
  toggleHeading,
} from './editor-commands';
import { LinkDialog, type LinkRequest } from './link-dialog';
import { pastedHtml, richTextOutput } from './rich-text-output';
import { RichTextToolbar, type ToolbarAction } from './rich-text-toolbar';

const sameFormat = (a: FormatState, b: FormatState) =>
  (Object.keys(a) as (keyof FormatState)[]).every((key) => a[key] === b[key]);

type Props = {
  id: string;
  /** The stored HTML; shown sanitised, never as it is. */
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  toolbarLabel: string;
  placeholder?: string;
  testId?: string;
};

/**
 * A small rich-text editor: a contentEditable region (a multi-line text box for screen readers)
 * with a formatting toolbar, Ctrl/⌘+B, I and K, and pasting and dropping cleaned to what the
 * toolbar makes. What it reports is `richTextOutput` of its content: what the viewer renders.
 */
export function RichTextEditor(props: Props) {
  const { id, value, onChange, labelledBy, describedBy, invalid, toolbarLabel, placeholder, testId } = props;
  const editor = useRef<HTMLDivElement>(null);
  /** The last value reported (or shown): a different `value` comes from elsewhere (undo, language). */
  const reported = useRef<string | undefined>(undefined);
  const saved = useRef<Range | undefined>(undefined);
  const pendingLink = useRef<(() => void) | undefined>(undefined);
  const draggingInside = useRef(false);
  const [state, setState] = useState<FormatState>(noFormat);
  const [linkRequest, setLinkRequest] = useState<LinkRequest>();
  const [empty, setEmpty] = useState(value === '');

  useLayoutEffect(() => {
    const element = editor.current;
    if (!element || value === reported.current) return;
    // Stored text may come from an imported file: it enters the page only sanitised.
    element.innerHTML = richTextOutput(value);
    reported.current = value;
    setEmpty(value === '');
  }, [value]);

  const report = useCallback(() => {
    const element = editor.current;
    if (!element) return;
    const html = richTextOutput(element.innerHTML);
    setEmpty(html === '');
    const next = formatState(element);
    setState((previous) => (sameFormat(previous, next) ? previous : next));
    if (html === reported.current) return;
    reported.current = html;
    onChange(html);
  }, [onChange]);

  useEffect(() => {
    const onSelection = () => {
      const element = editor.current;
      if (!element) return;
      const range = selectionIn(element);
      if (range) saved.current = range.cloneRange();
      const next = range ? formatState(element) : noFormat;
      setState((previous) => (sameFormat(previous, next) ? previous : next));
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, []);

  const openLinkDialog = () => {
    const element = editor.current;
    if (!element) return;
    const range = selectionIn(element) ?? saved.current;
    saved.current = range?.cloneRange();
    const link = range ? formatState(element).link : undefined;
    setLinkRequest({
      href: link?.getAttribute('href') ?? '',
      needsText: !link && (range?.collapsed ?? true),
    });
  };

  const act = (action: ToolbarAction) => {
    const element = editor.current;
    if (!element) return;
    if (action === 'link') return openLinkDialog();
    // From the keyboard the focus is on the toolbar: the text and its selection come back first.
    if (document.activeElement !== element || !selectionIn(element)) restoreSelection(element, saved.current);
    prepareEditing();
    const current = formatState(element);
    if (action === 'bold' || action === 'italic') run(action);
    else if (action === 'h2' || action === 'h3') toggleHeading(action, current.block);
    else if (action === 'bulleted') run('insertUnorderedList');
    else if (action === 'numbered') run('insertOrderedList');
    else clearFormatting(current);
    report();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    const action = key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : undefined;
    if (!action) return;
    event.preventDefault();
    act(action);
  };

  const insert = (html: string, text: string) => {
    const cleaned = html ? pastedHtml(html) : '';
    if (cleaned) run('insertHTML', cleaned);
    else if (text) run('insertText', text);
  };

  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    prepareEditing();
    insert(event.clipboardData.getData('text/html'), event.clipboardData.getData('text/plain'));
  };

  const onDrop = (event: DragEvent) => {
    // Text moved within the editor is moved by the browser; what comes from elsewhere is cleaned.
    if (draggingInside.current) return;
    event.preventDefault();
    const html = event.dataTransfer.getData('text/html');
    const text = event.dataTransfer.getData('text/plain');
    if (!html && !text) return;
    editor.current?.focus();
    caretToPoint(event.clientX, event.clientY);
    insert(html, text);
  };

  const closeLink = (action?: () => void) => {
    pendingLink.current = action;
    setLinkRequest(undefined);
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main', boxShadow: 1 },
      }}
    >
      <RichTextToolbar label={toolbarLabel} controls={id} state={state} onAction={act} />
      <Box sx={{ position: 'relative' }}>
        {empty && placeholder && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              p: 2,
              color: 'text.disabled',
              pointerEvents: 'none',
              overflow: 'hidden',
            }}
          >
            {placeholder}
          </Box>
        )}
        <Box
          ref={editor}
          id={id}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          tabIndex={0}
          spellCheck
          data-testid={testId}
          onFocus={() => {
            prepareEditing();
            const element = editor.current;
            // Typing into an empty editor starts a paragraph rather than bare text.
            if (element && element.innerHTML === '') {
              element.innerHTML = '<p><br></p>';
              const start = document.createRange();
              start.setStart(element.firstChild as Node, 0);
              restoreSelection(element, start);
            }
          }}
          onInput={report}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onDrop={onDrop}
          onDragStart={() => {
            draggingInside.current = true;
          }}
          onDragEnd={() => {
            draggingInside.current = false;
          }}
          sx={{
            minHeight: 180,
            maxHeight: 480,
            overflow: 'auto',
            p: 2,
            outline: 'none',
            lineHeight: 1.7,
            '& > :first-of-type': { mt: 0 },
            '& a': { color: 'primary.light' },
          }}
        />
      </Box>
      <LinkDialog
        request={linkRequest}
        onCancel={() => closeLink(() => restoreSelection(editor.current as HTMLElement, saved.current))}
        onSave={(href, text) =>
          closeLink(() => {
            const element = editor.current;
            if (!element) return;
            applyLink(element, saved.current, href, text);
            report();
          })
        }
        onRemove={() =>
          closeLink(() => {
            const element = editor.current;
            if (!element) return;
            removeLink(element, saved.current);
            report();
          })
        }
        onExited={() => {
          pendingLink.current?.();
          pendingLink.current = undefined;
        }}
      />
    </Box>
  );
}
