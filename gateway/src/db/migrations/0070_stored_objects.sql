-- Uploaded files (avatars, CVs, demo videos) kept in the database when STORAGE=postgres, so every
-- gateway on this database reads what any of them received. Public or private is the bucket's rule.
create table stored_objects (
  bucket text not null,
  key text not null,
  content_type text not null,
  size integer not null,
  content bytea not null,
  created_at timestamptz not null default now(),
  primary key (bucket, key)
);

create index stored_objects_newest_idx on stored_objects (bucket, created_at desc);
