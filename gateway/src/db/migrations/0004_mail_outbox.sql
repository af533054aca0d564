-- Mail that would have been sent, kept when SMTP_URL is unset; read at /dev/mailbox and by tests.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);

create index mail_outbox_created_at_idx on mail_outbox (created_at desc);
create index mail_outbox_to_address_idx on mail_outbox (lower(to_address));
