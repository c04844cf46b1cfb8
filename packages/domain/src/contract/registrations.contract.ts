import { z } from 'zod';
import {
  registrationCsvColumns,
  registrationInputSchema,
  registrationListSchema,
  registrationsReplacedSchema,
} from '../api/registration.schema';
import { architectureIdSchema } from '../venue/venue-primitives.schema';
import { defineRoute } from './http-route.contract';

const path = '/api/designer/architecture/:architectureID/registrations';
// Writes take only ids of the safe set; reads still find registrations stored under older ids.
const readParams = z.object({ architectureID: z.string().min(1).max(200) });
const writeParams = z.object({ architectureID: architectureIdSchema });

/** Administrators manage the registrations that ticket and confirmation logins check. */
export const registrationsRoutes = {
  list: defineRoute({
    method: 'GET',
    path,
    access: 'designer.write',
    tags: ['designer'],
    summary: 'The registrations of an architecture',
    params: readParams,
    response: { 200: registrationListSchema },
  }),
  replace: defineRoute({
    method: 'PUT',
    path,
    access: 'designer.write',
    tags: ['designer'],
    summary: 'Replace all registrations of an architecture (JSON array; nothing stored on any error)',
    description:
      'The rows are checked by the server, which names each bad row (`[3].email`) and reports all of them at once.',
    params: writeParams,
    body: z.array(registrationInputSchema),
    response: { 200: registrationsReplacedSchema },
  }),
  replaceFromCsv: defineRoute({
    method: 'POST',
    path: `${path}/csv`,
    access: 'designer.write',
    tags: ['designer'],
    summary: `Replace all registrations from a CSV file (multipart field "file"; header ${registrationCsvColumns.join(',')})`,
    params: writeParams,
    multipart: true,
    response: { 200: registrationsReplacedSchema },
  }),
} as const;
