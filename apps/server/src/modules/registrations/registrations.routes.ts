import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { bodyCheckedByService } from '../../plugins/body-checked-by-service';
import { registerRoute } from '../../plugins/contract-route';
import { readMultipartFile } from '../../plugins/multipart-file';
import type { RegistrationsService } from './registrations.service';

/** Administrators manage the registrations that ticket and confirmation logins check. */
export function registrationsRoutes(registrations: RegistrationsService): FastifyPluginAsync {
  return async (app) => {
    registerRoute(app, httpContract.registrations.list, (request) =>
      registrations.list(request.params.architectureID),
    );

    registerRoute(
      app,
      httpContract.registrations.replace,
      (request) => registrations.replaceFromJson(request.params.architectureID, request.body),
      // The service names each bad row (`[3].email`) and reports all of them at once.
      { validatorCompiler: bodyCheckedByService },
    );

    registerRoute(app, httpContract.registrations.replaceFromCsv, async (request) => {
      const text = (await readMultipartFile(request, 'CSV file')).bytes.toString('utf8');
      return registrations.replaceFromCsv(request.params.architectureID, text);
    });
  };
}
