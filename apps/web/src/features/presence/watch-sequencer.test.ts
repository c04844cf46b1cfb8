import { describe, expect, it } from 'vitest';
import { createWatchSequencer } from './watch-sequencer';

describe('which presence pages are taken', () => {
  it('takes no push before the first watch was answered', () => {
    const sequencer = createWatchSequencer();
    expect(sequencer.acceptsPush()).toBe(false);
    const ticket = sequencer.begin();
    expect(sequencer.acceptsPush()).toBe(false);
    expect(sequencer.settle(ticket)).toBe(true);
    expect(sequencer.acceptsPush()).toBe(true);
  });

  it('drops pushes while a new view is being asked for (they may be of the old one)', () => {
    const sequencer = createWatchSequencer();
    sequencer.settle(sequencer.begin());
    sequencer.begin();
    expect(sequencer.acceptsPush()).toBe(false);
  });

  it('takes only the last of several watches in flight', () => {
    const sequencer = createWatchSequencer();
    const first = sequencer.begin();
    const second = sequencer.begin();
    expect(sequencer.settle(first)).toBe(false);
    expect(sequencer.acceptsPush()).toBe(false);
    expect(sequencer.settle(second)).toBe(true);
    expect(sequencer.acceptsPush()).toBe(true);
  });

  it('after a lost connection takes nothing until the next watch is answered', () => {
    const sequencer = createWatchSequencer();
    const before = sequencer.begin();
    sequencer.reset();
    expect(sequencer.settle(before)).toBe(false);
    expect(sequencer.acceptsPush()).toBe(false);
    sequencer.settle(sequencer.begin());
    expect(sequencer.acceptsPush()).toBe(true);
  });
});
