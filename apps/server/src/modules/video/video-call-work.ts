import type { VideoRepository } from './video.repository';
import { afterTime, type CallTimings, type StoredCall, settled, visiblyChanged } from './video-call.rules';

/**
 * The calls one transaction reads and changes. Every call is read with what time did to it
 * (the lazy check: a call read after its ring timed out, or with a silent participant, is
 * settled on the spot, whichever node reads it); `put` settles a changed call; `save` writes
 * them all and answers those whose people must hear of it.
 */
export function createCallWork(repository: VideoRepository, now: number, timings: CallTimings) {
  const calls = new Map<string, { before: StoredCall | undefined; current: StoredCall }>();

  return {
    now,

    async load(callId: string): Promise<StoredCall | undefined> {
      const known = calls.get(callId);
      if (known) return known.current;
      const before = await repository.findCall(callId);
      if (!before) return undefined;
      const current = afterTime(before, now, timings);
      calls.set(callId, { before, current });
      return current;
    },

    put(call: StoredCall): StoredCall {
      const current = settled(call, now);
      calls.set(call.id, { before: calls.get(call.id)?.before, current });
      return current;
    },

    async save(): Promise<{ changed: StoredCall[]; created: StoredCall[] }> {
      const changed: StoredCall[] = [];
      const created: StoredCall[] = [];
      for (const { before, current } of calls.values()) {
        if (before) await repository.saveCall(before, current);
        else {
          await repository.insertCall(current);
          created.push(current);
        }
        if (visiblyChanged(before, current)) changed.push(current);
      }
      return { changed, created };
    },
  };
}

export type CallWork = ReturnType<typeof createCallWork>;
