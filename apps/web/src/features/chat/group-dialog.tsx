import type { Conversation } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import { usePresenceStore } from '../presence/presence.store';
import { useChatStore } from './chat.store';
import { createGroup, updateGroup } from './chat-actions';
import { errorIdOf, errorKeyOf } from './chat-errors';
import { useChatPanel } from './chat-panel.store';
import { chatScopeNow } from './chat-scope';
import { candidatesOf, type GroupFormErrors, groupFormErrors, hasErrors } from './group-form';

/**
 * Create a group channel, or change one (its owner or an administrator): a name, and the users
 * chosen from a searchable list of the attendees present and the people met in chats (spec §5).
 */
export function GroupDialog({
  open,
  onClose,
  group,
}: {
  open: boolean;
  onClose: () => void;
  group?: Conversation;
}) {
  const { t, i18n } = useTranslation();
  const selfUid = useSessionStore((s) => s.user?.userId);
  const entries = usePresenceStore((s) => s.entries);
  const conversations = useChatStore((s) => s.conversations);
  const [name, setName] = useState(group?.name ?? '');
  const [memberIds, setMemberIds] = useState<string[]>(
    group ? group.members.filter((m) => m.uid !== group.ownerId && m.uid !== selfUid).map((m) => m.uid) : [],
  );
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const membersHelpId = useId();
  const titleId = useId();

  const known = useMemo(
    () => [
      entries.map(({ uid, name }) => ({ uid, name })),
      ...Object.values(conversations).map((conversation) => conversation.members),
    ],
    [entries, conversations],
  );
  const candidates = candidatesOf(known, selfUid, query, i18n.language);
  const errors: GroupFormErrors = submitted ? groupFormErrors({ name, memberIds }) : {};
  const toggle = (uid: string) =>
    setMemberIds((ids) => (ids.includes(uid) ? ids.filter((id) => id !== uid) : [...ids, uid]));

  const submit = async () => {
    setSubmitted(true);
    setFailure(undefined);
    const scope = chatScopeNow();
    if (hasErrors(groupFormErrors({ name, memberIds })) || !scope) return;
    setBusy(true);
    try {
      const saved = group
        ? await updateGroup({ conversationId: group.id, name: name.trim(), memberIds })
        : await createGroup(scope, name.trim(), memberIds);
      useChatPanel.getState().show({ name: 'conversation', conversationId: saved.id });
      onClose();
    } catch (error) {
      setFailure(errorKeyOf(errorIdOf(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="chat-group-dialog"
    >
      <DialogTitle id={titleId}>{t(group ? 'chat.group.editTitle' : 'chat.group.createTitle')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(failure)}
          </Alert>
        )}
        <TextField
          label={t('chat.group.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ? t(errors.name) : ' '}
          fullWidth
          autoFocus
          margin="dense"
          slotProps={{ htmlInput: { 'data-testid': 'chat-group-name' } }}
        />
        <TextField
          label={t('chat.group.searchUsers')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
          margin="dense"
          size="small"
          type="search"
        />
        <Typography variant="caption" color="text.secondary">
          {t('chat.group.selected', { count: memberIds.length })}
        </Typography>
        <List
          dense
          aria-label={t('chat.group.users')}
          aria-describedby={membersHelpId}
          sx={{
            maxHeight: 240,
            overflowY: 'auto',
            border: 1,
            borderColor: errors.members ? 'error.main' : 'divider',
            borderRadius: 1,
          }}
        >
          {candidates.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
              {t('chat.group.noUsers')}
            </Typography>
          )}
          {candidates.map((user) => {
            const checked = memberIds.includes(user.uid);
            return (
              <ListItemButton
                key={user.uid}
                onClick={() => toggle(user.uid)}
                role="checkbox"
                aria-checked={checked}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    checked={checked}
                    tabIndex={-1}
                    disableRipple
                    size="small"
                    slotProps={{ input: { 'aria-hidden': true } }}
                  />
                </ListItemIcon>
                <ListItemText primary={user.name} />
              </ListItemButton>
            );
          })}
        </List>
        <FormHelperText
          id={membersHelpId}
          error={Boolean(errors.members)}
          data-testid="chat-group-members-error"
        >
          {errors.members ? t(errors.members) : ' '}
        </FormHelperText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('chat.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          data-testid="chat-group-save"
        >
          {t(group ? 'chat.group.save' : 'chat.group.createButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
