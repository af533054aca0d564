-- Specializations an admin adds from the portal ("Add New Specialization", spec 02 §2.13), listed after
-- the six built-in ones; their question banks are written later. The id is a slug made from the name.
create table added_specializations (
  id text primary key,
  name text not null,
  description text not null default '',
  created_by uuid not null,
  created_at timestamptz not null default now()
);

create unique index added_specializations_name_idx on added_specializations (lower(name));
