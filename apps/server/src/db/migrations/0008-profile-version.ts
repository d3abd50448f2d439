export default /* sql */ `
-- Bumped whenever a session's profile changes (a document uploaded mid-session), so a process
-- can keep the profile in memory between turns and still notice a change.
ALTER TABLE practice_sessions ADD COLUMN profile_version integer NOT NULL DEFAULT 0;
`;
