import {
  registrationCsvColumns,
  registrationInputSchema,
  registrationListSchema,
  registrationsReplacedSchema,
} from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { bodyCheckedByService } from '../../plugins/body-checked-by-service';
import type { RegistrationsService } from './registrations.service';

const params = z.object({ architectureID: z.string().min(1).max(200) });
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
          params,
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
          params,
          response: { 200: registrationsReplacedSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new AppError('request.unsupported_media_type', 'Send the CSV file as multipart/form-data.');
        }
        const part = await request.file();
        if (!part) throw new AppError('validation.failed', 'The upload has no file part named "file".');
        const text = (await part.toBuffer()).toString('utf8');
        return registrations.replaceFromCsv(request.params.architectureID, text);
      },
    );
  };
}
