export default /* sql */ `
-- A practice call a manager sets for a team: the mode, the buyer (the persona builder's fields),
-- a due date and a pass mark. Sessions started from it carry its id, so its status per rep is
-- what their reports say (docs/decisions/0017-teams-and-roles.md).
CREATE TABLE team_assignments (
  assignment_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id uuid NOT NULL REFERENCES teams (team_id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  mode_id integer NOT NULL REFERENCES interaction_modes (mode_id),
  persona jsonb NOT NULL,
  due_at timestamptz NOT NULL,
  min_score integer NOT NULL CHECK (min_score BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_assignments_team_idx ON team_assignments (team_id, due_at);

ALTER TABLE practice_sessions
  ADD COLUMN assignment_id uuid REFERENCES team_assignments (assignment_id) ON DELETE SET NULL;
CREATE INDEX practice_sessions_assignment_idx ON practice_sessions (assignment_id, user_id)
  WHERE assignment_id IS NOT NULL;
`;
