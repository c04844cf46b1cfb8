/** Who a chat is started with. */
export type ChatPartner = { uid: string; name: string };

/**
 * Starts a private chat with an attendee. Undefined while the venue has no chat: the presence
 * menus then show "start chat" disabled with a note. The chat feature fills this in.
 */
export function useStartChat(): ((partner: ChatPartner) => void) | undefined {
  return undefined;
}
