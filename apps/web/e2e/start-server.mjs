// Starts the built server on a fresh data directory, so every lane of a browser run (e2e/support/
// lane.ts) sees a new demo venue.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
// E2E_SERVER_MAIN: a server bundle built elsewhere (SERVER_OUTDIR), e.g. for parallel runs.
const main = process.env.E2E_SERVER_MAIN;
await import(main ? pathToFileURL(resolve(main)).href : '../../server/dist/main.js');
