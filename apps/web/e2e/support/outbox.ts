import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { laneOf } from './lane';

/**
 * Without SMTP_URL the server writes every mail as an .eml file into `<DATA_DIR>/outbox/` (see
 * apps/server/src/modules/mail/mail.service.ts): for the running test, its lane's (lane.ts).
 */
export const laneOutbox = () => join(laneOf(test.info()).dataDir, 'outbox');

export type Mail = { file: string; to: string; subject: string; text: string; html: string };

/** The .eml files in the outbox now; pass it to `nextMail` to wait for a mail sent after it. */
export function outboxFiles(outbox = laneOutbox()): Set<string> {
  return new Set(existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : []);
}

/** Waits for a mail to `to` that was not in the outbox before (`before` from `outboxFiles`). */
export async function nextMail(to: string, before: Set<string>, outbox = laneOutbox()): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        const fresh = [...outboxFiles(outbox)].filter((name) => !before.has(name)).sort();
        found = fresh
          .map((name) => parseEml(join(outbox, name)))
          .find((mail) => mail.to.toLowerCase() === to.toLowerCase());
        return found !== undefined;
      },
      { message: `a new mail to ${to} in ${outbox}` },
    )
    .toBe(true);
  return found!;
}

/** The password-reset link of a mail (its plain-text part). */
export function resetLink(mail: Mail): URL {
  const link = mail.text.match(/https?:\/\/\S+\/login\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link in ${mail.file}:\n${mail.text}`);
  return new URL(link);
}

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const softBreaksRemoved = text.replace(/=\n/g, '');
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** Reads an .eml as nodemailer writes it: one part, or multipart/alternative with text and html. */
export function parseEml(file: string): Mail {
  const message = splitPart(readFileSync(file, 'utf8'));
  const contentType = message.headers.get('content-type') ?? 'text/plain';
  const boundary = contentType.match(/boundary="?([^";]+)"?/i)?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1)
        .filter((chunk) => !chunk.startsWith('--'))
        .map((chunk) => splitPart(chunk.replace(/^\n/, '')))
    : [message];
  const textOf = (type: string) => {
    const part = parts.find((candidate) =>
      (candidate.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type),
    );
    return part ? decodeBody(part).replace(/\n$/, '') : '';
  };
  return {
    file,
    to: message.headers.get('to') ?? '',
    subject: message.headers.get('subject') ?? '',
    text: textOf('text/plain'),
    html: textOf('text/html'),
  };
}
