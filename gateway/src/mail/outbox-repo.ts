// Data access of the mail outbox: mail kept instead of sent when no SMTP server is configured.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}

/** The newest mails shown at /dev/mailbox. */
const LISTED_MAILS = 200;

export function createOutboxRepo(db: Database) {
  return {
    async insert({ to, subject, text, html }: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values({ toAddress: to, subject, textBody: text, htmlBody: html ?? null });
    },

    /** Newest first; only those sent to `to` (case-insensitive) when given. */
    async list(to?: string): Promise<OutboxMail[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(LISTED_MAILS);
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        createdAt: row.createdAt,
      }));
    },
  };
}
