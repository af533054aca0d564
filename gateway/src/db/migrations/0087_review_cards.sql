-- Spaced review of missed concepts (issue 20): one card per user and key concept the user missed or
-- got wrong, scheduled by FSRS (ts-fsrs; the columns are its card's fields), and one log row per
-- review with its rating (1 again, 2 hard, 3 good, 4 easy), from which retention is drawn.
create table review_cards (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  concept text not null,
  -- The bank question the concept was missed in.
  question_id text not null,
  due timestamptz not null,
  stability double precision not null default 0,
  difficulty double precision not null default 0,
  elapsed_days integer not null default 0,
  scheduled_days integer not null default 0,
  learning_steps integer not null default 0,
  reps integer not null default 0,
  lapses integer not null default 0,
  state smallint not null default 0,
  last_review timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, concept)
);

create index review_cards_due_idx on review_cards (user_id, due);

create table review_logs (
  id uuid primary key default gen_random_uuid(),
  card_id uuid not null references review_cards (id) on delete cascade,
  user_id uuid not null,
  question_id text not null,
  rating smallint not null check (rating between 1 and 4),
  score smallint not null check (score between 0 and 50),
  xp_awarded integer not null default 0,
  reviewed_at timestamptz not null
);

create index review_logs_user_idx on review_logs (user_id, reviewed_at);
