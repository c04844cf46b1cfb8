import { spawn } from 'node:child_process';
import { availableParallelism, constants } from 'node:os';

const SINGLE_THREADED_GC = '--single-threaded-gc';

/**
 * The V8 flags this process should have been started with but was not. On one core (a small
 * machine, a container limited to one CPU, a `taskset`) V8's concurrent GC threads take turns with
 * the event loop: a major collection of a server holding thousands of connections then holds every
 * delivery back for 200–300 ms. Collecting on the main thread, in small incremental steps, does not.
 * V8 reads the flag only at start (`NODE_OPTIONS` refuses it), hence the relaunch.
 * `ATRIUM_GC=default` keeps V8's defaults.
 */
export function missingNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.ATRIUM_GC === 'default' || availableParallelism() > 1) return [];
  return process.execArgv.includes(SINGLE_THREADED_GC) ? [] : [SINGLE_THREADED_GC];
}

/**
 * Runs this same script again in a child process with `flags` added, passing signals on and ending
 * with the child's exit status. The child ends itself when this process disappears (its IPC channel
 * closes), so a killed launcher leaves no server behind.
 */
export function relaunchWith(flags: string[]): void {
  const child = spawn(process.execPath, [...process.execArgv, ...flags, ...process.argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1));
  });
}
