/** The one Socket.IO path of the server. */
export const REALTIME_PATH = '/api/realtime';

/**
 * The realtime protocol's version; the client sends it in the handshake. A client with another
 * version is refused with `realtime.outdated_client` and reloads the page.
 */
export const REALTIME_PROTOCOL_VERSION = 1;

/** A disconnected attendee's presence entry is gone within this time (ghosts, dead nodes). */
export const PRESENCE_GHOST_TIMEOUT_MS = 30_000;

/** At most this many presence pushes a second reach one room's watchers. */
export const PRESENCE_MAX_PUSHES_PER_SECOND = 10;

/** The largest page of the presence list a client may watch. */
export const PRESENCE_PAGE_MAX = 100;
