-- Leaderboard (spec §2.6, §9) at scale: per user, specialization and interview type, the count, sum,
-- first and latest of their evaluated interview answers (leaderboard_aggregates), kept up to date by
-- a trigger on interview_responses in the same transaction as the evaluation. The gateway turns a
-- user's aggregates into one row per scope ('all' and each specialization) in leaderboard_entries,
-- with the shared domain rules, for every user marked in leaderboard_dirty; the tabs then read the
-- first rows of a partial index. Mock-interview answers are not counted (see leaderboard/README.md).

-- The specialization id for an id, name or URL name ('ib', 'Investment Banking', 'investment-banking').
create function leaderboard_specialization(value text) returns text language sql immutable as $$
  select case lower(regexp_replace(trim(value), '[[:space:]_]+', '-', 'g'))
    when 'investment-banking' then 'ib'
    when 'private-equity' then 'pe'
    when 'venture-capital' then 'vc'
    when 'corporate-finance' then 'cf'
    else lower(regexp_replace(trim(value), '[[:space:]_]+', '-', 'g'))
  end
$$;

-- The interview type as the domain spells it ('CaseStudy', 'case study' → 'Case Study').
create function leaderboard_interview_type(value text) returns text language sql immutable as $$
  select case lower(regexp_replace(value, '[^A-Za-z]', '', 'g'))
    when 'technical' then 'Technical'
    when 'casestudy' then 'Case Study'
    when 'motivational' then 'Motivational'
    when 'gamification' then 'Gamification'
    else value
  end
$$;

create table leaderboard_aggregates (
  user_id uuid not null,
  specialization text not null,
  interview_type text not null,
  responses integer not null check (responses > 0),
  score_sum bigint not null check (score_sum >= 0),
  first_score smallint not null,
  first_at timestamptz not null,
  latest_score smallint not null,
  latest_at timestamptz not null,
  primary key (user_id, specialization, interview_type)
);

-- Users whose entries must be recomputed (new answer, profile or XP change); emptied by the gateway.
create table leaderboard_dirty (
  user_id uuid primary key,
  marked_at timestamptz not null default now()
);

create table leaderboard_entries (
  user_id uuid not null,
  -- 'all' or a specialization id.
  scope text not null,
  -- Combined score 0–100, one decimal (shared/src/domain/leaderboard.ts).
  score numeric(4, 1) not null,
  -- Latest answer on the 0–100 scale.
  current_score smallint not null,
  -- (latest − first) / first × 100; null with one answer or a first score of 0.
  improvement numeric(10, 1),
  attempts integer not null,
  -- The user's latest answer in the scope: who reached a tied score first ranks first.
  reached_at timestamptz not null,
  -- Copied from user_progress and profiles when the entry is computed.
  xp integer not null default 0,
  opt_in boolean not null default false,
  full_name text not null default '',
  affiliation text not null default '',
  primary key (user_id, scope)
);

-- Both tabs read the first rows of these, already in the domain's order (compareTopScorers,
-- compareMostImproved); only people who opted in are indexed.
create index leaderboard_top_idx on leaderboard_entries (scope, score desc, xp desc, reached_at, user_id) where opt_in;
create index leaderboard_improved_idx on leaderboard_entries (scope, improvement desc, current_score desc, xp desc, reached_at, user_id)
  where opt_in and improvement > 0;

-- Search by name or university: a trigram index where the server has pg_trgm (PostgreSQL); PGlite
-- does not bundle it, and there the ordered index above is scanned instead.
do $$
begin
  begin
    create extension if not exists pg_trgm;
  exception when others then
    raise notice 'pg_trgm not available; leaderboard search uses the ordered index';
  end;
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute 'create index leaderboard_search_idx on leaderboard_entries using gin ((lower(full_name || '' '' || affiliation)) gin_trgm_ops) where opt_in';
  end if;
end
$$;

