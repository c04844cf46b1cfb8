import type { ChatMessage, Conversation } from '@atrium/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { muteInRooms } from './chat.api';
import { deleteMessage } from './chat-actions';
import { errorIdOf, errorKeyOf } from './chat-errors';
import { useChatPanel } from './chat-panel.store';
import { chatScopeNow } from './chat-scope';
import { ConfirmDialog } from './confirm-dialog';
import { ReportDialog } from './report-dialog';

const failed = (error: unknown) => useChatPanel.getState().setNotice({ key: errorKeyOf(errorIdOf(error)) });

/**
 * A message's actions: edit and delete one's own (deleting asks first), report someone else's;
 * administrators delete any message and, in room chats, mute its author.
 */
export function MessageMenu({
  message,
  conversation,
  own,
  moderator,
  onEdit,
}: {
  message: ChatMessage;
  conversation: Conversation;
  own: boolean;
  moderator: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'delete' | 'report' | 'mute'>();
  const menuId = useId();
  if (message.deletedBy) return null;
  const close = () => setAnchor(null);
  const pick = (action: () => void) => () => {
    close();
    action();
  };
  const items = [
    own && message.text && (
      <MenuItem key="edit" onClick={pick(onEdit)}>
        {t('chat.message.edit')}
      </MenuItem>
    ),
    (own || moderator) && (
      <MenuItem key="delete" onClick={pick(() => setDialog('delete'))}>
        {t('chat.message.delete')}
      </MenuItem>
    ),
    !own && (
      <MenuItem key="report" onClick={pick(() => setDialog('report'))}>
        {t('chat.message.report')}
      </MenuItem>
    ),
    !own && moderator && conversation.kind === 'ROOM' && (
      <MenuItem key="mute" onClick={pick(() => setDialog('mute'))}>
        {t('chat.message.mute', { name: message.author.name })}
      </MenuItem>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;

  return (
    <>
      <IconButton
        size="small"
        className="message-menu-button"
        aria-label={t('chat.message.actions', { name: message.author.name })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="chat-message-menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items}
      </Menu>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('chat.message.deleteTitle')}
        text={t(own ? 'chat.message.deleteText' : 'chat.message.deleteAnyText', {
          name: message.author.name,
        })}
        confirm={t('chat.message.delete')}
        onConfirm={() => void deleteMessage(message.id).catch(failed)}
        onClose={() => setDialog(undefined)}
      />
      <ConfirmDialog
        open={dialog === 'mute'}
        title={t('chat.mute.title', { name: message.author.name })}
        text={t('chat.mute.text', { name: message.author.name })}
        confirm={t('chat.mute.confirm')}
        onConfirm={() => {
          const scope = chatScopeNow();
          if (!scope) return;
          muteInRooms(scope, message.author.uid).then(
            () =>
              useChatPanel.getState().setNotice({
                key: 'chat.mute.done',
                values: { name: message.author.name },
                severity: 'success',
              }),
            failed,
          );
        }}
        onClose={() => setDialog(undefined)}
      />
      {dialog === 'report' && <ReportDialog messageId={message.id} onClose={() => setDialog(undefined)} />}
    </>
  );
}
