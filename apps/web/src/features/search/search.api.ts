import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';

const routes = apiRoutes.search;

export const askSearch = (q: string, signal?: AbortSignal) =>
  callApi(routes.search, { query: { q } }, { signal });
export const fetchSearchStatus = () => callApi(routes.status);
export const requestSearchUpdate = () => callApi(routes.requestUpdate);
export const fetchSearchMisses = () => callApi(routes.misses, { query: { limit: 50 } });
