import {
  isSamlProviderId,
  type LoginConfigurationRequestInput,
  type LoginConfigurationView,
  type LoginOptionType,
  SAML_PROVIDER_PREFIX,
} from '@atrium/domain';

/** The OIDC settings as the form holds them; `stored` names what the masked secret was stored for. */
export type OidcFields = {
  issuer: string;
  clientId: string;
  /** A new secret typed by the organiser; empty keeps the stored one (if any). */
  clientSecret: string;
  scopes: string;
  stored: { providerId: string; issuer: string } | undefined;
};

export type SamlFields = {
  entryPoint: string;
  idpCert: string;
  issuer: string;
  wantAssertionsSigned: boolean;
};

/** One login option in the form. Both settings blocks are kept so that typing an id loses nothing. */
export type OptionFields = {
  /** Identifies the option in lists while it is moved or its id is edited. */
  key: string;
  loginType: LoginOptionType;
  displayName: string;
  providerId: string;
  oidc: OidcFields;
  saml: SamlFields;
};

/** What organisers choose between: the single sign-on type splits into OIDC and SAML by provider id. */
export const optionKinds = [
  'EMAIL_PASSWORD',
  'CVENT_LOGIN',
  'BIZZABO_LOGIN',
  'OIDC',
  'SAML',
  'ANONYMOUS',
] as const;
export type OptionKind = (typeof optionKinds)[number];

const emptyOidc = (): OidcFields => ({
  issuer: '',
  clientId: '',
  clientSecret: '',
  scopes: '',
  stored: undefined,
});
const emptySaml = (): SamlFields => ({ entryPoint: '', idpCert: '', issuer: '', wantAssertionsSigned: true });

let nextKey = 0;
const newKey = () => `option-${++nextKey}`;

export function kindOf(option: Pick<OptionFields, 'loginType' | 'providerId'>): OptionKind {
  if (option.loginType !== 'FIREBASE_OIDC') return option.loginType;
  return isSamlProviderId(option.providerId.trim()) ? 'SAML' : 'OIDC';
}

export const loginTypeOf = (kind: OptionKind): LoginOptionType =>
  kind === 'OIDC' || kind === 'SAML' ? 'FIREBASE_OIDC' : kind;

/** The masked secret is kept only for the provider id and issuer it was stored for (as the server does). */
export const keepsStoredSecret = (option: Pick<OptionFields, 'providerId' | 'oidc'>) =>
  option.oidc.stored !== undefined &&
  option.oidc.stored.providerId === option.providerId.trim() &&
  option.oidc.stored.issuer === option.oidc.issuer.trim();

/** The configuration as read back (secrets masked) as form fields. */
export function fieldsFromView(view: LoginConfigurationView): OptionFields[] {
  return view.options.map((option) => ({
    key: newKey(),
    loginType: option.loginType,
    displayName: option.displayName,
    providerId: option.providerId,
    oidc: option.oidc
      ? {
          issuer: option.oidc.issuer,
          clientId: option.oidc.clientId,
          clientSecret: '',
          scopes: option.oidc.scopes,
          stored: { providerId: option.providerId, issuer: option.oidc.issuer },
        }
      : emptyOidc(),
    saml: option.saml
      ? {
          entryPoint: option.saml.entryPoint,
          idpCert: option.saml.idpCert,
          issuer: option.saml.issuer ?? '',
          wantAssertionsSigned: option.saml.wantAssertionsSigned,
        }
      : emptySaml(),
  }));
}

/**
 * The request the form stands for: only the settings block the option's kind needs, a masked
 * secret sent back as `clientSecretSet: true` where the server still holds it, blank optional
 * settings left out (their defaults apply).
 */
export function requestFromFields(options: readonly OptionFields[]): LoginConfigurationRequestInput {
  return {
    options: options.map((option) => {
      const base = {
        loginType: option.loginType,
        displayName: option.displayName.trim(),
        providerId: option.providerId.trim(),
      };
      const kind = kindOf(option);
      if (kind === 'SAML') {
        const { entryPoint, idpCert, issuer, wantAssertionsSigned } = option.saml;
        return {
          ...base,
          saml: {
            entryPoint: entryPoint.trim(),
            idpCert: idpCert.trim(),
            ...(issuer.trim() ? { issuer: issuer.trim() } : {}),
            wantAssertionsSigned,
          },
        };
      }
      if (kind !== 'OIDC') return base;
      const { issuer, clientId, clientSecret, scopes } = option.oidc;
      return {
        ...base,
        oidc: {
          issuer: issuer.trim(),
          clientId: clientId.trim(),
          ...(clientSecret !== ''
            ? { clientSecret }
            : keepsStoredSecret(option)
              ? { clientSecretSet: true as const }
              : {}),
          ...(scopes.trim() ? { scopes: scopes.trim() } : {}),
        },
      };
    }),
  };
}

/** `base`, or `base-2`, `base-3`… whichever no other option uses. */
export function uniqueProviderId(base: string, taken: readonly string[]): string {
  const used = new Set(taken.map((id) => id.trim()));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

const baseIds: Record<OptionKind, string> = {
  EMAIL_PASSWORD: 'password',
  CVENT_LOGIN: 'cvent',
  BIZZABO_LOGIN: 'bizzabo',
  OIDC: 'oidc',
  SAML: `${SAML_PROVIDER_PREFIX}idp`,
  ANONYMOUS: 'anonymous',
};

/** A new option of a kind, with an id no other option has. */
export function newOption(kind: OptionKind, displayName: string, taken: readonly string[]): OptionFields {
  return {
    key: newKey(),
    loginType: loginTypeOf(kind),
    displayName,
    providerId: uniqueProviderId(baseIds[kind], taken),
    oidc: emptyOidc(),
    saml: emptySaml(),
  };
}

/**
 * The option turned into another kind: single sign-on ids get or lose the 'saml.' prefix that tells
 * SAML from OIDC; the settings typed so far stay.
 */
export function withKind(option: OptionFields, kind: OptionKind, taken: readonly string[]): OptionFields {
  if (kindOf(option) === kind) return option;
  const id = option.providerId.trim();
  let providerId = option.providerId;
  if (kind === 'SAML') providerId = uniqueProviderId(`${SAML_PROVIDER_PREFIX}${id || 'idp'}`, taken);
  else if (isSamlProviderId(id))
    providerId = uniqueProviderId(id.slice(SAML_PROVIDER_PREFIX.length) || 'oidc', taken);
  return { ...option, loginType: loginTypeOf(kind), providerId };
}

/** The indexes of options whose provider id another option has too. */
export function duplicateIdIndexes(options: readonly Pick<OptionFields, 'providerId'>[]): Set<number> {
  const seen = new Map<string, number[]>();
  options.forEach((option, index) => {
    const id = option.providerId.trim();
    seen.set(id, [...(seen.get(id) ?? []), index]);
  });
  return new Set([...seen.values()].filter((indexes) => indexes.length > 1).flat());
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
