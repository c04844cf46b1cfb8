import type { ChatMessage } from '@atrium/domain';

/**
 * Merges messages into a conversation's list, ordered by `seq`. A message is kept once, by id: a
 * copy with a newer `rev` (edited, deleted) replaces it, an older or equal one is ignored, so a
 * push, a sync answer and a history page may bring the same message in any order. Messages older
 * than `floorSeq` (the oldest loaded through history) are left for the history page that brings
 * them: inserted alone, they would hide the gap before them from the upward scroll.
 * Answers the same array when nothing changed.
 */
export function mergeMessages(
  list: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
  floorSeq?: number,
): readonly ChatMessage[] {
  if (incoming.length === 0) return list;
  const byId = new Map(list.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    const known = byId.get(message.id);
    if (known) {
      if (message.rev <= known.rev) continue;
      // Only the author's own answers carry the clientKey; a later push to others does not.
      byId.set(
        message.id,
        known.clientKey && !message.clientKey ? { ...message, clientKey: known.clientKey } : message,
      );
      changed = true;
      continue;
    }
    if (floorSeq !== undefined && message.seq < floorSeq) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return list;
  return [...byId.values()].sort((a, b) => a.seq - b.seq || a.id.localeCompare(b.id));
}

/** The highest `rev` among messages (what a sync names as seen), or `seen` when higher. */
export function highestRev(messages: readonly ChatMessage[], seen = 0): number {
  return messages.reduce((max, message) => Math.max(max, message.rev), seen);
}

/** Messages grouped by conversation id, each group in the order given. */
export function byConversation(messages: readonly ChatMessage[]): Map<string, ChatMessage[]> {
  const groups = new Map<string, ChatMessage[]>();
  for (const message of messages) {
    const group = groups.get(message.conversationId) ?? [];
    group.push(message);
    groups.set(message.conversationId, group);
  }
  return groups;
}
