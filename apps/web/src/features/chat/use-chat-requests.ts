import type { Conversation, PresenceScope } from '@atrium/domain';
import { useEffect } from 'react';
import { useChatStore } from './chat.store';
import { closeRoom, openPrivate, openRoom } from './chat-actions';
import { errorIdOf, errorKeyOf } from './chat-errors';
import { type ChatRequest, type ChatView, useChatPanel } from './chat-panel.store';

/** The private chat with someone, when the list has it already. */
export function privateChatWith(
  conversations: Readonly<Record<string, Conversation>>,
  uid: string,
): Conversation | undefined {
  return Object.values(conversations).find(
    (conversation) =>
      conversation.kind === 'PRIVATE' && conversation.members.some((member) => member.uid === uid),
  );
}

const roomOf = (view: ChatView) => {
  if (view.name !== 'conversation') return undefined;
  const conversation = useChatStore.getState().conversations[view.conversationId];
  return conversation?.kind === 'ROOM' ? conversation : undefined;
};

/**
 * Opens the conversations asked for from elsewhere (start chat in presence or a profile, the room
 * chat button) once the chat is online, and leaves a room chat when the panel moves away from it.
 */
export function useChatRequests(scope: PresenceScope | undefined) {
  const request = useChatPanel((s) => s.request);
  const synced = useChatStore((s) => s.synced);
  const architectureId = scope?.architectureId;
  const mode = scope?.mode;

  useEffect(() => {
    if (!request) return;
    const panel = useChatPanel.getState();
    const known =
      request.kind === 'private'
        ? privateChatWith(useChatStore.getState().conversations, request.partner.uid)
        : undefined;
    if (known) {
      panel.settle(request);
      panel.show({ name: 'conversation', conversationId: known.id });
      return;
    }
    if (!synced || !architectureId || !mode) return;
    const opening: Promise<Conversation> =
      request.kind === 'private'
        ? openPrivate({ architectureId, mode }, request.partner.uid)
        : openRoom({ architectureId, mode }, request.room);
    opening.then(
      (conversation) => {
        useChatPanel.getState().settle(request);
        useChatPanel.getState().show({ name: 'conversation', conversationId: conversation.id });
      },
      (error) => {
        useChatPanel.getState().settle(request);
        useChatPanel.getState().setNotice({ key: errorKeyOf(errorIdOf(error)) });
      },
    );
  }, [request, synced, architectureId, mode]);

  useEffect(
    () =>
      useChatPanel.subscribe((state, previous) => {
        const left = roomOf(previous.view);
        if (left && roomOf(state.view)?.id !== left.id) void closeRoom(left.id).catch(() => undefined);
      }),
    [],
  );
}

export type { ChatRequest };
