// Starts the built server on a fresh data directory, so every browser run sees a new demo venue.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
await import('../../server/dist/main.js');
