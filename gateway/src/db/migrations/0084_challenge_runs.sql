-- A skill-challenge run opened on the server (spec 02 §2.7): the server starts the clock, and a run
-- ends once, as finished, cancelled or timed out. Its attempt row names it, at most one per run, so a
-- replayed submission cannot be recorded twice.
create table challenge_runs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  challenge_id text not null,
  level smallint not null check (level >= 1),
  time_limit_seconds integer not null check (time_limit_seconds > 0),
  status text not null default 'open' check (status in ('open', 'finished', 'cancelled', 'timed-out')),
  started_at timestamptz not null,
  ended_at timestamptz
);

create index challenge_runs_user_idx on challenge_runs (user_id, started_at desc);

-- Runs recorded before runs were opened on the server name no run and count as finished.
alter table challenge_attempts
  add column run_id uuid unique references challenge_runs (id),
  add column outcome text not null default 'finished' check (outcome in ('finished', 'cancelled', 'timed-out'));
