import type { Collaborator, SocketId } from '@excalidraw/excalidraw/types';

/** What each client puts into its awareness state (the server sets `user`, whatever was sent). */
export type BoardAwarenessState = {
  user?: { userId?: unknown; name?: unknown };
  pointer?: { x?: unknown; y?: unknown; tool?: unknown };
  button?: unknown;
  selectedElementIds?: unknown;
};

// Excalidraw's own collaborator colours (strokes), readable on the white canvas.
const COLOURS = ['#e03131', '#2f9e44', '#1971c2', '#f08c00', '#9c36b5', '#0c8599', '#c2255c', '#5c940d'];

/** A user's colour: the same on every screen, picked from the user id. */
export function colourOf(userId: string) {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const stroke = COLOURS[hash % COLOURS.length] ?? '#1971c2';
  return { background: `${stroke}33`, stroke };
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function selection(value: unknown): Record<string, true> | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.filter((id): id is string => typeof id === 'string').slice(0, 500);
  return Object.fromEntries(ids.map((id) => [id, true] as const));
}

/**
 * Others' awareness states as Excalidraw's collaborators: their pointer (with the name shown
 * beside it), whether the button is down and what they have selected. States are other people's
 * input: anything malformed is left out rather than trusted.
 */
export function collaboratorsOf(
  states: ReadonlyMap<number, BoardAwarenessState>,
  selfClientId: number,
): Map<SocketId, Collaborator> {
  const collaborators = new Map<SocketId, Collaborator>();
  for (const [clientId, state] of states) {
    if (clientId === selfClientId || typeof state.user?.userId !== 'string') continue;
    const { userId, name } = state.user;
    const pointer = state.pointer;
    collaborators.set(String(clientId) as SocketId, {
      id: userId,
      socketId: String(clientId) as SocketId,
      username: typeof name === 'string' ? name.slice(0, 100) : null,
      color: colourOf(userId),
      pointer:
        pointer && finite(pointer.x) && finite(pointer.y)
          ? { x: pointer.x, y: pointer.y, tool: pointer.tool === 'laser' ? 'laser' : 'pointer' }
          : undefined,
      button: state.button === 'down' ? 'down' : 'up',
      selectedElementIds: selection(state.selectedElementIds),
    });
  }
  return collaborators;
}

/** The selection as the awareness state carries it (ids only). */
export const selectedIds = (selected: Readonly<Record<string, boolean>>) =>
  Object.keys(selected).filter((id) => selected[id]);
