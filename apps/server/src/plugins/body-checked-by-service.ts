import { validatorCompiler } from 'fastify-type-provider-zod';

type ValidatorCompiler = typeof validatorCompiler;

/**
 * For routes whose service checks the body itself (to report every problem at once, with paths
 * the route's zod schema cannot give): the body schema stays for the API documentation, params
 * and query are still validated.
 */
export const bodyCheckedByService = (route: Parameters<ValidatorCompiler>[0] | { httpPart?: string }) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as unknown as Parameters<ValidatorCompiler>[0]);
