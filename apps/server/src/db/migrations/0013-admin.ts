export default /* sql */ `
-- Every change made through the admin console, newest first by id (docs/decisions/0018-admin-and-audit.md).
-- The actor's email is copied so the row still says who acted after their account is gone.
CREATE TABLE admin_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_email text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  target_label text NOT NULL DEFAULT '',
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A revoked coupon admits nobody, whatever uses it has left.
ALTER TABLE invite_coupons ADD COLUMN revoked_at timestamptz;

-- Demo requests (with or without a booked slot) an admin has dealt with.
ALTER TABLE demo_requests
  ADD COLUMN handled_at timestamptz,
  ADD COLUMN handled_by uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX demo_requests_open_idx ON demo_requests (created_at DESC) WHERE handled_at IS NULL;

-- Catalog entries an admin adds borrow a seeded entry's buyer knowledge (base_key); hidden ones
-- are no longer offered for new personas, while existing personas keep them.
ALTER TABLE ai_roles ADD COLUMN base_key text, ADD COLUMN hidden_at timestamptz;
ALTER TABLE manufacturing_models ADD COLUMN base_key text, ADD COLUMN hidden_at timestamptz;
ALTER TABLE plant_size_impacts ADD COLUMN base_key text, ADD COLUMN hidden_at timestamptz;

CREATE INDEX users_created_at_idx ON users (created_at DESC);
`;
