import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type MailDelivery = { via: 'smtp' } | { via: 'outbox'; file: string };

/**
 * Sends mail over SMTP when `smtpUrl` is set (`smtp://user:pass@host:port`, or `smtps://`);
 * otherwise writes each mail as an .eml file into `outboxDir` and logs where — so a single
 * machine needs no mail server and a developer can open the link from the file.
 */
export function createMailService(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}) {
  const { smtpUrl, from, outboxDir, log } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message: MailMessage): Promise<MailDelivery> {
      let info: { message?: unknown };
      try {
        info = (await transport.sendMail({ from, ...message })) as { message?: unknown };
      } catch (error) {
        log.error({ err: error, to: message.to }, 'mail could not be sent');
        throw new AppError('mail.send_failed', 'The email could not be sent. Please try again later.');
      }
      if (smtpUrl) {
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return { via: 'smtp' };
      }
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to the outbox (no SMTP_URL)',
      );
      return { via: 'outbox', file };
    },

    close() {
      transport.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
