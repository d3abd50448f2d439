export default /* sql */ `
CREATE TABLE IF NOT EXISTS demo_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  idc text NOT NULL,
  company_name text NOT NULL DEFAULT '',
  job_title text NOT NULL DEFAULT '',
  industry text NOT NULL,
  specific_needs text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS demo_requests_created_at_idx ON demo_requests (created_at DESC);

CREATE TABLE IF NOT EXISTS demo_bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id uuid NOT NULL REFERENCES demo_requests (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
-- One confirmed booking per slot: the database, not the application, decides who wins a race.
CREATE UNIQUE INDEX IF NOT EXISTS demo_bookings_one_per_slot
  ON demo_bookings (starts_at) WHERE status = 'confirmed';
`;
