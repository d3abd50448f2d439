import { Box, Button, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { MemberCapability } from '@buyerlab/contract';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useMemberReports } from '../api/list-member-reports';
import { fullName, MODE_LABEL, shortDate } from '../lib/format';

type MemberReportsDialogProps = { teamId: string; member: MemberCapability | null; onClose: () => void };

/** The drill-down: one rep's reports, newest first, each opening the full report and transcript. */
export function MemberReportsDialog({ teamId, member, onClose }: MemberReportsDialogProps) {
  const reports = useMemberReports(teamId, member?.user_id ?? null);
  const name = member ? fullName(member) : '';
  return (
    <AppDialog
      open={member !== null}
      onClose={onClose}
      title={`${name}'s reports`}
      width={560}
      labelledBy="member-reports-title"
    >
      {reports.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : reports.isError ? (
        <Typography color="error">The reports could not be loaded. Please try again.</Typography>
      ) : reports.data.reports.length === 0 ? (
        <Typography color="text.secondary">{name} has no reported sessions yet.</Typography>
      ) : (
        <List dense aria-label={`${name}'s reports`}>
          {reports.data.reports.map((r) => (
            <ListItem
              key={r.session_id}
              divider
              secondaryAction={
                <Button component={RouterLink} to={`/report?session=${r.session_id}`} size="small" onClick={onClose}>
                  Open report
                </Button>
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {r.overall_score} · {MODE_LABEL[r.mode]}
                  </Box>
                }
                secondary={`${shortDate(r.created_at)} · ${r.persona.name}, ${r.persona.title}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </AppDialog>
  );
}