-- Adds one evaluated answer to the aggregates and marks the user. Called by the trigger below and by
-- recordEvaluatedResponse (gateway/src/leaderboard/record-evaluated-response.ts).
create function leaderboard_record(p_user uuid, p_specialization text, p_type text, p_score integer, p_at timestamptz)
returns void language plpgsql as $$
begin
  insert into leaderboard_aggregates as a
    (user_id, specialization, interview_type, responses, score_sum, first_score, first_at, latest_score, latest_at)
  values (p_user, leaderboard_specialization(p_specialization), leaderboard_interview_type(p_type), 1, p_score, p_score, p_at, p_score, p_at)
  on conflict (user_id, specialization, interview_type) do update set
    responses = a.responses + 1,
    score_sum = a.score_sum + excluded.score_sum,
    first_score = case when excluded.first_at < a.first_at then excluded.first_score else a.first_score end,
    first_at = least(a.first_at, excluded.first_at),
    latest_score = case when excluded.latest_at >= a.latest_at then excluded.latest_score else a.latest_score end,
    latest_at = greatest(a.latest_at, excluded.latest_at);
  insert into leaderboard_dirty (user_id) values (p_user) on conflict do nothing;
end
$$;

-- Recomputes the aggregates of some users (all when p_users is null) from interview_responses.
create function leaderboard_rebuild(p_users uuid[]) returns void language plpgsql as $$
begin
  delete from leaderboard_aggregates where p_users is null or user_id = any (p_users);
  insert into leaderboard_aggregates
    (user_id, specialization, interview_type, responses, score_sum, first_score, first_at, latest_score, latest_at)
  select user_id, specialization, interview_type, count(*), sum(score),
         (array_agg(score order by created_at, id))[1], min(created_at),
         (array_agg(score order by created_at desc, id desc))[1], max(created_at)
  from (
    select user_id, leaderboard_specialization(specialization) as specialization,
           leaderboard_interview_type(interview_type) as interview_type, evaluation_score as score, created_at, id
    from interview_responses
    where evaluation_score is not null and (p_users is null or user_id = any (p_users))
  ) answers
  group by user_id, specialization, interview_type;
  insert into leaderboard_dirty (user_id)
  select distinct user_id from interview_responses where p_users is null or user_id = any (p_users)
  on conflict do nothing;
  -- Users left with no evaluated answer lose their entries.
  delete from leaderboard_entries e
  where (p_users is null or e.user_id = any (p_users))
    and not exists (select 1 from leaderboard_aggregates a where a.user_id = e.user_id);
end
$$;

create function leaderboard_on_response() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.evaluation_score is not null then
      perform leaderboard_record(new.user_id, new.specialization, new.interview_type, new.evaluation_score, new.created_at);
    end if;
    return new;
  elsif tg_op = 'DELETE' then
    if old.evaluation_score is not null then perform leaderboard_rebuild(array[old.user_id]); end if;
    return old;
  end if;
  -- UPDATE: the usual case is an evaluation written back for the first time.
  if old.evaluation_score is null and new.evaluation_score is not null and old.user_id = new.user_id
     and old.specialization = new.specialization and old.interview_type = new.interview_type and old.created_at = new.created_at then
    perform leaderboard_record(new.user_id, new.specialization, new.interview_type, new.evaluation_score, new.created_at);
  elsif old.evaluation_score is distinct from new.evaluation_score or old.user_id <> new.user_id
     or old.specialization <> new.specialization or old.interview_type <> new.interview_type or old.created_at <> new.created_at then
    perform leaderboard_rebuild(array[old.user_id, new.user_id]);
  end if;
  return new;
end
$$;

create trigger interview_responses_leaderboard
  after insert or delete or update of evaluation_score, user_id, specialization, interview_type, created_at on interview_responses
  for each row execute function leaderboard_on_response();

-- A name, university, opt-in or XP change re-marks a user who is on the board (argument: the id column).
create function leaderboard_mark_dirty() returns trigger language plpgsql as $$
declare
  changed uuid := (to_jsonb(new) ->> tg_argv[0])::uuid;
begin
  if exists (select 1 from leaderboard_aggregates where user_id = changed) then
    insert into leaderboard_dirty (user_id) values (changed) on conflict do nothing;
  end if;
  return new;
end
$$;

create trigger profiles_leaderboard
  after insert or update of full_name, affiliation, leaderboard_opt_in on profiles
  for each row execute function leaderboard_mark_dirty('id');

create trigger user_progress_leaderboard
  after insert or update of xp on user_progress
  for each row execute function leaderboard_mark_dirty('user_id');

-- Answers evaluated before this migration.
select leaderboard_rebuild(null);
