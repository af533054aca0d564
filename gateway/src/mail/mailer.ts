// Outgoing mail: every mail is kept in the mail_outbox table (read at /dev/mailbox outside production).
// With SMTP_URL set, a background sender sends it from there through nodemailer, so no request waits
// on SMTP: a failed attempt is tried again later, after a delay that doubles each time, and sending
// gives up after MAIL_MAX_ATTEMPTS.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailConfig } from '../config';
import type { Database } from '../db/connection';
import { createDeliveryRepo, type DueMail } from './delivery-repo';
import { createOutboxRepo } from './outbox-repo';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Keeps the mail (and queues it for sending with SMTP); never waits on the SMTP server. */
  send(message: MailMessage): Promise<void>;
}

/** The delay after the first failed attempt; each further failure doubles it, up to an hour. */
export const MAIL_RETRY_START_MS = 30_000;
const MAIL_RETRY_MAX_MS = 3_600_000;
export const MAIL_MAX_ATTEMPTS = 8;
/** How often the sender looks for mail whose retry is due. */
const POLL_MS = 10_000;
/** How long a claimed mail is left to its sender before another may try it (a sender that died). */
const LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;

export interface MailerOptions {
  /** The sender's clock (tests move it); default: the system's. */
  now?: () => Date;
  /** Time to connect to the SMTP server and to get its greeting; default 10 s. */
  connectionTimeoutMs?: number;
  /** Time the SMTP server may stay silent during a send; default 30 s. */
  socketTimeoutMs?: number;
}

export interface MailerHandle {
  mailer: Mailer;
  /** Sends the mail that is due now (nothing without SMTP); resolves when that pass is over. */
  deliverDue(): Promise<void>;
  /** Stops the sender once its current pass is over, and releases the SMTP connection. */
  close(): Promise<void>;
}

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_START_MS * 2 ** (attempts - 1), MAIL_RETRY_MAX_MS);
}

/** What may be logged of a failed send: codes, not the message (which can repeat the address). */
function failureOf(error: unknown) {
  const { code, responseCode, command } = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  return { code, responseCode, command };
}

export function createMailer(config: MailConfig, db: Database, logger: Logger, options: MailerOptions = {}): MailerHandle {
  if (!config.smtpUrl) {
    const outbox = createOutboxRepo(db);
    return { mailer: { send: (message) => outbox.insert(message) }, deliverDue: async () => undefined, close: async () => undefined };
  }
  const now = options.now ?? (() => new Date());
  const connectionTimeout = options.connectionTimeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout,
    greetingTimeout: connectionTimeout,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  });
  const deliveries = createDeliveryRepo(db);

  async function sendOne(mail: DueMail): Promise<void> {
    const startedAt = now();
    try {
      await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryAt = attempts < MAIL_MAX_ATTEMPTS ? new Date(startedAt.getTime() + retryDelayMs(attempts)) : undefined;
      await deliveries.markFailed(mail.id, error instanceof Error ? error.message : String(error), startedAt, retryAt);
      const fields = { mailId: mail.id, attempts, ...failureOf(error) };
      if (retryAt) logger.warn({ ...fields, retryAt }, 'mail not sent; it will be tried again');
      else logger.error(fields, `mail not sent after ${attempts} attempts; giving up`);
      return;
    }
    await deliveries.markSent(mail.id, now());
  }

  let closed = false;
  async function pass(): Promise<void> {
    for (;;) {
      const claimedAt = now();
      const due = await deliveries.claimDue(claimedAt, new Date(claimedAt.getTime() + LEASE_MS), BATCH_SIZE);
      for (const [index, mail] of due.entries()) {
        if (closed) {
          // Closing: the rest are handed back, due at once for the next sender.
          await deliveries.release(due.slice(index).map((left) => left.id), now());
          return;
        }
        await sendOne(mail);
      }
      if (due.length < BATCH_SIZE) return;
    }
  }

  // One pass at a time; calls while a pass waits to start share it.
  let latest: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  function deliverDue(): Promise<void> {
    if (closed) return latest;
    if (waiting) return waiting;
    const next = latest.then(async () => {
      waiting = undefined;
      await pass().catch((err: unknown) => logger.error({ err }, 'mail sending pass failed; it runs again shortly'));
    });
    waiting = next;
    latest = next;
    return next;
  }

  const timer = setInterval(() => void deliverDue(), POLL_MS).unref();
  return {
    mailer: {
      async send(message) {
        await deliveries.insertForSending(message, now());
        void deliverDue();
      },
    },
    deliverDue,
    async close() {
      closed = true;
      clearInterval(timer);
      await latest;
      transport.close();
    },
  };
}
