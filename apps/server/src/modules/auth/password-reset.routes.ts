import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { PasswordResetService } from './password-reset.service';

export function passwordResetRoutes(passwordReset: PasswordResetService): FastifyPluginAsync {
  return async (app) => {
    registerRoute(app, httpContract.passwordReset.request, (request) => passwordReset.request(request.body));

    registerRoute(app, httpContract.passwordReset.confirm, (request) => passwordReset.confirm(request.body));
  };
}
