import {
  architectureIdSchema,
  registrationCsvColumns,
  registrationInputSchema,
  registrationListSchema,
  registrationsReplacedSchema,
} from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyCheckedByService } from '../../plugins/body-checked-by-service';
import { readMultipartFile } from '../../plugins/multipart-file';
import type { RegistrationsService } from './registrations.service';

const params = z.object({ architectureID: z.string().min(1).max(200) });
// Writes take only ids of the safe set; reads still find registrations stored under older ids.
const writeParams = z.object({ architectureID: architectureIdSchema });
const path = '/api/designer/architecture/:architectureID/registrations';

/** Administrators manage the registrations that ticket and confirmation logins check. */
export function registrationsRoutes(registrations: RegistrationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        config: { access: 'designer.write' },
        schema: {
          tags: ['designer'],
          summary: 'The registrations of an architecture',
          params,
          response: { 200: registrationListSchema },
        },
      },
      async (request) => registrations.list(request.params.architectureID),
    );

    app.put(
      path,
      {
        config: { access: 'designer.write' },
        // The rows are checked by the service, which names each bad row (`[3].email`) and reports
        // all of them at once; the body schema is here for the API documentation.
        validatorCompiler: bodyCheckedByService,
        schema: {
          tags: ['designer'],
          summary: 'Replace all registrations of an architecture (JSON array; nothing stored on any error)',
          params: writeParams,
          body: z.array(registrationInputSchema),
          response: { 200: registrationsReplacedSchema },
        },
      },
      async (request) => registrations.replaceFromJson(request.params.architectureID, request.body),
    );

    app.post(
      `${path}/csv`,
      {
        config: { access: 'designer.write' },
        schema: {
          tags: ['designer'],
          summary: `Replace all registrations from a CSV file (multipart field "file"; header ${registrationCsvColumns.join(',')})`,
          consumes: ['multipart/form-data'],
          params: writeParams,
          response: { 200: registrationsReplacedSchema },
        },
      },
      async (request) => {
        const text = (await readMultipartFile(request, 'CSV file')).bytes.toString('utf8');
        return registrations.replaceFromCsv(request.params.architectureID, text);
      },
    );
  };
}
