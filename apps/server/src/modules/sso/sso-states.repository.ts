import type { Db } from '../../db/database';
import type { SsoStatesTable } from '../../db/schema';

export type SsoState = {
  id: string;
  protocol: 'oidc' | 'saml';
  providerId: string;
  redirect: string;
  callbackUrl: string;
  nonce: string | null;
  codeVerifier: string | null;
  requestId: string | null;
  createdAt: string;
  expiresAt: string;
};

const toState = (row: SsoStatesTable): SsoState => ({
  id: row.id,
  protocol: row.protocol,
  providerId: row.provider_id,
  redirect: row.redirect,
  callbackUrl: row.callback_url,
  nonce: row.nonce,
  codeVerifier: row.code_verifier,
  requestId: row.request_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/** Sign-ons in flight. Timestamps are ISO strings of one format, so they compare as text. */
export function createSsoStatesRepository(db: Db) {
  return {
    async insert(state: SsoState): Promise<void> {
      await db
        .insertInto('sso_states')
        .values({
          id: state.id,
          protocol: state.protocol,
          provider_id: state.providerId,
          redirect: state.redirect,
          callback_url: state.callbackUrl,
          nonce: state.nonce,
          code_verifier: state.codeVerifier,
          request_id: state.requestId,
          created_at: state.createdAt,
          expires_at: state.expiresAt,
        })
        .execute();
    },

    /** Deletes and returns the row in one statement, so a state can be used once even across nodes. */
    async consume(
      id: string,
      protocol: SsoState['protocol'],
      providerId: string,
    ): Promise<SsoState | undefined> {
      const row = await db
        .deleteFrom('sso_states')
        .where('id', '=', id)
        .where('protocol', '=', protocol)
        .where('provider_id', '=', providerId)
        .returningAll()
        .executeTakeFirst();
      return row && toState(row);
    },

    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('sso_states').where('expires_at', '<=', now).execute();
    },
  };
}

export type SsoStatesRepository = ReturnType<typeof createSsoStatesRepository>;
