// Outgoing mail: SMTP (nodemailer) when SMTP_URL is set, else the mail_outbox table read at /dev/mailbox.
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import type { Database } from '../db/connection';
import { createOutboxRepo } from './outbox-repo';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerHandle {
  mailer: Mailer;
  /** Releases the SMTP connection pool, if any. */
  close(): void;
}

export function createMailer(config: MailConfig, db: Database): MailerHandle {
  if (!config.smtpUrl) {
    const outbox = createOutboxRepo(db);
    return { mailer: { send: (message) => outbox.insert(message) }, close: () => undefined };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    mailer: {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: config.from, to, subject, text, html });
      },
    },
    close: () => transport.close(),
  };
}
