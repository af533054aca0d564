-- The embedded auth service (used when SUPABASE_URL is unset): accounts, sessions, rotating refresh
-- tokens and e-mailed one-time tokens. Tokens are stored only as SHA-256 hashes.
create table auth_users (
  id uuid primary key default gen_random_uuid(),
  -- Lower-cased on the way in.
  email text not null unique,
  password_hash text not null,
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  user_metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One sign-in: the refresh tokens it hands out form one family, revoked together.
create table auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  -- How the session began, reported in the access token's amr claim.
  method text not null check (method in ('password', 'otp', 'recovery')),
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

create index auth_sessions_user_id_idx on auth_sessions (user_id);

create table auth_refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  -- Set when exchanged for a new token; presenting it again revokes the session.
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

create index auth_refresh_tokens_session_id_idx on auth_refresh_tokens (session_id);

create table auth_one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  token_type text not null check (token_type in ('signup', 'recovery')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index auth_one_time_tokens_user_id_idx on auth_one_time_tokens (user_id, token_type);
