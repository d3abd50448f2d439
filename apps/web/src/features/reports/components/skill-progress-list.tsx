import { Box, Typography } from '@mui/material';
import { formatDelta, scoreBand } from '../lib/labels';
import type { SkillProgress } from '../lib/progress';

function Change({ change }: { change: number | null }) {
  if (change === null) {
    return (
      <Typography variant="caption" color="text.secondary">
        first score
      </Typography>
    );
  }
  const rounded = Math.round(change);
  const color = rounded > 0 ? '#1b7a3d' : rounded < 0 ? '#b3261e' : 'text.secondary';
  return (
    <Typography variant="caption" sx={{ color, fontWeight: 700 }}>
      {rounded === 0 ? 'no change' : `${formatDelta(rounded)} since last`}
    </Typography>
  );
}

/** Each skill of a mode: its latest score as a bar, and which way it moved since the call before. */
export function SkillProgressList({ skills }: { skills: SkillProgress[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {skills.map((skill) => {
        const score = Math.round(skill.latest);
        const band = scoreBand(score);
        return (
          <Box
            component="li"
            key={skill.key}
            data-testid={`skill-progress-${skill.key}`}
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1.5, rowGap: 0.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {skill.label}
            </Typography>
            <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              <Typography component="span" variant="body2" sx={{ fontWeight: 800, color: band.color, mr: 1 }}>
                {score}
              </Typography>
              <Change change={skill.change} />
            </Box>
            <Box
              sx={{ gridColumn: '1 / -1', height: 8, borderRadius: 1, bgcolor: 'grey.200', overflow: 'hidden' }}
              aria-hidden
            >
              <Box
                sx={{
                  width: `${Math.max(2, Math.min(100, score))}%`,
                  height: '100%',
                  bgcolor: band.color,
                  borderRadius: 1,
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
