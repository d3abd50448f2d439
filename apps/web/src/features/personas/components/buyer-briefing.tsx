import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Avatar, Box, Button, Divider, Grid, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { SessionResponse } from '@buyerlab/contract';
import { usePersonaModalStore } from '../store/persona-modal-store';

type BuyerBriefingProps = { session: SessionResponse; onStartOver: () => void };

/** The briefing's facts in order: where the buyer is, and what is on the table at what terms. */
function factsOf(briefing: SessionResponse['briefing']): { label: string; value: string }[] {
  const facts = [
    { label: 'Location', value: briefing.location },
    { label: 'Plant', value: briefing.plant },
    { label: 'On the table', value: briefing.equipment },
  ];
  if (briefing.proposal?.price) facts.push({ label: 'Your price', value: briefing.proposal.price });
  if (briefing.proposal?.terms) facts.push({ label: 'Your terms', value: briefing.proposal.terms });
  return facts;
}

/**
 * Shown before the session starts (issue 5, docs/product.md#reports-and-coaching): who the rep will talk to and the
 * rubric the report will score against, so nothing about the grading is hidden.
 */
export function BuyerBriefing({ session, onStartOver }: BuyerBriefingProps) {
  const setSessionModes = usePersonaModalStore((s) => s.setSessionModes);
  const { briefing, rubric } = session;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" component="section" aria-labelledby="briefing-heading" sx={{ p: 3, borderRadius: 3 }}>
          <Typography variant="overline" color="text.secondary">
            Who you will talk to
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
            <Avatar sx={{ width: 56, height: 56, bgcolor: 'secondary.main', fontWeight: 700 }}>
              {briefing.name.charAt(0)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography id="briefing-heading" component="h2" variant="h5">
                {briefing.name}
              </Typography>
              <Typography color="text.secondary">
                {briefing.title}, {briefing.company}
              </Typography>
            </Box>
          </Stack>
          <Box
            component="dl"
            sx={{ mt: 2.5, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}
          >
            {factsOf(briefing).map((f) => (
              <Box key={f.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {f.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {f.value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Divider sx={{ my: 2.5 }} />
          <Stack direction="row" spacing={1.5}>
            <FlagOutlinedIcon color="secondary" />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>Your goal in {briefing.mode_name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {briefing.mode_goal}
              </Typography>
            </Box>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            <Button variant="contained" color="secondary" size="large" onClick={() => setSessionModes(true)}>
              Choose session mode
            </Button>
            <Button onClick={onStartOver}>Build a different buyer</Button>
          </Stack>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" component="section" aria-labelledby="rubric-heading" sx={{ p: 3, borderRadius: 3 }}>
          <Typography id="rubric-heading" component="h2" variant="h6">
            How your {briefing.mode_name.toLowerCase()} session is scored
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Each skill is scored 0–100 with quotes of your own words as evidence; the weights make up the overall score.
          </Typography>
          <Stack component="ol" spacing={2.5} sx={{ mt: 2.5, p: 0, listStyle: 'none' }} aria-label="Scoring rubric">
            {rubric.map((item) => (
              <Box component="li" key={item.key}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
                  <Typography sx={{ fontWeight: 700 }}>{item.label}</Typography>
                  <Typography sx={{ fontWeight: 700, color: 'secondary.dark' }}>
                    {Math.round(item.weight * 100)} %
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={item.weight * 100}
                  color="secondary"
                  aria-label={`${item.label} weight`}
                  sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
                />
                <Box
                  component="ul"
                  sx={{ mt: 1, mb: 0, pl: 2.5, '& li': { fontSize: 14, color: 'text.secondary', mb: 0.25 } }}
                >
                  {item.lookFor.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Grid>
    </Grid>
  );
}
