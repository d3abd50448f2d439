import DownloadIcon from '@mui/icons-material/Download';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Report } from '@buyerlab/contract';
import { formatDate, MODE_LABEL } from '../lib/labels';

type ReportHeaderProps = { report: Report; downloading: boolean; onDownload: () => void };

export function ReportHeader({ report, downloading, onDownload }: ReportHeaderProps) {
  const { persona } = report;
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: { sm: 'flex-end' },
        justifyContent: 'space-between',
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Box>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={`${MODE_LABEL[report.mode]} call`} color="primary" />
          <Chip size="small" variant="outlined" label={formatDate(report.created_at)} />
        </Stack>
        <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 28, md: 38 } }}>
          Your call with {persona.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75 }}>
          {persona.title}, {persona.company}
        </Typography>
      </Box>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1}
        sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'auto' } }}
      >
        <Button component={RouterLink} to="/dashboard" startIcon={<InsightsOutlinedIcon />}>
          Your progress
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownload} disabled={downloading}>
          {downloading ? 'Preparing PDF…' : 'Download PDF'}
        </Button>
      </Stack>
    </Box>
  );
}
