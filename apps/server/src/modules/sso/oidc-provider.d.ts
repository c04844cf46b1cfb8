// oidc-provider ships no types; this covers what the integration tests use of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Account = {
    accountId: string;
    claims: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    pkce?: { required?: () => boolean; methods?: string[] };
    features?: Record<string, { enabled: boolean }>;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
