import { Box, Button, Typography } from '@mui/material';
import type { MemberCapability } from '@buyerlab/contract';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useRemoveMember } from '../api/remove-member';
import { fullName } from '../lib/format';

type RemoveMemberDialogProps = { teamId: string; member: MemberCapability | null; onClose: () => void };

/** Asks before a rep leaves the team: their reports stay theirs, but the manager no longer sees them. */
export function RemoveMemberDialog({ teamId, member, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveMember(teamId);
  const name = member ? fullName(member) : '';
  return (
    <AppDialog open={member !== null} onClose={onClose} title={`Remove ${name}?`} labelledBy="remove-member-title">
      <Typography color="text.secondary">
        {name} keeps their account and reports, but you will no longer see their scores or reports.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          disabled={remove.isPending}
          onClick={() => member && void remove.mutateAsync(member.user_id).then(onClose, () => undefined)}
        >
          Remove
        </Button>
      </Box>
    </AppDialog>
  );
}
