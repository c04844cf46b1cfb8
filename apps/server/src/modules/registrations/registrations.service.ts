import { type Registration, type RegistrationsReplaced, registrationInputSchema } from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError, type ErrorDetail } from '../../errors/app-error';
import { parseRegistrationsCsv } from './registration-csv.parser';
import type { RegistrationsRepository } from './registrations.repository';

const MAX_ROWS = 100_000;
const MAX_DETAILS = 1000;

type LabelledRow = { label: string; value: unknown };

const invalid = (details: ErrorDetail[]) => {
  const shown = details.slice(0, MAX_DETAILS);
  if (details.length > MAX_DETAILS) {
    shown.push({ path: '', message: `… and ${details.length - MAX_DETAILS} more problems` });
  }
  return new AppError(
    'validation.failed',
    `The registrations are not valid (${details.length} problem${details.length === 1 ? '' : 's'}); nothing was stored.`,
    shown,
  );
};

/** Validates every row and reports every problem with its row (`[3].email`, `line 4.email`). */
function validateRows(rows: LabelledRow[]): Registration[] {
  const details: ErrorDetail[] = [];
  const registrations: Registration[] = [];
  const seen = {
    ticketNumber: new Map<number, string>(),
    confirmationNumber: new Map<string, string>(),
    email: new Map<string, string>(),
  };
  for (const { label, value } of rows) {
    const parsed = registrationInputSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        details.push({ path: path ? `${label}.${path}` : label, message: issue.message });
      }
      continue;
    }
    const registration = parsed.data;
    for (const field of ['ticketNumber', 'confirmationNumber', 'email'] as const) {
      const key = registration[field];
      if (key === null) continue;
      const map = seen[field] as Map<typeof key, string>;
      const first = map.get(key);
      if (first) details.push({ path: `${label}.${field}`, message: `${key} is also used in ${first}` });
      else map.set(key, label);
    }
    registrations.push(registration);
  }
  if (details.length) throw invalid(details);
  return registrations;
}

/** Administrators replace an architecture's registrations as a whole; nothing is stored on any error. */
export function createRegistrationsService(deps: { repository: RegistrationsRepository; now: Clock }) {
  const { repository } = deps;

  const replace = async (architectureId: string, rows: LabelledRow[]): Promise<RegistrationsReplaced> => {
    if (rows.length > MAX_ROWS) throw invalid([{ path: '', message: `At most ${MAX_ROWS} registrations` }]);
    const registrations = validateRows(rows);
    await repository.replaceAll(architectureId, registrations, deps.now().toISOString());
    return { architectureId, count: registrations.length };
  };

  return {
    async replaceFromJson(architectureId: string, body: unknown): Promise<RegistrationsReplaced> {
      if (!Array.isArray(body)) throw invalid([{ path: '', message: 'Send a JSON array of registrations' }]);
      return replace(
        architectureId,
        body.map((value, index) => ({ label: `[${index}]`, value })),
      );
    },

    async replaceFromCsv(architectureId: string, text: string): Promise<RegistrationsReplaced> {
      const parsed = parseRegistrationsCsv(text);
      if ('problems' in parsed) throw invalid(parsed.problems);
      return replace(architectureId, parsed.rows);
    },

    list(architectureId: string): Promise<Registration[]> {
      return repository.list(architectureId);
    },
  };
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
