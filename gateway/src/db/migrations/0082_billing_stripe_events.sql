-- Stripe's webhook events already handled (a replayed event changes nothing), and which student each
-- subscription belongs to, so its cancellation finds them even when its metadata is missing.
create table billing_events (
  id text primary key,
  type text not null,
  user_id uuid,
  received_at timestamptz not null default now()
);

create table billing_subscriptions (
  subscription_id text primary key,
  user_id uuid not null,
  customer_id text,
  status text not null,
  updated_at timestamptz not null default now()
);

create index billing_subscriptions_user_idx on billing_subscriptions (user_id);
