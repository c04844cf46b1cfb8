/** What a ticket or confirmation login needs to know about a registration. */
export type RegistrationRecord = {
  email: string | null;
  name: string | null;
  company: string | null;
  active: boolean;
};

/**
 * Where ticket-number (BIZZABO_LOGIN) and confirmation-number (CVENT_LOGIN) logins look
 * registrations up. The built-in source is the `registrations` table that administrators upload;
 * an adapter calling a registration platform's API live can implement the same interface.
 */
export interface RegistrationSource {
  findByTicketNumber(architectureId: string, ticketNumber: number): Promise<RegistrationRecord | undefined>;
  findByConfirmationNumber(
    architectureId: string,
    confirmationNumber: string,
  ): Promise<RegistrationRecord | undefined>;
}
