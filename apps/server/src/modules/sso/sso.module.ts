import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { LoginOptionsService } from '../auth/login-options.service';
import { createOidcService } from './oidc.service';
import { createSamlService } from './saml.service';
import { createSsoAccountsService } from './sso-accounts.service';
import { createSsoProviders } from './sso-providers';
import { createSsoStatesRepository } from './sso-states.repository';

/** Single sign-on with the OIDC and SAML providers of the login configuration. */
export function createSsoModule(deps: {
  database: DatabaseHandle;
  config: Pick<Config, 'env' | 'oidcAllowPrivateHosts'>;
  loginOptions: LoginOptionsService;
}) {
  const { database, config } = deps;
  const providers = createSsoProviders(deps.loginOptions);
  const states = createSsoStatesRepository(database.db);
  const accounts = createSsoAccountsService(database);
  const oidc = createOidcService({
    providers,
    states,
    accounts,
    allowHttpIssuers: config.env !== 'production',
    allowPrivateHosts: config.oidcAllowPrivateHosts,
  });
  const saml = createSamlService({ providers, states, accounts });
  return { oidc, saml };
}

export type SsoModule = ReturnType<typeof createSsoModule>;
