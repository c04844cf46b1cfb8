import { CHAT_MESSAGE_MAX_CHARS, type Conversation } from '@atrium/domain';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import InsertEmoticonIcon from '@mui/icons-material/InsertEmoticon';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentBar } from './attachment-bar';
import { useChatStore } from './chat.store';
import { sendMessage, sendTyping } from './chat-actions';
import { useAttachment } from './use-attachment';

const EmojiPicker = lazy(() => import('./emoji-picker'));

/** Typing is told to the others at most this often while it goes on. */
const TYPING_EVERY_MS = 3_000;

/**
 * Writes a message: several lines (Enter sends, Shift+Enter starts a new line), an emoji from the
 * picker, a file with its upload progress. Written offline, it goes once the chat is back.
 */
export function Composer({
  conversation,
  disabledReason,
}: {
  conversation: Conversation;
  disabledReason?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const caretAfterPick = useRef<number | null>(null);
  const { attachment, attach, clear } = useAttachment(conversation.id);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const synced = useChatStore((s) => s.synced);
  const disabled = Boolean(disabledReason);
  const ready = attachment?.state === 'ready' ? attachment.file : undefined;
  const uploading = attachment?.state === 'uploading';
  const canSend = !disabled && !uploading && (text.trim().length > 0 || Boolean(ready));

  const send = () => {
    if (!canSend) return;
    sendMessage(conversation.id, text.trim(), ready);
    setText('');
    clear();
    input.current?.focus();
  };

  const insert = (emoji: string) => {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    caretAfterPick.current = start + emoji.length;
    setEmojiAnchor(null);
  };

  // After the popover has closed: its focus trap gives the focus back to the emoji button as it
  // closes, and this effect runs after that, so the writer goes on typing where the emoji went.
  useEffect(() => {
    const caret = caretAfterPick.current;
    if (emojiAnchor || caret === null) return;
    caretAfterPick.current = null;
    input.current?.focus();
    input.current?.setSelectionRange(caret, caret);
  }, [emojiAnchor]);

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {attachment && <AttachmentBar attachment={attachment} onRemove={clear} />}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, p: 1 }}>
        <Tooltip title={t('chat.composer.emoji')}>
          <span>
            <IconButton
              size="small"
              disabled={disabled}
              aria-label={t('chat.composer.emoji')}
              aria-haspopup="dialog"
              onClick={(event) => setEmojiAnchor(event.currentTarget)}
              data-testid="chat-emoji-button"
            >
              <InsertEmoticonIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('chat.composer.attach')}>
          <span>
            <IconButton
              size="small"
              disabled={disabled}
              aria-label={t('chat.composer.attach')}
              onClick={() => fileInput.current?.click()}
              data-testid="chat-attach-button"
            >
              <AttachFileIcon />
            </IconButton>
          </span>
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          hidden
          data-testid="chat-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) attach(file);
            event.target.value = '';
          }}
        />
        <InputBase
          inputRef={input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const now = Date.now();
            if (synced && event.target.value && now - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = now;
              void sendTyping(conversation.id);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          placeholder={disabledReason ?? t('chat.composer.placeholder')}
          disabled={disabled}
          multiline
          maxRows={6}
          fullWidth
          inputProps={{
            maxLength: CHAT_MESSAGE_MAX_CHARS,
            'aria-label': t('chat.composer.label'),
            'data-testid': 'chat-input',
          }}
          sx={{ px: 1, py: 0.75, bgcolor: 'action.hover', borderRadius: 2 }}
        />
        <Tooltip title={t('chat.composer.send')}>
          <span>
            <IconButton
              color="primary"
              disabled={!canSend}
              onClick={send}
              aria-label={t('chat.composer.send')}
              data-testid="chat-send"
            >
              {uploading ? (
                <CircularProgress size={20} />
              ) : (
                <SendIcon
                  sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                />
              )}
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Popover
        open={Boolean(emojiAnchor)}
        anchorEl={emojiAnchor}
        onClose={() => setEmojiAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('chat.composer.emoji') } }}
      >
        <Suspense
          fallback={
            // The picker's size, so the popover is placed for it while it loads.
            <Box
              sx={{
                width: 340,
                maxWidth: '90vw',
                height: 380,
                maxHeight: '60vh',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <CircularProgress size={24} aria-label={t('chat.loading')} />
            </Box>
          }
        >
          <EmojiPicker onPick={insert} />
        </Suspense>
      </Popover>
    </Box>
  );
}
