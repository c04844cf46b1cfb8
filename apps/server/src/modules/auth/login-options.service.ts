import {
  defaultLoginConfiguration,
  type LoginConfiguration,
  type LoginOption,
  loginConfigurationSchema,
} from '@atrium/domain';
import type { Db } from '../../db/database';

const KEY = 'login_configuration';

/** The venue's login configuration, kept in the settings table so that every node sees it. */
export function createLoginOptionsService(db: Db) {
  return {
    async list(): Promise<LoginOption[]> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
      if (!row) return defaultLoginConfiguration.options;
      const parsed = loginConfigurationSchema.safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data.options : defaultLoginConfiguration.options;
    },

    async replace(configuration: LoginConfiguration): Promise<LoginOption[]> {
      const value = JSON.stringify(configuration);
      await db
        .insertInto('settings')
        .values({ key: KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
      return configuration.options;
    },
  };
}

export type LoginOptionsService = ReturnType<typeof createLoginOptionsService>;
