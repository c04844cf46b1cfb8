import { dropTestSchemas } from './test-schema';

/** Vitest global set-up: the PostgreSQL test schemas are cleared before and after the whole run. */
export async function setup() {
  await dropTestSchemas();
}

export async function teardown() {
  await dropTestSchemas();
}
