export default /* sql */ `
-- Which sign-in (token, by its hash) asked for a live ticket, so signing out closes the sockets
-- that sign-in opened and voids its unused tickets. Tickets from before this column are seconds-lived.
ALTER TABLE live_tickets ADD COLUMN token_hash text;
CREATE INDEX live_tickets_user_unused ON live_tickets (user_id) WHERE used_at IS NULL;
`;
