import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { TeamCapability } from '@buyerlab/contract';
import { fullName, scoreTint, signedChange } from '../lib/format';

/** Skills down, reps across: each rep's latest score in each skill, with its change since the call before. */
export function SkillHeatmap({ capability }: { capability: TeamCapability }) {
  const { skills, members } = capability;
  if (skills.length === 0 || members.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        The heatmap fills in as your reps get their first reports.
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Skills by rep heatmap">
      <Table size="small" data-testid="skill-heatmap" sx={{ minWidth: 160 + members.length * 96 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Skill
            </TableCell>
            {members.map((m) => (
              <TableCell key={m.user_id} component="th" scope="col" align="center" sx={{ fontWeight: 700 }}>
                {fullName(m)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {skills.map((skill) => (
            <TableRow key={skill.key}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {skill.label}
              </TableCell>
              {members.map((m) => {
                const score = m.skills.find((s) => s.key === skill.key);
                if (!score)
                  return (
                    <TableCell key={m.user_id} align="center" sx={{ color: 'text.secondary' }}>
                      <span aria-label="not observed yet">—</span>
                    </TableCell>
                  );
                const tint = scoreTint(score.score);
                return (
                  <TableCell key={m.user_id} align="center" sx={{ bgcolor: tint.background, color: tint.color }}>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {Math.round(score.score)}
                    </Box>
                    {score.change !== null ? (
                      <Box component="span" sx={{ ml: 0.75, fontSize: 12 }}>
                        {signedChange(Math.round(score.change))}
                      </Box>
                    ) : null}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
