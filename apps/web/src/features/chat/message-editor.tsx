import { CHAT_MESSAGE_MAX_CHARS } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editMessage } from './chat-actions';
import { errorIdOf, errorKeyOf } from './chat-errors';

/** Edits one's own message in place: Enter saves, Shift+Enter a new line, Escape cancels. */
export function MessageEditor({
  messageId,
  text,
  onDone,
}: {
  messageId: string;
  text: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(text);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const trimmed = value.trim();
    if (!trimmed || trimmed === text.trim()) return onDone();
    setBusy(true);
    try {
      await editMessage(messageId, trimmed);
      onDone();
    } catch (error) {
      setFailure(errorKeyOf(errorIdOf(error)));
      setBusy(false);
    }
  };
  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            // Escape leaves the editor, not the panel.
            event.preventDefault();
            event.stopPropagation();
            onDone();
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void save();
          }
        }}
        multiline
        maxRows={6}
        fullWidth
        size="small"
        autoFocus
        error={Boolean(failure)}
        helperText={failure ? t(failure) : undefined}
        slotProps={{
          htmlInput: { maxLength: CHAT_MESSAGE_MAX_CHARS, 'aria-label': t('chat.message.editLabel') },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 0.5 }}>
        <Button size="small" onClick={onDone}>
          {t('chat.cancel')}
        </Button>
        <Button size="small" variant="contained" onClick={() => void save()} disabled={busy}>
          {t('chat.message.save')}
        </Button>
      </Box>
    </Box>
  );
}
