import type { VideoCall } from '@atrium/domain';
import type { StoredCall, StoredParticipant } from './video-call.rules';

const byCallerFirst =
  (callerId: string) =>
  (a: StoredParticipant, b: StoredParticipant): number =>
    Number(b.userId === callerId) - Number(a.userId === callerId) || a.userId.localeCompare(b.userId);

/**
 * What a call's people see of it: who is in it and in what state, and the tab each joined
 * participant talks from (the address of their signals); no times of the participants.
 */
export function presentCall(call: StoredCall): VideoCall {
  return {
    id: call.id,
    conversationId: call.conversationId,
    startedBy: call.startedBy,
    state: call.state,
    createdAt: call.createdAt,
    // The caller first, then the others in a stable order.
    participants: [...call.participants].sort(byCallerFirst(call.startedBy)).map((participant) => ({
      uid: participant.userId,
      name: participant.name,
      state: participant.state,
      ...(participant.state === 'JOINED' && participant.connectionId
        ? { connectionId: participant.connectionId }
        : {}),
    })),
  };
}
