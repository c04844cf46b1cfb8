// The processes of bench/presence: started pinned to a core (taskset) with enough file descriptors,
// and their CPU time and memory read from /proc.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const canPin = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The soft and hard limits of open files this process (and so its children) starts with. */
export function fileLimits() {
  const output = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn']).toString().trim().split('\n');
  const number = (text) => (text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text));
  return { soft: number(output[0]), hard: number(output[1]) };
}

/**
 * Spawns `node args…` pinned to `cpu` (where taskset works) with at least `files` open files: the
 * soft limit is raised up to the hard one in the shell that execs the process (same pid).
 */
export function spawnPinned(cpu, args, { files, ...options }) {
  const command = [...(canPin ? ['taskset', '-c', String(cpu)] : []), process.execPath, ...args];
  return spawn('sh', ['-c', `ulimit -Sn ${files} 2>/dev/null; exec "$@"`, 'sh', ...command], options);
}

/**
 * What Atrium's launcher adds to its server's node flags on one core (apps/server/src/relaunch.ts);
 * the baselines, pinned to one core as well, get the same so that both collect garbage alike.
 */
export const ONE_CORE_NODE_ARGS = canPin ? ['--single-threaded-gc'] : [];

/**
 * The process doing a started server's work: Atrium on one core relaunches itself with
 * ONE_CORE_NODE_ARGS, and its only child is then the server.
 */
export function serverPid(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return children.length === 1 ? Number(children[0]) : pid;
}

/** User plus system CPU time of a process so far, in ms. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/**
 * Time the process's main thread has waited for a CPU while runnable so far, in ms (schedstat): how
 * much of a core other work on the machine took from it.
 */
export function runQueueWaitMs(pid = 'self') {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
}

/** Resident memory of a process, in bytes. */
export function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the child exited; sends it SIGTERM after `graceMs`. */
export const stopped = (child, graceMs = 0) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGTERM'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Resolves once the child printed `text` on stdout. */
export const printed = (child, text) =>
  new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing ${text}`)));
  });

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The first port from `from` on that nothing listens on (another bench may be running). */
export async function freePort(from) {
  for (let port = from; port < from + 200; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}–${from + 199}`);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Waits until no other run holds `path`, then holds it until this process ends: two runs at once
 * would share the cores and spoil each other's figures.
 */
export async function holdLock(path) {
  for (let waited = false; ; waited = true) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      process.once('exit', () => rmSync(path, { force: true }));
      return;
    } catch {
      const holder = Number(readFileSync(path, 'utf8'));
      if (!alive(holder)) {
        rmSync(path, { force: true });
        continue;
      }
      if (!waited) console.warn(`another run (pid ${holder}) is measuring; waiting for it to end`);
      await sleep(5000);
    }
  }
}

/**
 * Starts a bench's load generator (`script`, a node module talking over IPC) pinned to `cpu`.
 * `next(type)` waits for its next message of that type; an `error` message or its exit rejects.
 */
export function startGenerator(cpu, nodeArgs, script, files) {
  const child = spawnPinned(cpu, [...nodeArgs, script], {
    files,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`the generator exited (${code})`));
      const onMessage = (message) => {
        if (message.type === 'error') reject(new Error(`generator: ${message.message}`));
        else if (message.type === type) resolve(message);
        else return;
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return { child, next };
}
