import type { ClientEvent, EventPayload, EventResult } from '@atrium/domain';

/** A refused or failed socket call: the server's error id and message, or the client's own. */
export class RealtimeError extends Error {
  constructor(
    readonly errorId: string,
    message: string,
  ) {
    super(message);
    this.name = 'RealtimeError';
  }
}

/** The part of a socket.io client socket the call needs. */
export type AckEmitter = {
  readonly connected: boolean;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
};

export const ACK_TIMEOUT_MS = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The data of an acknowledgement (`{ ok: true, data }`); an error acknowledgement throws. */
export function unwrapAck<T>(eventName: string, ack: unknown): T {
  if (isRecord(ack) && ack.ok === true && 'data' in ack) return ack.data as T;
  if (isRecord(ack) && ack.ok === false && isRecord(ack.error)) {
    throw new RealtimeError(String(ack.error.error), String(ack.error.errMsg ?? ''));
  }
  throw new RealtimeError('realtime.bad_ack', `Malformed acknowledgement of ${eventName}`);
}

/**
 * Sends a contract event and resolves to its acknowledged data. Rejects with a RealtimeError on an
 * error acknowledgement, when no acknowledgement comes in time, and at once while disconnected
 * (socket.io would otherwise buffer the event and send it late, after a reconnect).
 */
export async function emitEvent<E extends ClientEvent>(
  socket: AckEmitter | undefined,
  event: E,
  payload: EventPayload<E>,
  timeoutMs = ACK_TIMEOUT_MS,
): Promise<EventResult<E>> {
  if (!socket?.connected) throw new RealtimeError('realtime.disconnected', `Not connected: ${event.name}`);
  let ack: unknown;
  try {
    ack = await socket.timeout(timeoutMs).emitWithAck(event.name, payload);
  } catch {
    throw new RealtimeError('realtime.timeout', `No acknowledgement of ${event.name} within ${timeoutMs} ms`);
  }
  return unwrapAck<EventResult<E>>(event.name, ack);
}
