import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { AuthService } from './auth.service';
import type { LoginOptionsService } from './login-options.service';
import { loginClientOf, type RefreshCookies } from './refresh-cookie';

/** Password login, the login options, the login configuration and the logged-in user. */
export function authRoutes(deps: {
  auth: AuthService;
  loginOptions: LoginOptionsService;
  cookies: RefreshCookies;
}): FastifyPluginAsync {
  const { auth, loginOptions, cookies } = deps;
  return async (app) => {
    registerRoute(app, httpContract.auth.login, async (request, reply) => {
      const user = await auth.login(request.body, request.ip);
      const session = await auth.issueSession(user, { loginType: 'EMAIL_PASSWORD' }, loginClientOf(request));
      return cookies.send(reply, session);
    });

    registerRoute(app, httpContract.auth.loginOptions, () => loginOptions.list());

    registerRoute(app, httpContract.loginConfiguration.get, () => loginOptions.view());

    registerRoute(app, httpContract.loginConfiguration.replace, (request) =>
      loginOptions.replace(request.body),
    );

    // authorize (user.self) has made sure there is a principal.
    registerRoute(app, httpContract.auth.userInfo, (request) => auth.userInfo(request.principal!.userId));
  };
}
