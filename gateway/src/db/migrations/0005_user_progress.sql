-- XP, skill points, streak and badges of a signed-in user, written only by the server's evaluations.
create table user_progress (
  user_id uuid primary key,
  xp integer not null default 0 check (xp >= 0),
  skill_points jsonb not null default '{}'::jsonb,
  specialization_xp jsonb not null default '{}'::jsonb,
  streak_days integer not null default 0 check (streak_days >= 0),
  last_active_date date,
  badges jsonb not null default '[]'::jsonb,
  completed_interviews integer not null default 0 check (completed_interviews >= 0),
  updated_at timestamptz not null default now()
);
