import {
  defaultLoginConfiguration,
  type IssueDetail,
  isLoginEnabled,
  type LoginConfiguration,
  type LoginConfigurationRequest,
  type LoginConfigurationView,
  type LoginOption,
  type LoginProviderOption,
  type LoginProviderOptionRequest,
  loginConfigurationSchema,
} from '@atrium/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { presentLoginConfigurationForAdmin, presentLoginOptions } from './login-options.presenter';

const KEY = 'login_configuration';

/**
 * The sent options with every OIDC client secret filled in: a new one as sent, or — for
 * `clientSecretSet: true` without one — the one stored for the same provider id and issuer (a
 * secret is never sent to another issuer than the one it was entered for).
 */
function withStoredSecrets(
  sent: readonly LoginProviderOptionRequest[],
  stored: readonly LoginProviderOption[],
): LoginConfiguration['options'] {
  const missing: IssueDetail[] = [];
  const options: LoginProviderOption[] = [];
  sent.forEach(({ oidc, ...option }, index) => {
    if (!oidc) {
      options.push(option);
      return;
    }
    const { clientSecretSet: _keep, clientSecret, ...settings } = oidc;
    const kept = stored.find(
      (candidate) => candidate.providerId === option.providerId && candidate.oidc?.issuer === settings.issuer,
    )?.oidc?.clientSecret;
    const secret = clientSecret ?? kept;
    if (secret === undefined) {
      missing.push({
        path: `body.options.${index}.oidc.clientSecret`,
        message: 'Required: no client secret is stored for this provider id and issuer',
      });
    } else {
      options.push({ ...option, oidc: { ...settings, clientSecret: secret } });
    }
  });
  if (missing.length > 0) {
    throw new AppError('validation.failed', 'The request is not valid.', missing);
  }
  return options;
}

/**
 * The venue's login configuration, kept in the settings table so that every node sees it. It
 * holds the identity providers' settings (client secrets); they leave the server only through
 * the presenters, without the secrets.
 */
type Cached = { value: Promise<boolean>; at: number } | undefined;

// Whether login is required, asked by every read of a caller without a session: read from the
// database at most once per `ttlMs` (as the publication state), and again at once after a
// `replace` through any service of the same database on this node.
const loginRequiredCache = new WeakMap<Db, { cached: Cached }>();

export function createLoginOptionsService(db: Db, ttlMs = 1000) {
  let required = loginRequiredCache.get(db);
  if (!required) {
    required = { cached: undefined };
    loginRequiredCache.set(db, required);
  }
  const shared = required;
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

    /** Whether the venue requires login (it has no ANONYMOUS option). */
    loginRequired(): Promise<boolean> {
      const now = Date.now();
      let cached = shared.cached;
      if (!cached || now - cached.at >= ttlMs) {
        const value = load().then(isLoginEnabled);
        cached = { value, at: now };
        shared.cached = cached;
        value.catch(() => {
          if (shared.cached === cached) shared.cached = undefined;
        });
      }
      return cached.value;
    },

    /** The whole configuration as administrators read it back, secrets masked. */
    async view(): Promise<LoginConfigurationView> {
      return presentLoginConfigurationForAdmin(await load());
    },

    /** One option with its provider settings, for the server's single sign-on. */
    async findProvider(providerId: string): Promise<LoginProviderOption | undefined> {
      return (await load()).find((option) => option.providerId === providerId);
    },

    async replace(configuration: LoginConfigurationRequest): Promise<LoginOption[]> {
      const options = withStoredSecrets(configuration.options, await load());
      const value = JSON.stringify({ options } satisfies LoginConfiguration);
      await db
        .insertInto('settings')
        .values({ key: KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
      shared.cached = undefined;
      return presentLoginOptions(options);
    },
  };
}

export type LoginOptionsService = ReturnType<typeof createLoginOptionsService>;
