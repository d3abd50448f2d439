export default /* sql */ `
-- A subscription is bought (or, for the trial, given) by one owner and pays for a number of seats.
-- Who a seat covers is a row in subscription_seats: the owner holds the first; team members take
-- the others (docs/decisions/0016-plans-and-payments.md).
CREATE TABLE subscriptions (
  subscription_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('trial', 'rep', 'team')),
  seats integer NOT NULL CHECK (seats > 0),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (period_end > period_start)
);
-- One free trial per account, however often it is asked for.
CREATE UNIQUE INDEX subscriptions_one_trial_idx ON subscriptions (owner_user_id) WHERE plan = 'trial';

CREATE TABLE subscription_seats (
  subscription_id uuid NOT NULL REFERENCES subscriptions(subscription_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, user_id)
);
CREATE INDEX subscription_seats_user_idx ON subscription_seats (user_id);

-- Sessions started per seat in a subscription's period: one row, raised by a conditional upsert.
CREATE TABLE session_usage (
  subscription_id uuid NOT NULL REFERENCES subscriptions(subscription_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  used integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (subscription_id, user_id)
);

CREATE TABLE payments (
  payment_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  stripe_payment_intent_id text NOT NULL UNIQUE,
  plan text NOT NULL CHECK (plan IN ('rep', 'team')),
  seats integer NOT NULL CHECK (seats > 0),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL,
  -- Set once, by whichever of the webhook and the browser's confirmation comes first.
  subscription_id uuid UNIQUE REFERENCES subscriptions(subscription_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);

-- Accounts that existed before plans: each starts its free trial now.
WITH trials AS (
  INSERT INTO subscriptions (owner_user_id, plan, seats, period_start, period_end)
  SELECT id, 'trial', 1, now(), now() + interval '14 days' FROM users
  RETURNING subscription_id, owner_user_id
)
INSERT INTO subscription_seats (subscription_id, user_id) SELECT subscription_id, owner_user_id FROM trials;
`;
