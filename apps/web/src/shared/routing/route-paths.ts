import { type generatePath, matchPath } from 'react-router';

type RouteEntry = { path: string; requiresAuth: boolean };

/**
 * The named routes of spec §2.1, the one place their paths are written: the router
 * (`app/router.tsx`) gives each name its page, the guards resolve URLs with it and links are
 * built from it (`paths`). Matched in this order; the catch-all last.
 */
export const routeTable = {
  WorkInProgress: { path: '/work-in-progress', requiresAuth: false },
  login: { path: '/login', requiresAuth: false },
  resetPassword: { path: '/login/reset-password', requiresAuth: false },
  ArchitectureView: { path: '/v/:architectureId', requiresAuth: true },
  // Legal pages are linked from the login screen: an imprint must be readable without an account.
  imprint: { path: '/v/:architectureId/imprint', requiresAuth: false },
  privacyPolicy: { path: '/v/:architectureId/privacy-policy', requiresAuth: false },
  Area: { path: '/v/:architectureId/area/:areaId?', requiresAuth: true },
  AreaWherebyMeeting: {
    path: '/v/:architectureId/area-whereby-meeting/:areaId/:widgetId/:configId',
    requiresAuth: true,
  },
  // Any other path: the guards send it to the venue's default area.
  FallbackToDefaultArea: { path: '*', requiresAuth: false },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

const CATCH_ALL: RouteName = 'FallbackToDefaultArea';

type ParamsOf<N extends RouteName> = Parameters<typeof generatePath<(typeof routeTable)[N]['path']>>[1];

/** The path of a named route with its parameters, each percent-encoded; an empty optional one is left out. */
export function pathTo<N extends RouteName>(name: N, params?: ParamsOf<N>): string {
  const values: Record<string, string | null | undefined> = params ?? {};
  return routeTable[name].path.replace(/\/:(\w+)(\?)?/g, (_segment, key: string, optional?: string) => {
    const value = values[key] ?? '';
    return optional && value === '' ? '' : `/${encodeURIComponent(value)}`;
  });
}

/** Old shapes of links that are still in circulation, and where they lead now. */
const legacy: { path: string; to: (params: Record<string, string | undefined>) => string }[] = [
  { path: '/:architectureId/area/:areaId', to: (p) => paths.area(p.architectureId!, p.areaId) },
  { path: '/:architectureId/imprint', to: (p) => paths.imprint(p.architectureId!) },
  { path: '/:architectureId/privacy-policy', to: (p) => paths.privacyPolicy(p.architectureId!) },
];

export type RouteTarget = {
  name: RouteName;
  params: Record<string, string | undefined>;
  /** Path with query, as used for `redirect` values. */
  fullPath: string;
  query: URLSearchParams;
  requiresAuth: boolean;
};

export function resolveTarget(url: URL): RouteTarget | { legacyRedirect: string } {
  const fullPath = `${url.pathname}${url.search}`;
  const target = (name: RouteName, params: RouteTarget['params']): RouteTarget => ({
    name,
    params,
    fullPath,
    query: url.searchParams,
    requiresAuth: routeTable[name].requiresAuth,
  });
  for (const name of routeNames) {
    if (name === CATCH_ALL) continue;
    const match = matchPath(routeTable[name].path, url.pathname);
    if (match) return target(name, match.params);
  }
  for (const route of legacy) {
    const match = matchPath(route.path, url.pathname);
    if (match) return { legacyRedirect: `${route.to(match.params)}${url.search}` };
  }
  return target(CATCH_ALL, {});
}

const withRedirect = (path: string, redirect?: string) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

/** Links to the routes, built from the table. */
export const paths = {
  workInProgress: (redirect?: string) => withRedirect(pathTo('WorkInProgress'), redirect),
  login: (redirect?: string) => withRedirect(pathTo('login'), redirect),
  architecture: (architectureId: string) => pathTo('ArchitectureView', { architectureId }),
  area: (architectureId: string, areaId?: string) => pathTo('Area', { architectureId, areaId }),
  imprint: (architectureId: string) => pathTo('imprint', { architectureId }),
  privacyPolicy: (architectureId: string) => pathTo('privacyPolicy', { architectureId }),
  meeting: (architectureId: string, areaId: string, widgetId: string, configId: string) =>
    pathTo('AreaWherebyMeeting', { architectureId, areaId, widgetId, configId }),
};

/** A `redirect` query value is followed only when it stays inside this app. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  const insideApp = value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
  return insideApp ? value! : fallback;
}
