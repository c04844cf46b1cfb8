import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChatStore } from './chat.store';

/** Who is typing in a conversation (for a few seconds after their last keystroke). */
export function TypingIndicator({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const typists = useChatStore((s) => s.typing[conversationId]);
  const names = Object.values(typists ?? {}).map((typist) => typist.name);
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      data-testid="chat-typing"
      sx={{ px: 2, minHeight: 20, display: 'block', fontStyle: 'italic' }}
    >
      {names.length === 1 && t('chat.typing.one', { name: names[0] })}
      {names.length === 2 && t('chat.typing.two', { first: names[0], second: names[1] })}
      {names.length > 2 && t('chat.typing.many', { count: names.length })}
    </Typography>
  );
}
