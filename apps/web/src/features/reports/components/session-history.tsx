import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ReportSummary } from '@buyerlab/contract';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { formatDate, MODE_COLOR, MODE_LABEL, scoreBand } from '../lib/labels';

/** Every reported session, newest first; each row reopens its report. */
export function SessionHistory({ reports }: { reports: ReportSummary[] }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.6, overflow: 'hidden' }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {reports.map((report, i) => {
          const score = Math.round(report.overall_score);
          const band = scoreBand(score);
          return (
            <Box component="li" key={report.session_id} sx={{ borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}>
              <ButtonBase
                component={RouterLink}
                to={`/report?session=${report.session_id}`}
                data-testid="session-history-row"
                sx={{
                  width: '100%',
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr auto 20px', sm: '110px 1fr 120px 96px 20px' },
                  alignItems: 'center',
                  columnGap: 2,
                  rowGap: 0.25,
                  px: { xs: 2, md: 2.5 },
                  py: 1.5,
                  textAlign: 'left',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: 1, sm: 'auto' } }}>
                  {formatDate(report.created_at)}
                </Typography>
                <Box sx={{ gridColumn: { xs: 1, sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' }, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                    {report.persona.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {report.persona.title}, {report.persona.company}
                  </Typography>
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.75,
                    gridColumn: { xs: 1, sm: 'auto' },
                    gridRow: { xs: 3, sm: 'auto' },
                  }}
                >
                  <Box
                    sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: MODE_COLOR[report.mode] }}
                    aria-hidden
                  />
                  <Typography variant="body2">{MODE_LABEL[report.mode]}</Typography>
                </Box>
                <Box
                  sx={{
                    gridColumn: { xs: 2, sm: 'auto' },
                    gridRow: { xs: '1 / span 3', sm: 'auto' },
                    textAlign: 'right',
                  }}
                >
                  <Typography sx={{ fontWeight: 800, fontSize: 20, lineHeight: 1.1, color: band.color }}>
                    {score}
                  </Typography>
                  <Typography variant="caption" sx={{ color: band.color, fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {band.label}
                  </Typography>
                </Box>
                <VisuallyHidden>. Open report</VisuallyHidden>
                <ChevronRightIcon
                  color="action"
                  sx={{ gridColumn: { xs: 3, sm: 'auto' }, gridRow: { xs: '1 / span 3', sm: 'auto' } }}
                />
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
