import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerProcess, startServerProcess } from './server-process';

const HARNESS = fileURLToPath(new URL('./clock-server.mjs', import.meta.url));

/**
 * A second server, of its own, on a fresh data directory (so with a freshly seeded demo venue),
 * whose clock the test moves (see clock-server.mjs). For rules that depend on time.
 */
export class ClockServer {
  private constructor(
    private readonly server: ServerProcess,
    private readonly dataDir: string,
  ) {}

  get baseURL(): string {
    return this.server.origin;
  }

  private get child(): ChildProcess {
    return this.server.child;
  }

  static async start(port: number, timeoutMs = 60_000): Promise<ClockServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'atrium-clock-'));
    try {
      return new ClockServer(
        await startServerProcess(HARNESS, { port, env: { DATA_DIR: dataDir }, timeoutMs }),
        dataDir,
      );
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
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
    await this.server.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
