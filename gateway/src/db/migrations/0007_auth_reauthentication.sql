-- Whoever proves the mailbox chooses the password: a repeat sign-up of an unconfirmed address keeps
-- neither password, so an account may have none until its owner sets one through the e-mailed link.
alter table auth_users alter column password_hash drop not null;

-- Reauthentication codes (GoTrue's nonce, mailed by GET /reauthenticate) are one-time tokens too; wrong
-- guesses are counted so that a code cannot be found by trying them all.
alter table auth_one_time_tokens drop constraint auth_one_time_tokens_token_type_check;
alter table auth_one_time_tokens
  add constraint auth_one_time_tokens_token_type_check check (token_type in ('signup', 'recovery', 'reauthentication'));
alter table auth_one_time_tokens add column failed_attempts integer not null default 0;
