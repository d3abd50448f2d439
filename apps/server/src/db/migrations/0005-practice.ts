export default /* sql */ `
CREATE TABLE personas (
  persona_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  behavioral_traits jsonb NOT NULL DEFAULT '[]'::jsonb,
  industry_id integer NOT NULL REFERENCES industries(industry_id),
  ai_role_id integer NOT NULL REFERENCES ai_roles(ai_role_id),
  experience_level text NOT NULL CHECK (experience_level IN ('junior', 'mid', 'senior')),
  geography text NOT NULL,
  manufacturing_model_id integer NOT NULL REFERENCES manufacturing_models(manufacturing_model_id),
  plant_size_impact_id integer NOT NULL REFERENCES plant_size_impacts(plant_size_impact_id),
  mode_id integer REFERENCES interaction_modes(mode_id),
  profile jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX personas_user_idx ON personas (user_id, created_at DESC);

CREATE TABLE practice_sessions (
  session_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  persona_id uuid NOT NULL REFERENCES personas(persona_id) ON DELETE CASCADE,
  mode_id integer NOT NULL REFERENCES interaction_modes(mode_id),
  mode_key text NOT NULL,
  type text CHECK (type IN ('audio', 'video')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed')),
  profile jsonb NOT NULL,
  buyer_state jsonb,
  document_summary text,
  max_minutes integer NOT NULL,
  message_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  ended_at timestamptz
);
CREATE INDEX practice_sessions_user_idx ON practice_sessions (user_id, created_at DESC);

CREATE TABLE session_messages (
  message_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES practice_sessions(session_id) ON DELETE CASCADE,
  seq integer NOT NULL,
  role text NOT NULL CHECK (role IN ('rep', 'buyer')),
  text text NOT NULL,
  spoken boolean NOT NULL DEFAULT false,
  interrupted boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, seq)
);

CREATE TABLE live_tickets (
  ticket_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES practice_sessions(session_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
`;
