export default /* sql */ `
-- A disabled account keeps its data but every token stops resolving at once (see docs/decisions).
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

CREATE TABLE teams (
  team_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams (team_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('manager', 'member')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user_idx ON team_members (user_id);

-- The invite's code is also an invite coupon (single use, same expiry): the coupon's conditional
-- update is the one gate, whether the code is used to sign up or to join with an existing account.
CREATE TABLE team_invites (
  invite_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id uuid NOT NULL REFERENCES teams (team_id) ON DELETE CASCADE,
  email text NOT NULL,
  code text NOT NULL UNIQUE REFERENCES invite_coupons (code) ON DELETE CASCADE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  used_by uuid REFERENCES users (id) ON DELETE SET NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_invites_team_idx ON team_invites (team_id, created_at DESC);

-- Each report's observed skill scores, small enough for a team's capability view to aggregate
-- thousands of reports without opening their bodies (evidence, metrics, coaching).
ALTER TABLE performance_reports ADD COLUMN skill_scores jsonb NOT NULL DEFAULT '[]'::jsonb;
UPDATE performance_reports SET skill_scores = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('key', s -> 'key', 'label', s -> 'label', 'score', s -> 'score')), '[]'::jsonb)
  FROM jsonb_array_elements(body -> 'skills') AS s
  WHERE coalesce((s ->> 'observed')::boolean, true)
);
`;
