// Data access of mail sending: a delivery row per outbox mail that must go out through SMTP, claimed by
// one sender at a time (a lease), then marked sent, retried later, or given up on.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/connection';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';

export interface DueMail extends MailMessage {
  id: string;
  /** Attempts made before this one. */
  attempts: number;
}

interface DueMailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

export function createDeliveryRepo(db: Database) {
  return {
    /** Keeps the mail in the outbox and queues it for sending, due at `dueAt`, in one statement. */
    async insertForSending({ to, subject, text, html }: MailMessage, dueAt: Date): Promise<void> {
      await db.execute(sql`
        with mail as (
          insert into ${mailOutbox} (to_address, subject, text_body, html_body)
          values (${to}, ${subject}, ${text}, ${html ?? null})
          returning id
        )
        insert into mail_deliveries (mail_id, next_attempt_at) select id, ${dueAt.toISOString()}::timestamptz from mail`);
    },

    /**
     * Up to `limit` mails due at `now`, each leased until `leaseUntil` so that no other sender takes it
     * meanwhile (a sender that dies mid-send leaves its mails to be retried when the lease ends).
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DueMail[]> {
      const result = await db.execute(sql`
        with due as (
          select mail_id from mail_deliveries
          where sent_at is null and failed_at is null and next_attempt_at <= ${now.toISOString()}::timestamptz
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        ),
        claimed as (
          update mail_deliveries d set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
          from due where d.mail_id = due.mail_id
          returning d.mail_id, d.attempts
        )
        select m.id, m.to_address, m.subject, m.text_body, m.html_body, c.attempts
        from claimed c join ${mailOutbox} m on m.id = c.mail_id`);
      return rowsOf<DueMailRow>(result).map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        attempts: Number(row.attempts),
      }));
    },

    /** Ends the lease on mails claimed but not tried: due again at `dueAt`. */
    async release(ids: string[], dueAt: Date): Promise<void> {
      if (!ids.length) return;
      await db.execute(sql`update mail_deliveries set next_attempt_at = ${dueAt.toISOString()}::timestamptz
        where mail_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db.execute(sql`update mail_deliveries set sent_at = ${at.toISOString()}::timestamptz, attempts = attempts + 1, last_error = null
        where mail_id = ${id}`);
    },

    /** Records a failed attempt: tried again at `retryAt`, or never when it is undefined. */
    async markFailed(id: string, error: string, at: Date, retryAt: Date | undefined): Promise<void> {
      const next = retryAt ? sql`next_attempt_at = ${retryAt.toISOString()}::timestamptz` : sql`failed_at = ${at.toISOString()}::timestamptz`;
      await db.execute(sql`update mail_deliveries set attempts = attempts + 1, last_error = ${error}, ${next} where mail_id = ${id}`);
    },
  };
}

export type DeliveryRepo = ReturnType<typeof createDeliveryRepo>;
