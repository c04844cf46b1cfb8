import { createClient } from 'redis';
import type { Logger } from '../../logger';

export type RedisClient = ReturnType<typeof createClient>;

/** How long the server waits for Redis at start before it gives up. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The Redis connection of a node: reconnects on its own (backing off up to 5 s); at start,
 * an unreachable Redis is an error rather than a wait forever.
 */
export async function connectRedis(url: string, log: Logger): Promise<RedisClient> {
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
  });
  let reported = false;
  client.on('error', (error: unknown) => {
    if (reported) return;
    reported = true;
    log.warn({ err: error }, 'Redis connection error (reconnecting)');
  });
  client.on('ready', () => {
    reported = false;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis at ${new URL(url).host} is not reachable (REDIS_URL)`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return client;
}
