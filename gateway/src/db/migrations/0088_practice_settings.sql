-- A student's practice settings (issue 20), kept on the server so they follow the student from device
-- to device: whether the interviewer asks follow-up questions after an answer (on unless turned off).
create table practice_settings (
  user_id uuid primary key,
  follow_ups boolean not null default true,
  updated_at timestamptz not null default now()
);
