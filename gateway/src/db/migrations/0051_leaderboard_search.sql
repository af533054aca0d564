-- Leaderboard search reads one narrow row per listed person: the name and university already in
-- lower case, XP, and the sort keys of every scope the person is in (at the same position in each
-- array). A search is then one scan of the trigram index on these rows and a sort of the matches'
-- own keys, with no lookup of each match's entry and no lower() per row. Kept by statement-level
-- triggers on leaderboard_entries, in the same transaction as the entries.
create table leaderboard_search (
  user_id uuid primary key,
  full_name text not null,
  affiliation text not null,
  name_lower text not null,
  affiliation_lower text not null,
  xp integer not null,
  -- 'all' and the specializations the person has entries in; the arrays below follow this order.
  scopes text[] not null,
  scores numeric(4, 1)[] not null,
  current_scores smallint[] not null,
  improvements numeric(10, 1)[] not null,
  reached_ats timestamptz[] not null
);

-- Rewrites the search rows of some users from their listed (opted-in) entries; users without any lose theirs.
create function leaderboard_search_refresh(p_users uuid[]) returns void language sql as $$
  delete from leaderboard_search where user_id = any (p_users);
  insert into leaderboard_search
    (user_id, full_name, affiliation, name_lower, affiliation_lower, xp, scopes, scores, current_scores, improvements, reached_ats)
  select user_id, min(full_name), min(affiliation), lower(min(full_name)), lower(min(affiliation)), max(xp),
         array_agg(scope order by scope), array_agg(score order by scope), array_agg(current_score order by scope),
         array_agg(improvement order by scope), array_agg(reached_at order by scope)
  from leaderboard_entries
  where user_id = any (p_users) and opt_in
  group by user_id
  order by user_id;
$$;

create function leaderboard_search_added() returns trigger language plpgsql as $$
begin
  perform leaderboard_search_refresh(array(select distinct user_id from added));
  return null;
end
$$;

create function leaderboard_search_removed() returns trigger language plpgsql as $$
begin
  perform leaderboard_search_refresh(array(select distinct user_id from removed));
  return null;
end
$$;

create function leaderboard_search_changed() returns trigger language plpgsql as $$
begin
  perform leaderboard_search_refresh(array(select user_id from removed union select user_id from added));
  return null;
end
$$;

create trigger leaderboard_search_added after insert on leaderboard_entries
  referencing new table as added for each statement execute function leaderboard_search_added();
create trigger leaderboard_search_removed after delete on leaderboard_entries
  referencing old table as removed for each statement execute function leaderboard_search_removed();
create trigger leaderboard_search_changed after update on leaderboard_entries
  referencing old table as removed new table as added for each statement execute function leaderboard_search_changed();

select leaderboard_search_refresh(array(select distinct user_id from leaderboard_entries));

-- The trigram index moves from the entries to these rows (PostgreSQL with pg_trgm; elsewhere search
-- reads the table, one short row per person).
drop index if exists leaderboard_search_idx;
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute 'create index leaderboard_search_words_idx on leaderboard_search using gin ((name_lower || '' '' || affiliation_lower) gin_trgm_ops)';
  end if;
end
$$;
