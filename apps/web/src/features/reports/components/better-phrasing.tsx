import { Box, Typography } from '@mui/material';

type BetterPhrasingProps = { original: string | null; better: string; onShowOriginal: (() => void) | null };

/** The line the rep said and a better way to say it at that moment, side by side. */
export function BetterPhrasing({ original, better, onShowOriginal }: BetterPhrasingProps) {
  return (
    <Box
      data-testid="better-phrasing"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: original ? '1fr 1fr' : '1fr' }, gap: 1.5, mt: 2 }}
    >
      {original ? (
        <Box sx={{ p: 1.75, borderRadius: 0.8, border: '1px dashed', borderColor: 'divider' }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em' }}
          >
            You said
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, lineHeight: 1.6, color: 'text.secondary' }}>
            “{original}”
          </Typography>
          {onShowOriginal ? (
            <Typography
              component="button"
              type="button"
              variant="caption"
              onClick={onShowOriginal}
              sx={{
                mt: 0.75,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                color: 'primary.light',
                cursor: 'pointer',
                textDecoration: 'underline',
              }}
            >
              Show in transcript
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Box sx={{ p: 1.75, borderRadius: 0.8, bgcolor: '#eef5ff', border: '1px solid #cfe0f7' }}>
        <Typography
          variant="caption"
          sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', color: 'primary.light' }}
        >
          Try instead
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, lineHeight: 1.6, fontWeight: 500 }}>
          “{better}”
        </Typography>
      </Box>
    </Box>
  );
}
