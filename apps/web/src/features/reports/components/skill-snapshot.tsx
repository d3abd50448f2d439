import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import type { Report } from '@buyerlab/contract';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { scoreBand } from '../lib/labels';

export const skillAnchorId = (key: string) => `skill-${key}-card`;

/** Every skill's score at a glance; each row jumps to that skill's evidence below. */
export function SkillSnapshot({ skills }: { skills: Report['skills'] }) {
  const jump = (key: string) => {
    const card = document.getElementById(skillAnchorId(key));
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card?.focus({ preventScroll: true });
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="skill-snapshot-title"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.6, height: '100%' }}
    >
      <Typography id="skill-snapshot-title" variant="overline" color="text.secondary">
        Scores by skill
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 0.5, display: 'grid', gap: 0.5 }}>
        {skills.map((skill) => {
          const score = Math.round(skill.score);
          const observed = skill.observed !== false;
          const band = observed ? scoreBand(score) : { color: 'text.secondary', label: 'not observed in this call' };
          return (
            <li key={skill.key}>
              <ButtonBase
                onClick={() => jump(skill.key)}
                sx={{
                  width: '100%',
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 44px', sm: '170px 1fr 44px' },
                  alignItems: 'center',
                  columnGap: 1.5,
                  rowGap: 0.5,
                  py: 0.75,
                  px: 0.5,
                  borderRadius: 0.6,
                  textAlign: 'left',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {skill.label}
                </Typography>
                <Box
                  sx={{
                    gridColumn: { xs: '1 / -1', sm: 'auto' },
                    gridRow: { xs: 2, sm: 'auto' },
                    height: 10,
                    borderRadius: 1,
                    bgcolor: 'grey.200',
                    overflow: 'hidden',
                  }}
                >
                  <Box
                    sx={{
                      width: observed ? `${Math.max(2, Math.min(100, score))}%` : 0,
                      height: '100%',
                      bgcolor: band.color,
                      borderRadius: 1,
                    }}
                  />
                </Box>
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 800,
                    color: band.color,
                    textAlign: 'right',
                    gridRow: { xs: 1, sm: 'auto' },
                    gridColumn: { xs: 2, sm: 'auto' },
                  }}
                >
                  {observed ? score : '—'}
                </Typography>
                <VisuallyHidden>
                  {observed ? ` out of 100, ${band.label}. Go to evidence` : `, ${band.label}. Go to details`}
                </VisuallyHidden>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}
