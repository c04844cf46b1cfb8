import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { message } from './chat-fixtures';
import { byConversation, highestRev, mergeMessages } from './message-merge';

const seqs = (list: readonly { seq: number }[]) => list.map((m) => m.seq);

describe('merging messages', () => {
  it('orders by seq and keeps each message once, whatever brings it', () => {
    const list = mergeMessages([message(2)], [message(3), message(1), message(2)]);
    expect(seqs(list)).toEqual([1, 2, 3]);
    expect(seqs(mergeMessages(list, [message(3), message(1)]))).toEqual([1, 2, 3]);
  });

  it('replaces a message by a newer revision only', () => {
    const edited = message(1, { rev: 5, text: 'edited', editedAt: 9 });
    const list = mergeMessages([message(1)], [edited]);
    expect(list[0]?.text).toBe('edited');
    // The original arriving late (an old push, an older history page) does not undo the edit.
    expect(mergeMessages(list, [message(1)])[0]?.text).toBe('edited');
    const deleted = message(1, { rev: 6, text: '', deletedBy: 'AUTHOR' });
    expect(mergeMessages(list, [deleted])[0]).toMatchObject({ text: '', deletedBy: 'AUTHOR' });
  });

  it('keeps the clientKey of the own acknowledgement when a newer copy comes without it', () => {
    const own = message(1, { clientKey: 'key-1' });
    const list = mergeMessages([own], [message(1, { rev: 4, text: 'edited' })]);
    expect(list[0]).toMatchObject({ text: 'edited', clientKey: 'key-1' });
  });

  it('leaves messages below the loaded history floor to the history page', () => {
    const list = mergeMessages([message(10), message(11)], [message(3, { rev: 12 }), message(12)], 10);
    expect(seqs(list)).toEqual([10, 11, 12]);
    // A message already in the list is still updated below the floor.
    expect(mergeMessages([message(4)], [message(4, { rev: 9, text: 'x' })], 10)[0]?.text).toBe('x');
  });

  it('answers the same list when nothing changed', () => {
    const list = [message(1), message(2)];
    expect(mergeMessages(list, [])).toBe(list);
    expect(mergeMessages(list, [message(1)])).toBe(list);
  });

  it('never shows a message twice, in any order of arrival (property)', () => {
    const arrival = fc.array(
      fc.record({ seq: fc.integer({ min: 1, max: 20 }), rev: fc.integer({ min: 0, max: 5 }) }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arrival, (events) => {
        let list: readonly ReturnType<typeof message>[] = [];
        for (const event of events) {
          list = mergeMessages(list, [
            message(event.seq, { rev: event.seq + event.rev, text: `r${event.rev}` }),
          ]);
        }
        const ids = list.map((m) => m.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(seqs(list)).toEqual([...seqs(list)].sort((a, b) => a - b));
        // Each message shows its newest revision.
        for (const shown of list) {
          const newest = Math.max(...events.filter((e) => e.seq === shown.seq).map((e) => e.rev));
          expect(shown.text).toBe(`r${newest}`);
        }
      }),
    );
  });
});

describe('revisions and groups', () => {
  it('the highest rev seen is the cursor a sync names', () => {
    expect(highestRev([])).toBe(0);
    expect(highestRev([message(1, { rev: 7 }), message(2, { rev: 3 })])).toBe(7);
    expect(highestRev([message(1, { rev: 7 })], 9)).toBe(9);
  });

  it('groups messages by conversation', () => {
    const other = message(2, { conversationId: 'c2' });
    const groups = byConversation([message(1), other, message(3)]);
    expect(seqs(groups.get(message(1).conversationId) ?? [])).toEqual([1, 3]);
    expect(groups.get('c2')).toEqual([other]);
  });
});
