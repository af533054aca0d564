-- Every change an admin makes to another account (role grants first), for accountability. Kept
-- without foreign keys: the record outlives the accounts it names.
create table admin_audit_log (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid not null,
  action text not null,
  target_user_id uuid,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create index admin_audit_log_created_idx on admin_audit_log (created_at desc);
create index admin_audit_log_target_idx on admin_audit_log (target_user_id, created_at desc);
