-- How many listed (opted-in) entries hold each score (Top Scorers) and each improvement (Most
-- Improved) per scope. A search gives each match its real place from these counts (the entries
-- above it) plus its ties, instead of numbering the whole board. Kept by statement-level triggers
-- on leaderboard_entries, in the same transaction as the entries.
create table leaderboard_histogram (
  scope text not null,
  tab text not null check (tab in ('top', 'improved')),
  value numeric(10, 1) not null,
  entries integer not null,
  primary key (scope, tab, value)
);

-- The histogram rows of a set of entries, in key order (gateways taking row locks in one order cannot deadlock).
create function leaderboard_histogram_change(rows_json jsonb, sign integer) returns void language sql as $$
  insert into leaderboard_histogram as h (scope, tab, value, entries)
  select scope, tab, value, sign * count(*)::integer
  from (
    select e.scope, 'top' as tab, e.score as value
    from jsonb_to_recordset(rows_json) as e(scope text, score numeric, improvement numeric, opt_in boolean)
    where e.opt_in
    union all
    select e.scope, 'improved', e.improvement
    from jsonb_to_recordset(rows_json) as e(scope text, score numeric, improvement numeric, opt_in boolean)
    where e.opt_in and e.improvement > 0
  ) listed
  group by scope, tab, value
  order by scope, tab, value
  on conflict (scope, tab, value) do update set entries = h.entries + excluded.entries;
$$;

create function leaderboard_entries_added() returns trigger language plpgsql as $$
begin
  perform leaderboard_histogram_change((select coalesce(jsonb_agg(jsonb_build_object('scope', scope, 'score', score, 'improvement', improvement, 'opt_in', opt_in)), '[]') from added), 1);
  return null;
end
$$;

create function leaderboard_entries_removed() returns trigger language plpgsql as $$
begin
  perform leaderboard_histogram_change((select coalesce(jsonb_agg(jsonb_build_object('scope', scope, 'score', score, 'improvement', improvement, 'opt_in', opt_in)), '[]') from removed), -1);
  return null;
end
$$;

create function leaderboard_entries_changed() returns trigger language plpgsql as $$
begin
  perform leaderboard_histogram_change((select coalesce(jsonb_agg(jsonb_build_object('scope', scope, 'score', score, 'improvement', improvement, 'opt_in', opt_in)), '[]') from removed), -1);
  perform leaderboard_histogram_change((select coalesce(jsonb_agg(jsonb_build_object('scope', scope, 'score', score, 'improvement', improvement, 'opt_in', opt_in)), '[]') from added), 1);
  return null;
end
$$;

create trigger leaderboard_entries_added after insert on leaderboard_entries
  referencing new table as added for each statement execute function leaderboard_entries_added();
create trigger leaderboard_entries_removed after delete on leaderboard_entries
  referencing old table as removed for each statement execute function leaderboard_entries_removed();
create trigger leaderboard_entries_changed after update on leaderboard_entries
  referencing old table as removed new table as added for each statement execute function leaderboard_entries_changed();

insert into leaderboard_histogram (scope, tab, value, entries)
select scope, 'top', score, count(*) from leaderboard_entries where opt_in group by scope, score
union all
select scope, 'improved', improvement, count(*) from leaderboard_entries where opt_in and improvement > 0 group by scope, improvement;

-- Search looks names up once per person (their 'all' entry), not once per scope: a trigram index a
-- seventh of the size, whose posting lists intersect faster.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    drop index if exists leaderboard_search_idx;
    execute 'create index leaderboard_search_idx on leaderboard_entries using gin ((lower(full_name || '' '' || affiliation)) gin_trgm_ops) where opt_in and scope = ''all''';
  end if;
end
$$;
