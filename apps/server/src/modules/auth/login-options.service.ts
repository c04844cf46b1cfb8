import {
  defaultLoginConfiguration,
  type LoginConfiguration,
  type LoginOption,
  type LoginProviderOption,
  loginConfigurationSchema,
} from '@atrium/domain';
import type { Db } from '../../db/database';
import { presentLoginOptions } from './login-options.presenter';

const KEY = 'login_configuration';

/**
 * The venue's login configuration, kept in the settings table so that every node sees it. It
 * holds the identity providers' settings (client secrets); only `list` leaves the server.
 */
export function createLoginOptionsService(db: Db) {
  const load = async (): Promise<LoginProviderOption[]> => {
    const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
    if (!row) return defaultLoginConfiguration.options;
    const parsed = loginConfigurationSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data.options : defaultLoginConfiguration.options;
  };

  return {
    /** The options as the login screen sees them. */
    async list(): Promise<LoginOption[]> {
      return presentLoginOptions(await load());
    },

    /** One option with its provider settings, for the server's single sign-on. */
    async findProvider(providerId: string): Promise<LoginProviderOption | undefined> {
      return (await load()).find((option) => option.providerId === providerId);
    },

    async replace(configuration: LoginConfiguration): Promise<LoginOption[]> {
      const value = JSON.stringify(configuration);
      await db
        .insertInto('settings')
        .values({ key: KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
      return presentLoginOptions(configuration.options);
    },
  };
}

export type LoginOptionsService = ReturnType<typeof createLoginOptionsService>;
