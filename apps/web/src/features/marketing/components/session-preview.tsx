import { Box, Stack, Typography } from '@mui/material';

const LINES = [
  { who: 'buyer', text: "Dana Ruiz, plant manager. I've got a line down in five minutes, so make it quick." },
  { who: 'rep', text: 'Understood. Before I pitch anything: where are changeovers hurting you most this quarter?' },
  {
    who: 'buyer',
    text: "Allergen changeovers on line 3. We lose close to two hours each, and the CIP validation doesn't always pass first time.",
  },
] as const;

/** An illustration of a live session, drawn with components so it stays crisp at any size. */
export function SessionPreview() {
  return (
    <Box
      aria-hidden
      sx={{
        bgcolor: 'rgba(255,255,255,0.06)',
        border: '1px solid rgba(255,255,255,0.14)',
        borderRadius: 4,
        p: { xs: 2, md: 3 },
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
        <Box
          sx={{
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: '#c2410c',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
          }}
        >
          DR
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>Dana Ruiz · Plant Manager</Typography>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.7)' }}>
            Prospecting · mid-size co-packer
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-end', height: 20 }}>
          {[10, 18, 12, 16, 8].map((h, i) => (
            <Box key={i} sx={{ width: 4, height: h, bgcolor: '#ffb88c', borderRadius: 1 }} />
          ))}
        </Box>
      </Stack>
      <Stack spacing={1.5}>
        {LINES.map((line) => (
          <Box
            key={line.text}
            sx={{
              alignSelf: line.who === 'rep' ? 'flex-end' : 'flex-start',
              maxWidth: '88%',
              bgcolor: line.who === 'rep' ? '#c2410c' : 'rgba(255,255,255,0.12)',
              borderRadius: 3,
              px: 2,
              py: 1.25,
              fontSize: 15,
              lineHeight: 1.5,
            }}
          >
            {line.text}
          </Box>
        ))}
      </Stack>
      <Box
        sx={{
          mt: 2.5,
          pt: 2,
          borderTop: '1px solid rgba(255,255,255,0.14)',
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 14,
          color: 'rgba(255,255,255,0.75)',
        }}
      >
        <span>Open question earned a pain</span>
        <span style={{ color: '#9be29b', fontWeight: 700 }}>+ Needs discovery</span>
      </Box>
    </Box>
  );
}
