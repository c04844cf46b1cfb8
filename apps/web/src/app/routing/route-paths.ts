import { matchPath } from 'react-router';

/** The named routes of spec §2.1. */
export type RouteName =
  | 'WorkInProgress'
  | 'login'
  | 'resetPassword'
  | 'ArchitectureView'
  | 'imprint'
  | 'privacyPolicy'
  | 'Area'
  | 'AreaWherebyMeeting'
  | 'FallbackToDefaultArea';

const patterns: { name: Exclude<RouteName, 'FallbackToDefaultArea'>; path: string; requiresAuth: boolean }[] =
  [
    { name: 'WorkInProgress', path: '/work-in-progress', requiresAuth: false },
    { name: 'login', path: '/login', requiresAuth: false },
    { name: 'resetPassword', path: '/login/reset-password', requiresAuth: false },
    { name: 'ArchitectureView', path: '/v/:architectureId', requiresAuth: true },
    // Legal pages are linked from the login screen: an imprint must be readable without an account.
    { name: 'imprint', path: '/v/:architectureId/imprint', requiresAuth: false },
    { name: 'privacyPolicy', path: '/v/:architectureId/privacy-policy', requiresAuth: false },
    { name: 'Area', path: '/v/:architectureId/area/:areaId?', requiresAuth: true },
    {
      name: 'AreaWherebyMeeting',
      path: '/v/:architectureId/area-whereby-meeting/:areaId/:widgetId/:configId',
      requiresAuth: true,
    },
  ];

/** Old shapes of links that are still in circulation. */
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
  for (const route of patterns) {
    const match = matchPath(route.path, url.pathname);
    if (match) {
      return {
        name: route.name,
        params: match.params,
        fullPath,
        query: url.searchParams,
        requiresAuth: route.requiresAuth,
      };
    }
  }
  for (const route of legacy) {
    const match = matchPath(route.path, url.pathname);
    if (match) return { legacyRedirect: `${route.to(match.params)}${url.search}` };
  }
  return {
    name: 'FallbackToDefaultArea',
    params: {},
    fullPath,
    query: url.searchParams,
    requiresAuth: false,
  };
}

const enc = encodeURIComponent;

export const paths = {
  workInProgress: (redirect?: string) =>
    redirect ? `/work-in-progress?redirect=${enc(redirect)}` : '/work-in-progress',
  login: (redirect?: string) => (redirect ? `/login?redirect=${enc(redirect)}` : '/login'),
  architecture: (architectureId: string) => `/v/${enc(architectureId)}`,
  area: (architectureId: string, areaId?: string) =>
    `/v/${enc(architectureId)}/area${areaId ? `/${enc(areaId)}` : ''}`,
  imprint: (architectureId: string) => `/v/${enc(architectureId)}/imprint`,
  privacyPolicy: (architectureId: string) => `/v/${enc(architectureId)}/privacy-policy`,
  meeting: (architectureId: string, areaId: string, widgetId: string, configId: string) =>
    `/v/${enc(architectureId)}/area-whereby-meeting/${enc(areaId)}/${enc(widgetId)}/${enc(configId)}`,
};

/** A `redirect` query value is followed only when it stays inside this app. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  const insideApp = value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
  return insideApp ? value! : fallback;
}
