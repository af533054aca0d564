-- Community events (podcast interviews, roundtables, workshops). The table is the source of truth:
-- shared/content/events.json only seeds it once (content_seeds), so later edits and deletions stick.
create table events (
  id text primary key,
  title text not null,
  description text not null,
  type text not null check (type in ('Interview', 'Roundtable', 'Workshop')),
  event_date date not null,
  time text not null,
  location text,
  speakers text[] not null,
  experiences text[] not null default '{}',
  image text not null,
  audio_summary text,
  registration_link text not null,
  spotify_link text not null,
  youtube_link text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index events_event_date_idx on events (event_date, time);

-- Content sets loaded into the database once each, by name.
create table content_seeds (
  name text primary key,
  applied_at timestamptz not null default now()
);
