import { randomUUID } from 'node:crypto';
import type { Registration } from '@atrium/domain';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { RegistrationRecord, RegistrationSource } from './registration-source';

const CHUNK = 500;

type Row = {
  email: string | null;
  name: string | null;
  company: string | null;
  ticket_number: number | null;
  confirmation_number: string | null;
  active: number;
};

const toRecord = (row: Row): RegistrationRecord => ({
  email: row.email,
  name: row.name,
  company: row.company,
  active: Number(row.active) === 1,
});

/** The registrations uploaded per architecture; also the database RegistrationSource. */
export function createRegistrationsRepository(database: DatabaseHandle) {
  const { db } = database;
  const columns = ['email', 'name', 'company', 'ticket_number', 'confirmation_number', 'active'] as const;

  return {
    /** Replaces every registration of the architecture in one transaction. */
    async replaceAll(architectureId: string, registrations: Registration[], now: string) {
      await db.transaction().execute(async (trx) => {
        // Two replacements at once would otherwise interleave and collide on the unique indexes.
        if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(7243002)`.execute(trx);
        await trx.deleteFrom('registrations').where('architecture_id', '=', architectureId).execute();
        for (let start = 0; start < registrations.length; start += CHUNK) {
          const rows = registrations.slice(start, start + CHUNK).map((r) => ({
            id: randomUUID(),
            architecture_id: architectureId,
            email: r.email,
            name: r.name,
            company: r.company,
            ticket_number: r.ticketNumber,
            confirmation_number: r.confirmationNumber,
            active: r.active ? 1 : 0,
            created_at: now,
            updated_at: now,
          }));
          await trx.insertInto('registrations').values(rows).execute();
        }
      });
    },

    async list(architectureId: string): Promise<Registration[]> {
      const rows = await db
        .selectFrom('registrations')
        .select(columns)
        .where('architecture_id', '=', architectureId)
        .orderBy(sql`coalesce(email, '')`)
        .orderBy(sql`coalesce(ticket_number, -1)`)
        .orderBy(sql`coalesce(confirmation_number, '')`)
        .execute();
      return rows.map((row) => ({
        email: row.email,
        name: row.name,
        company: row.company,
        ticketNumber: row.ticket_number === null ? null : Number(row.ticket_number),
        confirmationNumber: row.confirmation_number,
        active: Number(row.active) === 1,
      }));
    },

    async findByTicketNumber(architectureId: string, ticketNumber: number) {
      const row = await db
        .selectFrom('registrations')
        .select(columns)
        .where('architecture_id', '=', architectureId)
        .where('ticket_number', '=', ticketNumber)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async findByConfirmationNumber(architectureId: string, confirmationNumber: string) {
      const row = await db
        .selectFrom('registrations')
        .select(columns)
        .where('architecture_id', '=', architectureId)
        .where('confirmation_number', '=', confirmationNumber)
        .executeTakeFirst();
      return row && toRecord(row);
    },
  } satisfies RegistrationSource & Record<string, unknown>;
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
