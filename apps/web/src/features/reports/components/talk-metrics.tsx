import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, Grid, Paper, Typography } from '@mui/material';
import type { Report } from '@buyerlab/contract';
import { humanise, OUTCOME_LABEL } from '../lib/labels';
import { MetricCard, type MetricCardProps } from './metric-card';

type Metrics = Report['metrics'];

function metricCards(m: Metrics): MetricCardProps[] {
  const r = m.ranges;
  const cards: MetricCardProps[] = [
    {
      id: 'talk-share',
      title: 'Your talk share',
      value: m.rep_talk_share,
      range: r.rep_talk_share,
      hint: 'Top reps talk about 43% of the time and let the buyer do the rest.',
    },
    {
      id: 'questions',
      title: 'Questions asked',
      value: m.questions_asked,
      range: r.questions_asked,
      hint: 'Questions are how you learn what this buyer needs.',
    },
    {
      id: 'open-questions',
      title: 'Open questions',
      value: m.open_question_share,
      range: r.open_question_share,
      hint: 'Share of your questions that invite more than a yes or no.',
    },
    {
      id: 'monologue',
      title: 'Longest monologue',
      value: m.longest_monologue_words,
      unitLabel:
        m.longest_monologue_seconds === null ? 'words' : `words · ${Math.round(m.longest_monologue_seconds)} s`,
      range: r.longest_monologue_words,
      hint: 'Long stretches without a pause lose the buyer.',
    },
  ];
  if (m.pace_wpm !== null) {
    cards.push({
      id: 'pace',
      title: 'Speaking pace',
      value: m.pace_wpm,
      unitLabel: 'words per minute',
      range: r.pace_wpm,
      hint: '140–160 words per minute is comfortable to follow.',
    });
  }
  cards.push(
    {
      id: 'fillers',
      title: 'Filler words',
      value: m.filler_per_100_words,
      unitLabel: 'per 100 words',
      range: r.filler_per_100_words,
      hint: '“Um”, “like”, “you know” — a few are human, many sound unsure.',
    },
    {
      id: 'interruptions',
      title: 'Interruptions',
      value: m.interruptions,
      range: r.interruptions,
      hint: 'Times you cut the buyer off while they were speaking.',
    },
  );
  return cards;
}

function DealProgress({ m }: { m: Metrics }) {
  const { covered, missing } = m.qualification_coverage;
  const handledAll = m.objections_raised === 0 || m.objections_handled >= m.objections_raised;
  return (
    <Paper variant="outlined" data-testid="deal-progress" sx={{ p: 2, borderRadius: 1.4 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
        <Box>
          <Typography component="h3" variant="subtitle2">
            Qualification coverage · {Math.round(m.qualification_coverage.share * 100)}%
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }} aria-label="Qualification elements">
            {covered.map((element) => (
              <Chip
                key={element}
                size="small"
                color="success"
                icon={<CheckIcon />}
                label={`${humanise(element)} covered`}
                data-testid="coverage-covered"
              />
            ))}
            {missing.map((element) => (
              <Chip
                key={element}
                size="small"
                variant="outlined"
                icon={<CloseIcon />}
                label={`${humanise(element)} missing`}
                data-testid="coverage-missing"
              />
            ))}
          </Box>
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle2">
            Objections
          </Typography>
          <Typography sx={{ mt: 0.5 }}>
            <Box component="span" sx={{ fontSize: 28, fontWeight: 800 }}>
              {m.objections_handled} of {m.objections_raised}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
              handled
            </Box>
          </Typography>
          <Typography variant="body2" color={handledAll ? 'text.secondary' : 'error.main'}>
            {m.objections_raised === 0
              ? 'The buyer raised no objections.'
              : handledAll
                ? 'Every objection got an answer.'
                : 'Some objections were left unanswered.'}
          </Typography>
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle2">
            Outcome
          </Typography>
          <Chip
            sx={{ mt: 1, fontWeight: 700 }}
            color={
              m.outcome === 'meeting_agreed' || m.outcome === 'next_step_agreed'
                ? 'success'
                : m.outcome === 'lost'
                  ? 'error'
                  : 'default'
            }
            label={OUTCOME_LABEL[m.outcome]}
            data-testid="outcome"
          />
        </Box>
      </Box>
    </Paper>
  );
}

/** Talk metrics of docs/product.md#reports-and-coaching, each drawn against its healthy range. */
export default function TalkMetrics({ metrics }: { metrics: Metrics }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Grid container spacing={2}>
        {metricCards(metrics).map((card) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6 }}>
            <MetricCard {...card} />
          </Grid>
        ))}
      </Grid>
      <DealProgress m={metrics} />
    </Box>
  );
}
