import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import type { LoginThrottle } from '../auth/login-throttle.service';
import type { UsersRepository } from '../auth/users.repository';
import { createRegistrationLoginService } from './registration-login.service';
import { createRegistrationsRepository } from './registrations.repository';
import { createRegistrationsService } from './registrations.service';

/** The registrations administrators upload, and the ticket and confirmation logins against them. */
export function createRegistrationsModule(deps: {
  database: DatabaseHandle;
  users: UsersRepository;
  throttle: LoginThrottle;
  /** Whether the architecture is the published one (logins are for the live event only). */
  isLive: (architectureId: string) => Promise<boolean>;
  now: Clock;
}) {
  const repository = createRegistrationsRepository(deps.database);
  const registrations = createRegistrationsService({ repository, now: deps.now });
  const registrationLogin = createRegistrationLoginService({
    source: repository,
    users: deps.users,
    throttle: deps.throttle,
    isLive: deps.isLive,
  });
  return { registrations, registrationLogin };
}
