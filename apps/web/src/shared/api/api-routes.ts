import { httpContract } from '@atrium/domain';
import { clientRoutesOf } from './client-routes';

/**
 * Every route of the contract as the web app calls it (`callApi(apiRoutes.venue.read, …)`).
 * Evaluated as written, this module would bring all of the contract's zod schemas, and zod, into
 * the first load: the build replaces it with its value as JSON (`build/api-routes.plugin.ts`).
 */
export const apiRoutes = clientRoutesOf(httpContract);
