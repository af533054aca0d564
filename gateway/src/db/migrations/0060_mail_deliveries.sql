-- Sending of outbox mail through SMTP (when SMTP_URL is set): one row per mail to send, worked by the
-- background sender. A mail without a row here was only kept in the outbox.
create table mail_deliveries (
  mail_id uuid primary key references mail_outbox (id) on delete cascade,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  failed_at timestamptz
);

create index mail_deliveries_due_idx on mail_deliveries (next_attempt_at) where sent_at is null and failed_at is null;
