-- The company portal's candidate chat (spec 02 §2.12): one conversation per company user and
-- candidate, its messages from either side, and the interviews scheduled in it. No foreign keys to
-- auth_users (with SUPABASE_URL set the users live in Supabase, as for profiles). A conversation with
-- a sample candidate (DEMO_MODE) has is_sample set and its candidate_id names no user.
create table conversations (
  id uuid primary key default gen_random_uuid(),
  company_user_id uuid not null,
  candidate_id uuid not null,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  unique (company_user_id, candidate_id)
);

create index conversations_candidate_idx on conversations (candidate_id, last_message_at desc);
create index conversations_company_idx on conversations (company_user_id, last_message_at desc);

create table messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references conversations (id) on delete cascade,
  sender text not null check (sender in ('company', 'candidate')),
  -- The person who wrote it; null for a sample candidate's seeded lines.
  sender_id uuid,
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);

create index messages_conversation_idx on messages (conversation_id, created_at, id);

create table interviews (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references conversations (id) on delete cascade,
  company_user_id uuid not null,
  candidate_id uuid not null,
  scheduled_date date not null,
  -- HH:MM, as the time input gives it.
  scheduled_time text not null check (scheduled_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  created_at timestamptz not null default now()
);

create index interviews_candidate_idx on interviews (candidate_id, scheduled_date);
create index interviews_created_idx on interviews (created_at desc);
