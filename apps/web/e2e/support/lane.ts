import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, startServerProcess } from './server-process';

const START = fileURLToPath(new URL('../start-server.mjs', import.meta.url));

/**
 * Each Playwright worker is a lane with a server of its own on a fresh data directory (a freshly
 * seeded demo venue), so the specs of one worker never see the attendees, logins or venue changes
 * of another. `clockPort` is the lane's port for a spec's own server (clock-server.ts).
 */
export interface Lane {
  origin: string;
  dataDir: string;
  clockPort: number;
}

/** The lane of a worker, or of the test or hook running (its `parallelIndex`). */
export function laneOf({ parallelIndex: index }: { parallelIndex: number }): Lane {
  const port = Number(process.env.E2E_PORT ?? 4310) + index;
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir: resolve(ROOT, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', String(index)),
    clockPort: Number(process.env.E2E_CLOCK_PORT ?? 4331) + index,
  };
}

/** Starts the lane's server (start-server.mjs) and resolves once it answers /api/ready. */
export async function startLaneServer(lane: Lane): Promise<() => Promise<void>> {
  const server = await startServerProcess(START, {
    port: Number(new URL(lane.origin).port),
    env: {
      DATA_DIR: lane.dataDir,
      // Not 'production': the single sign-on specs run their identity provider on http://127.0.0.1,
      // which production refuses (issuers must use https there).
      NODE_ENV: 'test',
      // The same identity provider listens on loopback, which is refused unless allowed.
      OIDC_ALLOW_PRIVATE_HOSTS: 'true',
    },
    echo: true,
  });
  return server.stop;
}
