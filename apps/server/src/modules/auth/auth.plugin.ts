import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Action, authorize, type Principal } from './authorize';
import type { SessionGuard } from './session-guard.service';
import type { TokenService } from './token.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must declare it. */
    access?: Action;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** The principal of a bearer token that is valid and whose session still runs, else null. */
export async function principalOf(token: string, tokens: TokenService, guard: SessionGuard) {
  const principal = await tokens.verify(token);
  return principal && (await guard.admits(principal)) ? principal : null;
}

/** Reads the bearer token into `request.principal` and runs `authorize` for every route. */
export function registerAuthentication(app: FastifyInstance, tokens: TokenService, guard: SessionGuard) {
  app.decorateRequest('principal', null);

  // An /api route comes from the domain contract (registerRoute), which names who may call it.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (!isApi) return;
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
    if (!route.config.contract) {
      throw new Error(
        `Route ${route.method} ${route.url} is not in the domain contract: declare it in packages/domain/src/contract and register it with registerRoute`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.principal = token ? await principalOf(token, tokens, guard) : null;
  });

  app.addHook('preHandler', async (request) => {
    authorize(request.principal, request.routeOptions.config.access ?? 'public');
  });
}
