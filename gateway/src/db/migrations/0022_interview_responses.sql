-- Answers given in interview sessions (/interview/{specialization}/{type}), each evaluated once;
-- evaluation_score and feedback are written back after the evaluation (spec §4, §7.3).
-- No foreign key to auth_users: with SUPABASE_URL set the users live in Supabase (as for profiles).
create table interview_responses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  question_id text not null,
  specialization text not null,
  interview_type text not null,
  user_answer text not null,
  evaluation_score integer check (evaluation_score between 0 and 50),
  feedback text,
  evaluation jsonb,
  xp_awarded integer not null default 0,
  created_at timestamptz not null default now()
);

create index interview_responses_user_idx on interview_responses (user_id, created_at desc);
