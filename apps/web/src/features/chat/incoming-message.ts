import type { ChatMessage } from '@atrium/domain';
import i18next from 'i18next';
import { plainRichText } from '../../shared/ui/rich-text';
import { useChatStore } from './chat.store';
import { announce } from './chat-announcer';
import { useChatPanel } from './chat-panel.store';
import { useChatSettings } from './chat-settings.store';
import { playChime, showNotification } from './notifier';

/** The part of a message read out or shown in a notification. */
export const EXCERPT_CHARS = 120;

const excerpt = (message: ChatMessage) => {
  const text = plainRichText(message.text).trim() || message.file?.name || '';
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text;
};

/** Whether a pushed message is someone else's new message (not an edit, deletion or repeat). */
export function isNewFromOthers(message: ChatMessage, known: boolean, selfUid: string | undefined): boolean {
  return !known && message.author.uid !== selfUid && !message.deletedBy && message.editedAt === undefined;
}

/**
 * A pushed message: into the store; someone else's new one is announced to screen readers and,
 * while the tab is hidden and the user is not Busy, chimes and shows a browser notification.
 */
export function receivePushedMessage(message: ChatMessage, selfUid: string | undefined) {
  const state = useChatStore.getState();
  const known = (state.messages[message.conversationId] ?? []).some((m) => m.id === message.id);
  state.receive([message]);
  if (!isNewFromOthers(message, known, selfUid)) return;
  const text = excerpt(message);
  announce(i18next.t('chat.announce', { name: message.author.name, text }));
  if (typeof document === 'undefined' || !document.hidden || state.status === 'BUSY') return;
  const settings = useChatSettings.getState();
  if (settings.sound) playChime();
  if (settings.notifications) {
    const conversation = state.conversations[message.conversationId];
    const title =
      conversation?.kind === 'GROUP'
        ? i18next.t('chat.notificationInGroup', { name: message.author.name, group: conversation.name })
        : i18next.t('chat.notification', { name: message.author.name });
    showNotification(title, text, message.conversationId, () =>
      useChatPanel.getState().open({ name: 'conversation', conversationId: message.conversationId }),
    );
  }
}
