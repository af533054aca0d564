-- E-mail addresses on the early-access waitlist of the demo page; stored lower-cased, each once.
create table waitlist_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  created_at timestamptz not null default now()
);
