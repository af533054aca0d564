-- Follow-up questions asked after a practice answer (issue 20): at most two per answer (round 1 and
-- 2), each aimed at one gap the evaluator found. The answer they follow is a mock interview answer
-- (origin 'mock': mock_interview_answers by interview id and question index) or an interview-session
-- answer (origin 'session': interview_responses by id, question_index 0). The question's score is
-- re-evaluated with every follow-up answer; score_before and score_after show what each one changed.
create table practice_follow_ups (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  origin text not null check (origin in ('mock', 'session')),
  origin_id uuid not null,
  question_index smallint not null default 0,
  question_id text not null,
  round smallint not null check (round between 1 and 2),
  kind text not null check (kind in ('misconception', 'missed-concept', 'unquantified')),
  concept text not null,
  claim text,
  prompt text not null,
  -- 'ai' when the AI service wrote the question, 'template' when the templates did.
  source text not null check (source in ('ai', 'template')),
  answer text,
  score_before smallint not null check (score_before between 0 and 50),
  score_after smallint check (score_after between 0 and 50),
  gap_closed boolean,
  created_at timestamptz not null default now(),
  answered_at timestamptz,
  unique (origin, origin_id, question_index, round)
);

create index practice_follow_ups_user_idx on practice_follow_ups (user_id, created_at desc);
