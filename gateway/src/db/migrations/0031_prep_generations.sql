-- A prep being generated (spec 02 §4: one prep In Progress per user): the row is claimed before the
-- content is written, so concurrent creates of one user generate once. A claim older than a few
-- minutes is left from a stopped gateway and may be taken over.
create table prep_generations (
  user_id uuid primary key,
  started_at timestamptz not null default now()
);
