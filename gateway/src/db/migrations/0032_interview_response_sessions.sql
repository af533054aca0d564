-- The interview session an answer was given in (the browser's session id, or 'day:YYYY-MM-DD' for a
-- browser that sends none): XP is paid once per question per session. Older answers have none.
alter table interview_responses add column session_key text;

create index interview_responses_session_idx on interview_responses (user_id, session_key, question_id);
