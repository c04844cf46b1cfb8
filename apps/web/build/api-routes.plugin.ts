import { resolve } from 'node:path';
import type { HttpRoute, RouteQuery } from '@atrium/domain';
import { normalizePath, type Plugin, runnerImport } from 'vite';
import type { ClientRoute } from '../src/shared/api/client-routes';

/** The module of the contract's routes (`apiRoutes`), relative to the web app's root. */
export const API_ROUTES_MODULE = 'src/shared/api/api-routes.ts';

/** Where index.html wants the preload links of its first requests. */
export const EARLY_REQUESTS_MARKER = '<!--atrium:early-requests-->';

type ApiRoutes = Record<string, Record<string, ClientRoute>>;
type AppApiRoutes = typeof import('../src/shared/api/api-routes').apiRoutes;

/**
 * The value of `apiRoutes`, computed from the contract as the app computes it. The config itself
 * cannot import the domain package (its bundler leaves the package's TypeScript to Node), so
 * Vite's module runner evaluates the module.
 */
export async function loadApiRoutes(root: string): Promise<AppApiRoutes> {
  const { module } = await runnerImport<{ apiRoutes: AppApiRoutes }>(resolve(root, API_ROUTES_MODULE), {
    root,
    logLevel: 'error',
  });
  return module.apiRoutes;
}

/**
 * A URL of the start-up script's requests: the route's path (it must have no parameters) and
 * query, the values written as given so that `$1` stays a placeholder.
 */
export function earlyUrl<R extends HttpRoute>(
  route: ClientRoute<R>,
  query: { [K in keyof NonNullable<RouteQuery<R>>]?: string } = {},
): string {
  if (route.path.includes(':'))
    throw new Error(`${route.path} has parameters; the start-up script fills none`);
  const pairs = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${value}`);
  return pairs.length > 0 ? `${route.path}?${pairs.join('&')}` : route.path;
}

/**
 * The web app calls the API through `apiRoutes`, the contract's routes without their schemas.
 * Evaluated as written, that module would bring every zod schema of the contract, and zod, into
 * the first load; the build replaces it with its value as JSON. index.html gets a preload link
 * for each of `preloads` where it has the marker (all from the contract, none written by hand).
 */
export function apiRoutesPlugin(apiRoutes: ApiRoutes, preloads: string[] = []): Plugin {
  let moduleFile = '';
  return {
    name: 'atrium:api-routes',
    enforce: 'pre',
    configResolved(config) {
      moduleFile = normalizePath(resolve(config.root, API_ROUTES_MODULE));
    },
    load(id) {
      if (normalizePath(id.split('?')[0] ?? '') !== moduleFile) return undefined;
      return `export const apiRoutes = ${JSON.stringify(apiRoutes)};\n`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(EARLY_REQUESTS_MARKER))
          throw new Error(`index.html lacks ${EARLY_REQUESTS_MARKER}`);
        const links = preloads.map(
          (href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`,
        );
        return html.replace(EARLY_REQUESTS_MARKER, links.join('\n    '));
      },
    },
  };
}
