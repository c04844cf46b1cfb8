// Runs the built server with a clock the test moves (login lockout, spec §4), without any
// backdoor in the product: started by child_process.fork, it replaces the global Date with one
// that adds an offset, moves the offset on IPC messages from the parent, then imports the
// server as `npm start` runs it (PORT, HOST, DATA_DIR, … from the environment).
//
//   { type: 'advance', ms }  →  answers { type: 'clock', offsetMs }

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const RealDate = Date;
let offsetMs = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offsetMs;
  }
}

globalThis.Date = ShiftedDate;

process.on('message', (message) => {
  if (message?.type !== 'advance' || !Number.isFinite(message.ms)) return;
  offsetMs += message.ms;
  process.send?.({ type: 'clock', offsetMs });
});
// Never outlive the test run that started this server.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

// The shifted Date lives in this process: the launcher must not move the server to a child.
process.env.ATRIUM_GC = 'default';
// E2E_SERVER_MAIN: a server bundle built elsewhere (SERVER_OUTDIR), as start-server.mjs takes it.
const main = process.env.E2E_SERVER_MAIN;
await import(main ? pathToFileURL(resolve(main)).href : '../../../server/dist/main.js');
