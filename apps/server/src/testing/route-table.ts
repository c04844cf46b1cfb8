import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

// A line of `printRoutes({ commonPrefix: false })`: tree guides, the path part, its methods.
const ROUTE_LINE = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a ready app, read from the router itself (hidden routes too), so that a test
 * going over them covers a route added later without being told.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const paths: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = ROUTE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? paths[depth - 1] : '') + match[2]!;
    paths.length = depth;
    paths.push(path);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: path });
  }
  return routes;
}
