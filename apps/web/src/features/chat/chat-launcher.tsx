import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import './chat-texts';
import { useChatStore } from './chat.store';
import { registerLauncher } from './chat-focus';
import { useChatPanel } from './chat-panel.store';
import { totalUnread } from './unread';

export const CHAT_PANEL_ID = 'chat-panel';

/** The header's chat button: opens and minimises the panel, with the total unread badge. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const selfUid = useSessionStore((s) => s.user?.userId);
  const unread = useChatStore((s) => totalUnread(s.conversations, s.messages, selfUid));
  const opened = useChatPanel((s) => s.opened);
  const label = unread > 0 ? t('chat.launcherUnread', { count: unread }) : t('chat.launcher');
  return (
    <Tooltip title={label}>
      <IconButton
        ref={registerLauncher}
        onClick={() => useChatPanel.getState().toggle()}
        aria-label={label}
        aria-expanded={opened}
        aria-controls={opened ? CHAT_PANEL_ID : undefined}
        data-testid="chat-launcher"
      >
        <Badge badgeContent={unread || undefined} color="primary" max={99} data-testid="chat-unread-total">
          <ChatBubbleOutlineIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
