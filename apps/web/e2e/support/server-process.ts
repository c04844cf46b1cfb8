import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository: servers run from it, as `npm start` does (the web build is found from there). */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type ServerProcess = {
  origin: string;
  /** The process, with its IPC channel (a clock server's clock is moved through it). */
  child: ChildProcess;
  stop: () => Promise<void>;
};

type Options = {
  port: number;
  /** Added to this process's environment, over PORT, HOST and LOG_LEVEL. */
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Also pass the server's error output on (the run's log shows a lane server's warnings). */
  echo?: boolean;
};

/**
 * Forks a server script (the built server, or a harness that imports it) on loopback and resolves
 * once it answers /api/ready; fails at once, with the server's output, when the process ends first
 * (port taken, bad build, …). A test process that ends takes its servers with it.
 */
export async function startServerProcess(
  script: string,
  { port, env = {}, timeoutMs = 120_000, echo = false }: Options,
): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = fork(script, [], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    if (echo) process.stderr.write(chunk);
  });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilReady(child, origin, timeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, stop };
}

async function waitUntilReady(child: ChildProcess, origin: string, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server for ${origin} exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) {
      throw new Error(`the server for ${origin} was not ready within ${timeoutMs} ms:\n${output()}`);
    }
    // A polling interval, not a synchronisation: the loop ends on the server's own answer.
    await new Promise((done) => setTimeout(done, 200));
  }
}
