import { Box, ButtonBase, Typography } from '@mui/material';

export type EvidenceKind = 'strength' | 'weakness' | 'neutral';

const KIND_STYLE: Record<EvidenceKind, { label: string; color: string; tint: string }> = {
  strength: { label: 'Strength', color: '#1b7a3d', tint: '#f1f8f3' },
  weakness: { label: 'Weak spot', color: '#b3261e', tint: '#fdf3f2' },
  neutral: { label: 'Evidence', color: '#27496b', tint: '#f3f6f9' },
};

type EvidenceQuoteProps = {
  quote: string;
  kind: EvidenceKind;
  note?: string | undefined;
  selected: boolean;
  onShow: () => void;
};

/** One of the rep's own lines; activating it shows the line in the transcript. */
export function EvidenceQuote({ quote, kind, note, selected, onShow }: EvidenceQuoteProps) {
  const style = KIND_STYLE[kind];
  return (
    <ButtonBase
      onClick={onShow}
      data-testid="evidence-quote"
      data-kind={kind}
      aria-pressed={selected}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        borderRadius: 0.8,
        borderLeft: `4px solid ${style.color}`,
        bgcolor: style.tint,
        px: 1.75,
        py: 1.25,
        outline: selected ? `2px solid ${style.color}` : 'none',
        '&:hover': { filter: 'brightness(0.97)' },
        '&.Mui-focusVisible': { outline: `2px solid ${style.color}` },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography
          variant="caption"
          sx={{ fontWeight: 700, color: style.color, textTransform: 'uppercase', letterSpacing: '0.06em' }}
        >
          {style.label}
          {note ? ` · ${note}` : ''}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
        >
          Show in transcript
        </Typography>
      </Box>
      <Typography
        component="q"
        data-testid="evidence-quote-text"
        sx={{ fontStyle: 'italic', lineHeight: 1.6, display: 'block' }}
      >
        {quote}
      </Typography>
    </ButtonBase>
  );
}

type Quoted = { message_id: string; quote: string; kind?: EvidenceKind | undefined; note?: string | undefined };

type EvidenceListProps = {
  quotes: readonly Quoted[];
  label: string;
  highlight: { messageId: string; quote: string } | null;
  onShowMessage: (messageId: string, quote: string) => void;
  /** Space around the list, in theme spacing units. */
  spacing?: { mt?: number; mb?: number };
  testId?: string;
};

/** The rep's lines behind a score or a coaching note, each linked to the transcript. */
export function EvidenceList({ quotes, label, highlight, onShowMessage, spacing, testId }: EvidenceListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, ...spacing }}
    >
      {quotes.map((q) => (
        <li key={`${q.message_id}:${q.quote}`}>
          <EvidenceQuote
            quote={q.quote}
            kind={q.kind ?? 'neutral'}
            note={q.note}
            selected={highlight?.messageId === q.message_id && highlight.quote === q.quote}
            onShow={() => onShowMessage(q.message_id, q.quote)}
          />
        </li>
      ))}
    </Box>
  );
}
