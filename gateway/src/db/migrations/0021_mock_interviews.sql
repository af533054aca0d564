-- Mock interviews (/interviews): six questions drawn from the bank per interview, and one evaluated
-- answer per question. A visitor's interview has no user until a signed-in user continues it.
-- No foreign key to auth_users: with SUPABASE_URL set the users live in Supabase (as for profiles).
create table mock_interviews (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  specialization text not null,
  question_ids jsonb not null,
  created_at timestamptz not null default now()
);

create index mock_interviews_user_idx on mock_interviews (user_id, created_at desc) where user_id is not null;

create table mock_interview_answers (
  interview_id uuid not null references mock_interviews (id) on delete cascade,
  question_index smallint not null check (question_index between 0 and 5),
  question_id text not null,
  answer text not null,
  score smallint not null check (score between 0 and 50),
  level text not null check (level in ('strong', 'medium', 'weak', 'none')),
  feedback text not null,
  suggestions jsonb not null default '[]',
  source text not null check (source in ('ai', 'local')),
  notice text,
  xp_awarded integer not null default 0,
  created_at timestamptz not null default now(),
  -- One answer per question: the XP for it is awarded once.
  primary key (interview_id, question_index)
);
