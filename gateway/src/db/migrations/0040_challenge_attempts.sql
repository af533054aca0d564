-- Finished skill-challenge runs (/training): the answers as sent, the server's own scoring of them
-- and the XP it awarded. No foreign key to auth_users: with SUPABASE_URL set the users live in Supabase.
create table challenge_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  challenge_id text not null,
  specialization text not null,
  level smallint not null check (level >= 1),
  correct smallint not null check (correct >= 0),
  total smallint not null check (total >= 0 and correct <= total),
  -- Percent of the questions answered correctly, rounded (spec §9).
  score smallint not null check (score between 0 and 100),
  -- The level's reward × score, and what was awarded (a retake earns only what beats the best run).
  xp_earned integer not null check (xp_earned >= 0),
  xp_awarded integer not null check (xp_awarded >= 0),
  time_limit_seconds integer not null,
  duration_seconds integer not null check (duration_seconds >= 0),
  answers jsonb not null,
  results jsonb not null,
  started_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index challenge_attempts_user_idx on challenge_attempts (user_id, created_at desc);
create index challenge_attempts_best_idx on challenge_attempts (user_id, challenge_id, level, xp_earned desc);
