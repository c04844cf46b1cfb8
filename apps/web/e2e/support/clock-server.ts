import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HARNESS = fileURLToPath(new URL('./clock-server.mjs', import.meta.url));

/**
 * A second server, of its own, on a fresh data directory (so with a freshly seeded demo venue),
 * whose clock the test moves (see clock-server.mjs). For rules that depend on time.
 */
export class ClockServer {
  private constructor(
    readonly baseURL: string,
    private readonly child: ChildProcess,
    private readonly dataDir: string,
    private readonly output: () => string,
  ) {}

  static async start(port: number, timeoutMs = 60_000): Promise<ClockServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'atrium-clock-'));
    let output = '';
    const child = fork(HARNESS, [], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const server = new ClockServer(`http://127.0.0.1:${port}`, child, dataDir, () => output);
    try {
      await server.waitUntilReady(timeoutMs);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  /** Polls /api/ready; fails at once when the server process ends (port taken, bad build, …). */
  private async waitUntilReady(timeoutMs: number) {
    const exited = new Promise<never>((_, reject) =>
      this.child.once('exit', (code) =>
        reject(new Error(`the clock server exited (${code}) before it was ready:\n${this.output()}`)),
      ),
    );
    exited.catch(() => undefined);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ready = await Promise.race([
        fetch(`${this.baseURL}/api/ready`).then(
          (response) => response.ok,
          () => false,
        ),
        exited,
      ]);
      if (ready) return;
      if (Date.now() > deadline) {
        throw new Error(`the clock server was not ready within ${timeoutMs} ms:\n${this.output()}`);
      }
      // A polling interval, not a synchronisation: the loop ends on the server's own answer.
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 200)), exited]);
    }
  }

  /** Moves the server's clock forward; resolves once the server has moved it. */
  advance(ms: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: { type?: string; offsetMs?: number }) => {
        if (message?.type !== 'clock') return;
        this.child.off('message', onMessage);
        resolve(message.offsetMs ?? 0);
      };
      this.child.on('message', onMessage);
      this.child.send({ type: 'advance', ms }, (error) => {
        if (error) {
          this.child.off('message', onMessage);
          reject(error);
        }
      });
    });
  }

  async stop() {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
