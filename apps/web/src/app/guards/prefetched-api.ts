import type { GuardApi } from './guard.types';

type Prefetchable = 'fetchVenueVersion' | 'fetchLoginOptions' | 'fetchUserInfo' | 'fetchVenue';

/**
 * Starts the first calls the guards will make right away, in parallel, instead of one after
 * another as the guards reach them. Each prefetched answer is used once; later calls go to the
 * server again.
 */
export function withPrefetch(api: GuardApi, startUrl: URL, loggedIn: boolean): GuardApi {
  const architectureId = startUrl.pathname.match(/^\/v\/([^/]+)/)?.[1];
  const pending = new Map<Prefetchable, Promise<unknown>>();
  const start = <T>(name: Prefetchable, call: () => Promise<T>) => {
    const promise = call();
    promise.catch(() => undefined); // consumed (and reported) by the guard that asks for it
    pending.set(name, promise);
  };
  start('fetchVenueVersion', api.fetchVenueVersion);
  start('fetchLoginOptions', api.fetchLoginOptions);
  if (loggedIn) start('fetchUserInfo', api.fetchUserInfo);
  if (architectureId) start('fetchVenue', () => api.fetchVenue(decodeURIComponent(architectureId)));

  const take = <T>(name: Prefetchable, fallback: () => Promise<T>, usable = true): Promise<T> => {
    const promise = pending.get(name);
    pending.delete(name);
    return promise && usable ? (promise as Promise<T>) : fallback();
  };
  return {
    fetchVenueVersion: () => take('fetchVenueVersion', api.fetchVenueVersion),
    fetchLoginOptions: () => take('fetchLoginOptions', api.fetchLoginOptions),
    fetchUserInfo: () => take('fetchUserInfo', api.fetchUserInfo),
    fetchVenue: (id) =>
      take(
        'fetchVenue',
        () => api.fetchVenue(id),
        architectureId !== undefined && decodeURIComponent(architectureId) === id,
      ),
  };
}
