import type { HttpRoute } from '@atrium/domain';

/**
 * What the browser needs of a contract route to call it: method and path. The schemas stay in the
 * types (`contract` is never set), so calls are typed by them without shipping zod.
 */
export type ClientRoute<R extends HttpRoute = HttpRoute> = {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly multipart?: boolean;
  /** Type only: the contract route it was made from. */
  readonly contract?: R;
};

type Contract = Record<string, Record<string, HttpRoute>>;

export type ClientRoutes<C extends Contract> = {
  readonly [G in keyof C]: { readonly [K in keyof C[G]]: ClientRoute<C[G][K]> };
};

const clientRouteOf = ({ method, path, multipart }: HttpRoute): ClientRoute => ({
  method,
  path,
  ...(multipart ? { multipart } : {}),
});

/** The contract's routes without their schemas, grouped as in the contract. */
export function clientRoutesOf<C extends Contract>(contract: C): ClientRoutes<C> {
  const groups = Object.entries(contract).map(([group, routes]) => [
    group,
    Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, clientRouteOf(route)])),
  ]);
  return Object.fromEntries(groups) as ClientRoutes<C>;
}
