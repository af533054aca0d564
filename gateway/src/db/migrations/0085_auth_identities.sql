-- Sign-in with Google or LinkedIn (OpenID Connect) in the embedded auth service.

-- An account's identity at a provider: the provider's subject identifier is the key, never the e-mail,
-- which the person may change there. The e-mail and whether the provider verified it are kept for the
-- user object's identities list.
create table auth_identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  -- google or linkedin_oidc, as supabase-js names them.
  provider text not null,
  provider_subject text not null,
  email text,
  email_verified boolean not null default false,
  identity_data jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_subject)
);

create index auth_identities_user_id_idx on auth_identities (user_id);

-- One trip to a provider and back: what the callback needs (the PKCE verifier and nonce sent to the
-- provider, where the app wants the browser back), found by the hash of its state, used once. With the
-- app's own PKCE (supabase-js flowType pkce) the callback hands the app a code, exchanged once for the
-- session through POST /token?grant_type=pkce with the verifier of `code_challenge`.
create table auth_oauth_flows (
  id uuid primary key default gen_random_uuid(),
  state_hash text not null unique,
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  redirect_to text not null,
  code_challenge text,
  code_challenge_method text check (code_challenge_method in ('s256', 'plain')),
  expires_at timestamptz not null,
  used_at timestamptz,
  -- Set by the callback of a PKCE flow: the app's code, and the user it signs in.
  auth_code_hash text unique,
  user_id uuid references auth_users (id) on delete cascade,
  auth_code_used_at timestamptz,
  created_at timestamptz not null default now()
);

create index auth_oauth_flows_expires_at_idx on auth_oauth_flows (expires_at);

-- A session opened by a provider's sign-in says so in its access token's amr claim, as GoTrue's do.
alter table auth_sessions drop constraint auth_sessions_method_check;
alter table auth_sessions add constraint auth_sessions_method_check check (method in ('password', 'otp', 'recovery', 'oauth'));
