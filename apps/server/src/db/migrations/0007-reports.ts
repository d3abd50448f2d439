export default /* sql */ `
CREATE TABLE performance_reports (
  session_id uuid PRIMARY KEY REFERENCES practice_sessions(session_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mode text NOT NULL,
  overall_score integer NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX performance_reports_user_mode_idx ON performance_reports (user_id, mode, created_at DESC);

CREATE TABLE session_feedback (
  feedback_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL UNIQUE REFERENCES practice_sessions(session_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating numeric(2, 1) NOT NULL CHECK (rating >= 1 AND rating <= 5),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
