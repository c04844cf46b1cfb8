/** The log calls services make: pino's signature, so the server's logger fits; no Fastify type needed. */
export type Logger = Record<'info' | 'warn' | 'error', (object: object, message: string) => void>;
