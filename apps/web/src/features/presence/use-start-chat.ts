import { useChatActive } from '../chat/chat-active';
import { type ChatPartner, useChatPanel } from '../chat/chat-panel.store';
import { useProfilePanel } from '../profile/profile-panel.store';

export type { ChatPartner };

// A profile the chat was started from closes: the chat opens in its place.
const startChat = (partner: ChatPartner) => {
  useProfilePanel.getState().close();
  useChatPanel.getState().ask({ kind: 'private', partner });
};

/**
 * Starts a private chat with an attendee: the chat panel opens on it. Undefined while the chat is
 * not there (a guest, no venue, an outdated app): the presence menus then show "start chat"
 * disabled with a note.
 */
export function useStartChat(): ((partner: ChatPartner) => void) | undefined {
  return useChatActive() ? startChat : undefined;
}
