import { holds } from './presence-record';
import { PresenceScopeState } from './presence-scope.state';
import type { PresenceStore } from './presence-store.types';

/** Presence of a single server process: the scopes live in its memory and die with it. */
export function createMemoryPresenceStore(nodeId = 'local'): PresenceStore {
  const scopes = new Map<string, PresenceScopeState>();
  const listeners: ((scope: string) => void)[] = [];

  const state = (scope: string) => {
    let found = scopes.get(scope);
    if (!found) {
      found = new PresenceScopeState();
      scopes.set(scope, found);
    }
    return found;
  };
  const changed = (scope: string, target: PresenceScopeState) => {
    target.seq += 1;
    for (const listener of listeners) listener(scope);
    return target.seq;
  };

  return {
    nodeId,
    open: async (scope) => state(scope),
    peek: (scope) => scopes.get(scope),
    settled: async () => {},
    onChange: (listener) => {
      listeners.push(listener);
    },
    async put(scope, record) {
      const target = state(scope);
      target.set(record.entry.uid, record);
      return changed(scope, target);
    },
    async remove(scope, uid, holder) {
      const target = scopes.get(scope);
      if (!target || !holds(target.get(uid), holder)) return null;
      target.set(uid, null);
      return changed(scope, target);
    },
    async close() {
      scopes.clear();
    },
  };
}
