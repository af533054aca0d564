-- Messages sent through the community contact form and the company access request form.
create table contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  company text,
  message text not null,
  form_type text not null check (form_type in ('contact', 'company_access')),
  created_at timestamptz not null default now()
);

create index contact_submissions_created_at_idx on contact_submissions (created_at desc);
