import type { Conversation } from '@atrium/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import { blockUser, unblockUser } from './chat.api';
import { useChatStore } from './chat.store';
import { deleteGroup } from './chat-actions';
import { errorIdOf, errorKeyOf } from './chat-errors';
import { useChatPanel } from './chat-panel.store';
import { ConfirmDialog } from './confirm-dialog';
import { GroupDialog } from './group-dialog';
import { useIsModerator } from './use-is-moderator';

const failed = (error: unknown) => useChatPanel.getState().setNotice({ key: errorKeyOf(errorIdOf(error)) });

/**
 * A conversation's actions: block or unblock the other person of a private chat; rename, change
 * the members of or delete a group channel (its owner or an administrator).
 */
export function ConversationMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const selfUid = useSessionStore((s) => s.user?.userId);
  const moderator = useIsModerator();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'block'>();
  const menuId = useId();
  const partner =
    conversation.kind === 'PRIVATE' ? conversation.members.find((m) => m.uid !== selfUid) : undefined;
  const manages = conversation.kind === 'GROUP' && (conversation.ownerId === selfUid || moderator);
  if (!partner && !manages) return null;
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const setBlocked = (blocked: boolean) => {
    if (!partner) return;
    (blocked ? blockUser(partner.uid) : unblockUser(partner.uid)).then(
      () => useChatStore.getState().upsertConversation({ ...conversation, blocked }),
      failed,
    );
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('chat.conversationActions')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="chat-conversation-menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {partner &&
          (conversation.blocked ? (
            <MenuItem onClick={pick(() => setBlocked(false))}>
              {t('chat.block.unblock', { name: partner.name })}
            </MenuItem>
          ) : (
            <MenuItem onClick={pick(() => setDialog('block'))}>
              {t('chat.block.block', { name: partner.name })}
            </MenuItem>
          ))}
        {manages && <MenuItem onClick={pick(() => setDialog('edit'))}>{t('chat.group.edit')}</MenuItem>}
        {manages && <MenuItem onClick={pick(() => setDialog('delete'))}>{t('chat.group.delete')}</MenuItem>}
      </Menu>
      {dialog === 'edit' && <GroupDialog open group={conversation} onClose={() => setDialog(undefined)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('chat.group.deleteTitle', { name: conversation.name })}
        text={t('chat.group.deleteText')}
        confirm={t('chat.group.delete')}
        onConfirm={() =>
          deleteGroup(conversation.id).then(() => useChatPanel.getState().show({ name: 'home' }), failed)
        }
        onClose={() => setDialog(undefined)}
      />
      <ConfirmDialog
        open={dialog === 'block'}
        title={t('chat.block.title', { name: partner?.name ?? '' })}
        text={t('chat.block.text', { name: partner?.name ?? '' })}
        confirm={t('chat.block.confirm')}
        onConfirm={() => setBlocked(true)}
        onClose={() => setDialog(undefined)}
      />
    </>
  );
}
