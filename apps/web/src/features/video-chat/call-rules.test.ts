import type { VideoCall } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { callerOf, endNotice, isPolite, remoteTabs, ringsFor, tabInCall, tilesOf } from './call-rules';

type State = VideoCall['participants'][number]['state'];

function call(state: VideoCall['state'], ...people: [string, State, string?][]): VideoCall {
  return {
    id: 'c1',
    conversationId: 'v1',
    startedBy: people[0]![0],
    state,
    createdAt: 0,
    participants: people.map(([uid, participantState, connectionId]) => ({
      uid,
      name: uid.toUpperCase(),
      state: participantState,
      ...(connectionId ? { connectionId } : {}),
    })),
  };
}

describe('rings', () => {
  it('ring for a participant in state RINGING of a call that has not ended', () => {
    expect(ringsFor(call('RINGING', ['a', 'JOINED', 't1'], ['b', 'RINGING']), 'b')).toBe(true);
    expect(
      ringsFor(call('ACTIVE', ['a', 'JOINED', 't1'], ['b', 'JOINED', 't2'], ['c', 'RINGING']), 'c'),
    ).toBe(true);
    expect(ringsFor(call('RINGING', ['a', 'JOINED', 't1'], ['b', 'RINGING']), 'a')).toBe(false);
    expect(ringsFor(call('RINGING', ['a', 'JOINED', 't1'], ['b', 'DECLINED']), 'b')).toBe(false);
    expect(ringsFor(call('ENDED', ['a', 'LEFT'], ['b', 'RINGING']), 'b')).toBe(false);
    expect(ringsFor(call('RINGING', ['a', 'JOINED', 't1']), 'z')).toBe(false);
    expect(callerOf(call('RINGING', ['a', 'JOINED', 't1'], ['b', 'RINGING']))).toBe('A');
  });
});

describe('the tab in the call', () => {
  it('is in while its user is joined from it, out when another tab took over or it ended', () => {
    const running = call('ACTIVE', ['a', 'JOINED', 't1'], ['b', 'JOINED', 't2']);
    expect(tabInCall(running, 'a', 't1')).toBe(true);
    expect(tabInCall(running, 'a', 't9')).toBe(false);
    expect(tabInCall(call('ACTIVE', ['a', 'LEFT'], ['b', 'JOINED', 't2']), 'a', 't1')).toBe(false);
    expect(tabInCall(call('ENDED', ['a', 'LEFT'], ['b', 'LEFT']), 'a', 't1')).toBe(false);
  });

  it('talks to the other joined tabs only', () => {
    const running = call(
      'ACTIVE',
      ['a', 'JOINED', 't1'],
      ['b', 'JOINED', 't2'],
      ['c', 'RINGING'],
      ['d', 'LEFT'],
    );
    expect(remoteTabs(running, 'a')).toEqual([{ connectionId: 't2', uid: 'b', name: 'B' }]);
    expect(tilesOf(running, 'a').map((p) => p.uid)).toEqual(['b', 'c']);
    expect(tilesOf(undefined, 'a')).toEqual([]);
  });

  it('has exactly one polite side per pair', () => {
    expect(isPolite('a', 'b')).toBe(true);
    expect(isPolite('b', 'a')).toBe(false);
  });
});

describe('endNotice', () => {
  it.each([
    [call('ENDED', ['a', 'LEFT'], ['b', 'BUSY']), false, 'video.notices.busy', 'B'],
    [call('ENDED', ['a', 'LEFT'], ['b', 'BUSY'], ['c', 'BUSY']), false, 'video.notices.busy', 'B, C'],
    [call('ENDED', ['a', 'LEFT'], ['b', 'DECLINED']), false, 'video.notices.declined', 'B'],
    [call('ENDED', ['a', 'LEFT'], ['b', 'BUSY'], ['c', 'DECLINED']), false, 'video.notices.declined', 'B, C'],
    [call('ENDED', ['a', 'LEFT'], ['b', 'LEFT']), false, 'video.notices.noAnswer', undefined],
    [
      call('ENDED', ['a', 'LEFT'], ['b', 'DECLINED'], ['c', 'LEFT']),
      false,
      'video.notices.noAnswer',
      undefined,
    ],
    [call('ENDED', ['a', 'LEFT'], ['b', 'LEFT']), true, 'video.notices.ended', undefined],
    [call('ENDED', ['a', 'LEFT'], ['b', 'DECLINED']), true, 'video.notices.ended', undefined],
  ])('%# tells how it ended', (ended, wasActive, key, names) => {
    const notice = endNotice(ended, 'a', wasActive);
    expect(notice.key).toBe(key);
    expect(notice.values?.names).toBe(names);
  });
});
