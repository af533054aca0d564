-- Requests for Pro access made without online payment: a student asks, an admin grants or declines.
-- At most one request per student waits at a time; decided ones stay as the student's history.
create table pro_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  status text not null default 'pending' check (status in ('pending', 'granted', 'declined')),
  requested_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid
);

create unique index pro_requests_one_pending_idx on pro_requests (user_id) where status = 'pending';
create index pro_requests_user_idx on pro_requests (user_id, requested_at desc);
