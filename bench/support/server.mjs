// Starts the built server in a child process for a benchmark, and waits until it is ready.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** `main`: the server bundle to run; `env`: added to this process's (a variable set to undefined is left out). */
export function startServer({ port, dataDir, env = {}, main = join(root, 'apps/server/dist/main.js') }) {
  return spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), main],
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

export async function waitForServer(base, hint = 'run `npm run build` first') {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start (${hint})`);
}
