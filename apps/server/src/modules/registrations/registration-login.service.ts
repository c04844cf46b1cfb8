import type { BizzaboLoginRequest, CventLoginRequest } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { LoginThrottle } from '../auth/login-throttle.service';
import type { UserRecord, UsersRepository } from '../auth/users.repository';
import type { RegistrationRecord, RegistrationSource } from './registration-source';

export type RegistrationLoginResult = {
  status: 'USER_FOUND' | 'USER_CREATED';
  emailAddress: string;
  user: UserRecord;
};

const invalidRegistration = () =>
  new AppError(
    'auth.invalid_credentials',
    'The ticket number or confirmation number is not valid for this event or no longer valid.',
  );

const alreadyRegistered = () =>
  new AppError(
    'auth.duplicate_account',
    'The account is already registered with the existing product account; log in with it as before.',
  );

/**
 * Ticket-number (BIZZABO_LOGIN) and confirmation-number (CVENT_LOGIN) logins against a
 * RegistrationSource (spec §7/§8): no registration, another email or an empty email are invalid
 * credentials and count towards the lockout (per number and per IP); an inactive registration is
 * "user not accepted"; a venue that is not live is a generic login failure. A known email logs in
 * as its user, an unknown one becomes a new attendee named as in the registration; either way the
 * email counts as verified (the organiser's list). An administrator account is never logged in
 * this way: it is refused as a duplicate account.
 */
export function createRegistrationLoginService(deps: {
  source: RegistrationSource;
  users: UsersRepository;
  throttle: LoginThrottle;
  isLive: (architectureId: string) => Promise<boolean>;
}) {
  const { throttle, users } = deps;

  async function login(
    architectureId: string,
    account: string,
    ip: string,
    lookup: () => Promise<RegistrationRecord | undefined>,
    accepts: (registration: RegistrationRecord & { email: string }) => boolean = () => true,
  ): Promise<RegistrationLoginResult> {
    if (!(await deps.isLive(architectureId))) {
      throw new AppError('auth.login_failed', 'Login failed: this event is not open.');
    }
    return throttle.attempt({ account, ip }, async () => {
      const registration = await lookup();
      const email = registration?.email?.trim().toLowerCase();
      if (!registration || !email || !accepts({ ...registration, email })) throw invalidRegistration();
      if (!registration.active) {
        throw new AppError('auth.user_inactive', 'This registration has not been accepted for the event.');
      }
      const { user, created } = await users.findOrCreateWithoutPassword({
        email,
        name: registration.name?.trim() || null,
        roles: ['attendee'],
        emailVerified: true,
      });
      // A ticket or confirmation number is no proof of who holds an administrator account: such an
      // account keeps logging in its own way.
      if (user.roles.includes('administrator')) throw alreadyRegistered();
      if (!user.emailVerified) await users.markEmailVerified(user.id);
      return {
        status: created ? 'USER_CREATED' : 'USER_FOUND',
        emailAddress: user.email,
        user: { ...user, emailVerified: true },
      };
    });
  }

  return {
    bizzabo(request: BizzaboLoginRequest, ip: string) {
      const { architectureID, registrationNumber, emailAddress } = request;
      return login(
        architectureID,
        `ticket:${architectureID}:${registrationNumber}`,
        ip,
        () => deps.source.findByTicketNumber(architectureID, registrationNumber),
        (registration) => registration.email === emailAddress.trim().toLowerCase(),
      );
    },

    cvent(request: CventLoginRequest, ip: string) {
      const { architectureID, confirmationNumber } = request;
      return login(architectureID, `confirmation:${architectureID}:${confirmationNumber}`, ip, () =>
        deps.source.findByConfirmationNumber(architectureID, confirmationNumber),
      );
    },
  };
}

export type RegistrationLoginService = ReturnType<typeof createRegistrationLoginService>;
