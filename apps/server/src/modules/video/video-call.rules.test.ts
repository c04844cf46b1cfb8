import { describe, expect, it } from 'vitest';
import {
  afterTime,
  type CallState,
  type ParticipantState,
  type StoredCall,
  settled,
  visiblyChanged,
} from './video-call.rules';

const T0 = 1_700_000_000_000;
const timings = { ringTimeoutMs: 45_000, silentAfterMs: 30_000 };

function call(state: CallState, ...states: ParticipantState[]): StoredCall {
  return {
    id: 'call',
    conversationId: 'conversation',
    startedBy: 'u0',
    state,
    createdAt: T0,
    endedAt: null,
    participants: states.map((participantState, index) => ({
      userId: `u${index}`,
      name: `User ${index}`,
      state: participantState,
      connectionId: participantState === 'JOINED' ? `tab${index}` : null,
      lastSeenAt: T0,
    })),
  };
}

const states = (c: StoredCall) => [c.state, ...c.participants.map((p) => p.state)];

describe('settled: a call state as its participants make it', () => {
  it.each([
    [call('RINGING', 'JOINED', 'RINGING'), ['RINGING', 'JOINED', 'RINGING']],
    [call('RINGING', 'LEFT', 'RINGING'), ['ENDED', 'LEFT', 'LEFT']],
    [call('RINGING', 'JOINED', 'DECLINED'), ['ENDED', 'LEFT', 'DECLINED']],
    [call('RINGING', 'JOINED', 'BUSY', 'LEFT'), ['ENDED', 'LEFT', 'BUSY', 'LEFT']],
    [call('RINGING', 'JOINED', 'DECLINED', 'RINGING'), ['RINGING', 'JOINED', 'DECLINED', 'RINGING']],
    [call('RINGING', 'JOINED', 'JOINED', 'RINGING'), ['ACTIVE', 'JOINED', 'JOINED', 'RINGING']],
    [call('ACTIVE', 'JOINED', 'JOINED', 'RINGING'), ['ACTIVE', 'JOINED', 'JOINED', 'RINGING']],
    [call('ACTIVE', 'LEFT', 'JOINED', 'RINGING'), ['ENDED', 'LEFT', 'LEFT', 'LEFT']],
    [call('ACTIVE', 'LEFT', 'JOINED', 'JOINED'), ['ACTIVE', 'LEFT', 'JOINED', 'JOINED']],
    [call('ENDED', 'LEFT', 'LEFT'), ['ENDED', 'LEFT', 'LEFT']],
  ])('%# %o', (before, expected) => {
    const after = settled(before, T0 + 5);
    expect(states(after)).toEqual(expected);
    expect(after.endedAt).toBe(after.state === 'ENDED' && before.state !== 'ENDED' ? T0 + 5 : null);
  });
});

describe('afterTime: rings and silence', () => {
  it('stops unanswered rings at the ring timeout, not before', () => {
    const ringing = call('RINGING', 'JOINED', 'RINGING');
    ringing.participants[0]!.lastSeenAt = T0 + 30_000;
    expect(afterTime(ringing, T0 + 44_999, timings)).toBe(ringing);
    expect(states(afterTime(ringing, T0 + 45_000, timings))).toEqual(['ENDED', 'LEFT', 'LEFT']);
    const running = call('ACTIVE', 'JOINED', 'JOINED', 'RINGING');
    running.participants[0]!.lastSeenAt = T0 + 40_000;
    running.participants[1]!.lastSeenAt = T0 + 40_000;
    expect(states(afterTime(running, T0 + 45_000, timings))).toEqual(['ACTIVE', 'JOINED', 'JOINED', 'LEFT']);
  });

  it('takes a participant silent for longer than the limit as gone', () => {
    const running = call('ACTIVE', 'JOINED', 'JOINED', 'JOINED');
    running.participants[0]!.lastSeenAt = T0 + 20_000;
    running.participants[1]!.lastSeenAt = T0 + 20_000;
    expect(afterTime(running, T0 + 30_000, timings)).toBe(running);
    expect(states(afterTime(running, T0 + 30_001, timings))).toEqual(['ACTIVE', 'JOINED', 'JOINED', 'LEFT']);
    expect(states(afterTime(running, T0 + 50_001, timings))).toEqual(['ENDED', 'LEFT', 'LEFT', 'LEFT']);
  });
});

describe('visiblyChanged', () => {
  it('tells states and tabs apart from mere signs of life', () => {
    const before = call('ACTIVE', 'JOINED', 'JOINED');
    const seen = { ...before, participants: before.participants.map((p) => ({ ...p, lastSeenAt: T0 + 9 })) };
    expect(visiblyChanged(before, seen)).toBe(false);
    const moved = {
      ...before,
      participants: before.participants.map((p) => ({ ...p, connectionId: 'other' })),
    };
    expect(visiblyChanged(before, moved)).toBe(true);
    expect(visiblyChanged(before, settled({ ...before, participants: [] }, T0))).toBe(true);
    expect(visiblyChanged(undefined, before)).toBe(true);
  });
});
