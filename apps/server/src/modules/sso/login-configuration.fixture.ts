import type { LoginProviderOptionInput } from '@atrium/domain';
import { bearerFor, type TestApp } from '../../testing/test-app.factory';

/** Replaces the login configuration through the administrators' API. */
export async function configureLogin(app: TestApp, options: LoginProviderOptionInput[]) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/designer/login-configuration',
    headers: await bearerFor(app, ['administrator']),
    payload: { options },
  });
  if (response.statusCode !== 200) throw new Error(`Login configuration refused: ${response.body}`);
}

export const passwordOption: LoginProviderOptionInput = {
  loginType: 'EMAIL_PASSWORD',
  displayName: 'Email and password',
  providerId: 'password',
};
