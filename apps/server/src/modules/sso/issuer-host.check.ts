import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { LoginConfigurationRequest } from '@atrium/domain';
import { AppError, type ErrorDetail } from '../../errors/app-error';
import type { LoginOptionsService } from '../auth/login-options.service';
import { isPublicAddress } from './outbound-address';

const LOOKUP_TIMEOUT_MS = 3000;

/**
 * Why an OIDC issuer may not be saved: its host is, or resolves to, a loopback, private or
 * link-local address (unless the operator allows those). A host that does not resolve now is
 * saved; every connection is checked again when it is made (guarded fetch).
 */
export function createIssuerHostCheck(options: { allowPrivateHosts: boolean }) {
  return async (issuer: string): Promise<string | undefined> => {
    if (options.allowPrivateHosts) return undefined;
    const host = new URL(issuer).hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is this server`;
    if (isIP(host)) return isPublicAddress(host) ? undefined : `${host} is not a public address`;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<[]>((resolve) => {
      timer = setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS);
    });
    const addresses = await Promise.race([lookup(host, { all: true }).catch(() => []), timeout]);
    clearTimeout(timer);
    const internal = addresses.find((entry) => !isPublicAddress(entry.address));
    return internal ? `${host} resolves to ${internal.address}, which is not a public address` : undefined;
  };
}

export type IssuerHostCheck = ReturnType<typeof createIssuerHostCheck>;

/** The login options service whose `replace` refuses (400) OIDC issuers on internal hosts. */
export function withIssuerHostCheck(
  service: LoginOptionsService,
  check: IssuerHostCheck,
): LoginOptionsService {
  return {
    ...service,
    async replace(configuration: LoginConfigurationRequest) {
      const details: ErrorDetail[] = [];
      for (const [index, option] of configuration.options.entries()) {
        const problem = option.oidc ? await check(option.oidc.issuer) : undefined;
        if (problem) {
          details.push({
            path: `body.options.${index}.oidc.issuer`,
            message: `The issuer must be on a public host: ${problem} (see OIDC_ALLOW_PRIVATE_HOSTS)`,
          });
        }
      }
      if (details.length > 0) throw new AppError('validation.failed', 'The request is not valid.', details);
      return service.replace(configuration);
    },
  };
}
