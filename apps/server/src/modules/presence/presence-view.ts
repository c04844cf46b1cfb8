import type { Audience, ViewFilter } from './presence-scope.state';

/** One view of a scope's presence list: watchers with the same one share a room and its pushes. */
export type ViewDefinition = ViewFilter & { scope: string; audience: Audience };

const ROOM_PREFIX = 'pv:';

const audienceTag = (audience: Audience) =>
  audience.kind === 'self' ? `self:${audience.uid}` : audience.kind;

function audienceOf(tag: string): Audience | undefined {
  if (tag === 'all' || tag === 'admin') return { kind: tag };
  if (tag.startsWith('self:')) return { kind: 'self', uid: tag.slice('self:'.length) };
  return undefined;
}

/**
 * The Socket.IO room of a view. The name holds the whole definition, so a connection whose
 * rooms are restored after a short drop brings its view back with it.
 */
export const viewRoom = (view: ViewDefinition): string =>
  ROOM_PREFIX +
  JSON.stringify([
    view.scope,
    view.areaId,
    view.company,
    view.query,
    view.offset,
    view.limit,
    audienceTag(view.audience),
  ]);

export const isViewRoom = (room: string) => room.startsWith(ROOM_PREFIX);

/** The view a room stands for; undefined for any other room. */
export function viewOfRoom(room: string): ViewDefinition | undefined {
  if (!isViewRoom(room)) return undefined;
  try {
    const [scope, areaId, company, query, offset, limit, tag] = JSON.parse(room.slice(ROOM_PREFIX.length));
    const audience = audienceOf(String(tag));
    if (typeof scope !== 'string' || !audience) return undefined;
    return { scope, areaId, company, query, offset, limit, audience };
  } catch {
    return undefined;
  }
}
