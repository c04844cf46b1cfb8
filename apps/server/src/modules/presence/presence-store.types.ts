import type { PresenceScope } from '@atrium/domain';
import type { HolderCondition, PresenceRecord } from './presence-record';
import type { PresenceScopeState } from './presence-scope.state';

/**
 * Where the presence of every scope lives: this process's memory (one node) or Redis (several
 * nodes, each keeping a replica of the scopes it serves, updated in the order of the scope's
 * `seq`). Writes resolve to the scope's change counter after the change.
 */
export interface PresenceStore {
  readonly nodeId: string;
  /** The scope's state on this node, loaded on first use. */
  open(scope: string): Promise<PresenceScopeState>;
  /** The scope's state if already open (the tick reads it without waiting). */
  peek(scope: string): PresenceScopeState | undefined;
  /**
   * Resolves once this node's state of the scope reflects `seq` (a change this node just made
   * reaches its copy a moment after Redis answered), or after a short wait at most.
   */
  settled(scope: string, seq: number): Promise<void>;
  /** Called whenever an open scope's state changed, on this node or another. */
  onChange(listener: (scope: string) => void): void;
  put(scope: string, record: PresenceRecord): Promise<number>;
  /** Resolves to the new seq, or null when nothing was removed. */
  remove(scope: string, uid: string, holder?: HolderCondition): Promise<number | null>;
  close(): Promise<void>;
}

/** The store's name for a scope: mode and architecture. */
export const scopeKey = (scope: PresenceScope): string => `${scope.mode}:${scope.architectureId}`;
