import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import type { Report } from '@buyerlab/contract';
import type { Highlight } from '../hooks/use-highlighted-message';
import { formatDelta, scoreBand } from '../lib/labels';
import { BetterPhrasing } from './better-phrasing';
import { skillAnchorId } from './skill-snapshot';
import { EvidenceList } from './evidence-quote';

type Skill = Report['skills'][number];

type SkillCardProps = {
  skill: Skill;
  delta: number | null;
  /** Text of the rep message the better phrasing replaces, from the transcript. */
  replacedLine: string | null;
  highlight: Highlight;
  onShowMessage: (messageId: string, quote: string) => void;
};

/** One skill: score, what the coach saw, the rep's own words as evidence, and a better line. */
export function SkillCard({ skill, delta, replacedLine, highlight, onShowMessage }: SkillCardProps) {
  const score = Math.round(skill.score);
  // Reports stored before `observed` existed scored every skill.
  const observed = skill.observed !== false;
  const band = observed ? scoreBand(score) : { color: 'text.secondary', label: 'Not observed in this call' };
  const replacedId = skill.better_phrasing_for ?? null;
  const replacedQuote = skill.evidence.find((e) => e.message_id === replacedId && e.kind === 'weakness')?.quote ?? null;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`skill-${skill.key}`}
      data-testid="skill-card"
      id={skillAnchorId(skill.key)}
      tabIndex={-1}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 1.4, scrollMarginTop: 88, outline: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={`skill-${skill.key}`} component="h3" variant="h6" sx={{ fontSize: 18 }}>
          {skill.label}
        </Typography>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography
            component="span"
            data-testid="skill-score"
            sx={{ fontWeight: 800, fontSize: 24, color: band.color }}
          >
            {observed ? score : '—'}
          </Typography>
          {observed ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              / 100
            </Typography>
          ) : null}
        </Box>
      </Box>
      <LinearProgress
        variant="determinate"
        value={observed ? Math.max(0, Math.min(100, score)) : 0}
        aria-label={`${skill.label} score`}
        sx={{
          mt: 1,
          height: 8,
          borderRadius: 1.6,
          bgcolor: 'grey.200',
          '& .MuiLinearProgress-bar': { bgcolor: band.color, borderRadius: 1.6 },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.75 }}>
        <Typography variant="caption" sx={{ color: band.color, fontWeight: 700 }}>
          {band.label}
        </Typography>
        {delta !== null && delta !== 0 ? (
          <Typography variant="caption" color="text.secondary">
            {formatDelta(delta)} since last time
          </Typography>
        ) : null}
      </Box>
      {skill.summary ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.65 }}>
          {skill.summary}
        </Typography>
      ) : null}
      {skill.evidence.length > 0 ? (
        <EvidenceList
          quotes={skill.evidence}
          label={`Evidence for ${skill.label}`}
          highlight={highlight}
          onShowMessage={onShowMessage}
          spacing={{ mt: 2 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Nothing in this conversation showed this skill yet.
        </Typography>
      )}
      {skill.better_phrasing ? (
        <BetterPhrasing
          original={replacedLine}
          better={skill.better_phrasing}
          onShowOriginal={
            replacedId && replacedLine ? () => onShowMessage(replacedId, replacedQuote ?? replacedLine) : null
          }
        />
      ) : null}
    </Paper>
  );
}
