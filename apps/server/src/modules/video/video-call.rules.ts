import { VIDEO_CALL_MAX_PARTICIPANTS, VIDEO_HEARTBEAT_MS, VIDEO_RING_TIMEOUT_MS } from '@atrium/domain';

export type ParticipantState = 'RINGING' | 'JOINED' | 'DECLINED' | 'BUSY' | 'LEFT';
export type CallState = 'RINGING' | 'ACTIVE' | 'ENDED';

export type StoredParticipant = {
  userId: string;
  name: string;
  state: ParticipantState;
  /** The tab a JOINED participant talks from (its socket id); signals go there. */
  connectionId: string | null;
  /** Epoch ms of the participant's last sign of life (start, accept, heartbeat). */
  lastSeenAt: number;
};

export type StoredCall = {
  id: string;
  conversationId: string;
  startedBy: string;
  state: CallState;
  createdAt: number;
  endedAt: number | null;
  participants: StoredParticipant[];
};

export type CallTimings = {
  /** A ring nobody answers stops after this long. */
  ringTimeoutMs: number;
  /** A joined participant silent this long has left (two heartbeats missed). */
  silentAfterMs: number;
};

export const defaultCallTimings: CallTimings = {
  ringTimeoutMs: VIDEO_RING_TIMEOUT_MS,
  silentAfterMs: 2 * VIDEO_HEARTBEAT_MS,
};

export const isLive = (call: Pick<StoredCall, 'state'>) => call.state !== 'ENDED';

export const joinedCount = (call: StoredCall) =>
  call.participants.filter((participant) => participant.state === 'JOINED').length;

export const participantOf = (call: StoredCall, userId: string) =>
  call.participants.find((participant) => participant.userId === userId);

/** The call with one participant changed (others as they were). */
export function withParticipant(
  call: StoredCall,
  userId: string,
  change: Partial<Omit<StoredParticipant, 'userId' | 'name'>>,
): StoredCall {
  return {
    ...call,
    participants: call.participants.map((participant) =>
      participant.userId === userId ? { ...participant, ...change } : participant,
    ),
  };
}

/**
 * The call's state as its participants make it:
 *
 * | call      | joined | ringing | becomes |
 * |-----------|--------|---------|---------|
 * | RINGING   | 0      | any     | ENDED (the caller hung up while it rang) |
 * | RINGING   | 1      | 0       | ENDED (everyone declined, was busy or missed it) |
 * | RINGING   | 1      | ≥ 1     | RINGING |
 * | RINGING   | ≥ 2    | any     | ACTIVE  |
 * | ACTIVE    | < 2    | any     | ENDED   |
 * | ACTIVE    | ≥ 2    | any     | ACTIVE  |
 *
 * An ending call takes everyone still joined or ringing out (LEFT) and notes when it ended.
 */
export function settled(call: StoredCall, now: number): StoredCall {
  if (call.state === 'ENDED') return call;
  const joined = joinedCount(call);
  const ringing = call.participants.filter((participant) => participant.state === 'RINGING').length;
  let state: CallState = call.state;
  if (call.state === 'RINGING') {
    if (joined >= 2) state = 'ACTIVE';
    else if (joined === 0 || ringing === 0) state = 'ENDED';
  } else if (joined < 2) {
    state = 'ENDED';
  }
  if (state !== 'ENDED') return state === call.state ? call : { ...call, state };
  return {
    ...call,
    state,
    endedAt: now,
    participants: call.participants.map((participant) =>
      participant.state === 'JOINED' || participant.state === 'RINGING'
        ? { ...participant, state: 'LEFT' }
        : participant,
    ),
  };
}

/**
 * The call after what time does to it: rings unanswered after `ringTimeoutMs` stop (LEFT: the
 * call was missed), participants silent for longer than `silentAfterMs` have left; then settled.
 */
export function afterTime(call: StoredCall, now: number, timings: CallTimings = defaultCallTimings) {
  if (call.state === 'ENDED') return call;
  const ringOver = now - call.createdAt >= timings.ringTimeoutMs;
  const participants = call.participants.map((participant): StoredParticipant => {
    if (participant.state === 'RINGING' && ringOver) return { ...participant, state: 'LEFT' };
    if (participant.state === 'JOINED' && now - participant.lastSeenAt > timings.silentAfterMs) {
      return { ...participant, state: 'LEFT' };
    }
    return participant;
  });
  const changed = participants.some((participant, index) => participant !== call.participants[index]);
  return settled(changed ? { ...call, participants } : call, now);
}

/** What the tabs of the call's people must hear of: its state or someone's state or tab changed. */
export function visiblyChanged(before: StoredCall | undefined, after: StoredCall): boolean {
  if (!before || before.state !== after.state) return true;
  return after.participants.some((participant) => {
    const earlier = participantOf(before, participant.userId);
    return earlier?.state !== participant.state || earlier.connectionId !== participant.connectionId;
  });
}

/** A call holds at most VIDEO_CALL_MAX_PARTICIPANTS people: a conversation with more has none. */
export const callFits = (memberCount: number) => memberCount <= VIDEO_CALL_MAX_PARTICIPANTS;
