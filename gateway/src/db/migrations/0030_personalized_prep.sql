-- Personalized prep (spec 02 §3): one record per generated prep, visible only to its owner, and the
-- feedback a user leaves on the analysis report. At most one prep per user is 'In Progress' (§4).
create table personalized_prep_answers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  status text not null default 'In Progress' check (status in ('In Progress', 'Completed')),
  cv_feedback jsonb not null default '[]',
  tech_interview jsonb not null default '[]',
  behavioral_interview jsonb not null default '[]',
  case_task jsonb not null default '{}',
  user_answers jsonb not null default '[]',
  -- Technical round indexes and the behavioral and case sets the user has submitted.
  submitted_sections jsonb not null default '{"technical": [], "behavioral": false, "case": false}',
  overall_score integer not null default 0 check (overall_score >= 0),
  company_name text not null,
  position text not null,
  level text not null check (level in ('Intern', 'Analyst', 'Associate', 'Manager')),
  job_description text not null,
  cv_url text,
  company_ideal_profile text not null,
  -- 'ai' when the AI service wrote the content, 'local' when it was composed from the question bank.
  content_source text not null default 'local' check (content_source in ('ai', 'local')),
  feedback text,
  generated_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index personalized_prep_answers_user_idx on personalized_prep_answers (user_id, generated_at desc);
create unique index personalized_prep_answers_one_in_progress on personalized_prep_answers (user_id)
  where status = 'In Progress';

create table personalized_prep_feedback (
  id uuid primary key default gen_random_uuid(),
  prep_id uuid not null references personalized_prep_answers (id) on delete cascade,
  likes text not null default '',
  improvements text not null default '',
  other_suggestions text not null default '',
  created_at timestamptz not null default now()
);

create index personalized_prep_feedback_prep_idx on personalized_prep_feedback (prep_id);
