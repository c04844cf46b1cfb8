import type { LoginConfigurationRequestInput } from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';

export const loginConfigurationKey = ['studio', 'login-configuration'] as const;

export const fetchLoginConfiguration = () => callApi(apiRoutes.loginConfiguration.get);

export const saveLoginConfiguration = (body: LoginConfigurationRequestInput) =>
  callApi(apiRoutes.loginConfiguration.replace, { body }, { retry: 0 });
