import type { LoginOptionType } from '@atrium/domain';

export type LockoutWarning = {
  /** Under `studio.login.warnings`. */
  key: 'nobody' | 'public' | 'administrators' | 'administratorsSso' | 'noRegistrations';
  severity: 'error' | 'warning' | 'info';
};

const registrationLogins: readonly LoginOptionType[] = ['CVENT_LOGIN', 'BIZZABO_LOGIN'];

/**
 * Who a configuration would lock out. Administrators log in with email and password, or through
 * single sign-on when the provider vouches for their account's email address; ticket and
 * confirmation logins are for attendees and need registrations; an anonymous option makes the venue
 * public, which skips the login page (and so every other option). `registrationCount` is undefined
 * when not known.
 *
 * | options                                   | warning            |
 * |-------------------------------------------|--------------------|
 * | none                                      | nobody (error)     |
 * | only ticket/confirmation, no registration | nobody (error)     |
 * | ANONYMOUS among them                      | public             |
 * | no EMAIL_PASSWORD, no single sign-on      | administrators     |
 * | no EMAIL_PASSWORD, single sign-on         | administratorsSso  |
 * | ticket/confirmation, no registration      | noRegistrations    |
 */
export function lockoutWarnings(
  options: readonly { loginType: LoginOptionType }[],
  registrationCount: number | undefined,
): LockoutWarning[] {
  if (options.length === 0) return [{ key: 'nobody', severity: 'error' }];
  const types = new Set(options.map((option) => option.loginType));
  const usesRegistrations = registrationLogins.some((type) => types.has(type));
  const noRegistrations = usesRegistrations && registrationCount === 0;
  const onlyRegistrations = options.every((option) => registrationLogins.includes(option.loginType));
  const warnings: LockoutWarning[] = [];
  if (onlyRegistrations && noRegistrations) {
    warnings.push({ key: 'nobody', severity: 'error' });
  }
  if (types.has('ANONYMOUS')) {
    warnings.push({ key: 'public', severity: 'warning' });
  } else if (!types.has('EMAIL_PASSWORD')) {
    warnings.push(
      types.has('FIREBASE_OIDC')
        ? { key: 'administratorsSso', severity: 'info' }
        : { key: 'administrators', severity: 'warning' },
    );
  }
  if (noRegistrations && !onlyRegistrations) warnings.push({ key: 'noRegistrations', severity: 'warning' });
  return warnings;
}
