import { REALTIME_PROTOCOL_VERSION, realtimeHandshakeSchema } from '@atrium/domain';
import type { ExtendedError } from 'socket.io';
import type { Principal } from '../auth/authorize';

/** A refused handshake: the client reads the id from `message` and `data.error`. */
export function handshakeError(id: string, errMsg: string): ExtendedError {
  const error = new Error(id) as ExtendedError;
  error.data = { error: id, errMsg };
  return error;
}

/**
 * Checks a handshake's `auth`: a client speaking another protocol version is told to reload
 * (`realtime.outdated_client`), one without a valid token of a running session is refused
 * (`auth.unauthorized`). Resolves to the principal.
 */
export async function authenticateHandshake(
  auth: unknown,
  principalOf: (token: string) => Promise<Principal | null>,
): Promise<{ ok: true; principal: Principal } | { ok: false; error: ExtendedError }> {
  const protocol = (auth as { protocol?: unknown } | null | undefined)?.protocol;
  if (protocol !== REALTIME_PROTOCOL_VERSION) {
    return {
      ok: false,
      error: handshakeError(
        'realtime.outdated_client',
        `This app speaks realtime protocol ${String(protocol).slice(0, 20)}; the server speaks ${REALTIME_PROTOCOL_VERSION}. Reload the page.`,
      ),
    };
  }
  const parsed = realtimeHandshakeSchema.safeParse(auth);
  const principal = parsed.success ? await principalOf(parsed.data.token) : null;
  if (!principal) {
    return { ok: false, error: handshakeError('auth.unauthorized', 'Please log in to continue.') };
  }
  return { ok: true, principal };
}
