-- The interview question bank, loaded from shared/content/questions at start-up (practice/question-bank-sync.ts).
-- Rows an admin has edited keep their text when the bank changes; questions dropped from the bank are
-- retired, not deleted, so interviews that used them can still show them.
create table questions (
  id text primary key,
  specialization text not null,
  interview_type text not null check (interview_type in ('Motivational', 'Technical', 'Case Study', 'Gamification')),
  difficulty smallint not null check (difficulty between 1 and 5),
  topic text not null,
  question text not null,
  key_concepts jsonb not null default '[]',
  expected_figures jsonb,
  sample_answers jsonb,
  edited_by_admin boolean not null default false,
  retired_at timestamptz,
  updated_at timestamptz not null default now()
);

create index questions_bank_idx on questions (specialization, interview_type, difficulty) where retired_at is null;

-- A content hash per loaded bundle, so an unchanged bank is not upserted again on every start.
create table content_versions (
  name text primary key,
  hash text not null,
  updated_at timestamptz not null default now()
);
