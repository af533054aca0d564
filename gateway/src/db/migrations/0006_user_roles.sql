-- Roles granted on the server (by admins); ADMIN_EMAILS and COMPANY_EMAIL_DOMAINS grant roles too.
create table user_roles (
  user_id uuid not null,
  role text not null check (role in ('admin', 'premium', 'company')),
  granted_by uuid,
  granted_at timestamptz not null default now(),
  primary key (user_id, role)
);
