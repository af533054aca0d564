-- One profile per user, id equal to the user's id. No foreign key to auth_users: with SUPABASE_URL
-- set the users live in Supabase, and the profile is created on first use.
create table profiles (
  id uuid primary key,
  full_name text,
  affiliation text,
  specialization text,
  experience_level text,
  avatar_url text,
  -- The storage key of the CV in the private user-cvs bucket.
  cv_url text,
  has_premium boolean not null default false,
  leaderboard_opt_in boolean not null default false,
  recruiter_visible boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
