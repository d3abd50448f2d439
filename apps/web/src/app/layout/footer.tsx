import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { Box, Button, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { COMPANY, COPYRIGHT_YEAR } from '@buyerlab/contract';
import { BookDemoButton } from '../../features/demo-booking';
import { BrandLogo } from './brand-logo';

const COLUMNS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'Our Services', to: '/our-services' },
      { label: 'Chatbot Services', to: '/chatbot-services' },
      { label: 'AI Audio', to: '/ai-audio' },
      { label: 'AI Chatbot', to: '/ai-chatbot' },
      { label: 'Automation', to: '/automation' },
      { label: 'Custom AI', to: '/custom-ai' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Our Mission', to: '/our-mission' },
      { label: 'Our Vision', to: '/our-Vision' },
      { label: 'Our Teams', to: '/our-teams' },
      { label: 'About', to: '/about' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Resources', to: '/resources' },
      { label: 'Free Consulting', to: '/free-consulting' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'rgba(255,255,255,0.86)', pt: 8, pb: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Grid container spacing={5}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrandLogo inverted />
            <Typography sx={{ mt: 2, maxWidth: 360, lineHeight: 1.7 }}>
              Buyerlab gives industrial and food-equipment sales teams a buyer to practise on: plant managers, QA leads
              and procurement heads who push back like the real ones, followed by a scored report built on what the rep
              actually said.
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1.5 }}>
              <BookDemoButton />
              <Button
                variant="outlined"
                href={`mailto:${COMPANY.email}`}
                startIcon={<EmailOutlinedIcon />}
                sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#fff' } }}
              >
                Contact Us
              </Button>
            </Stack>
          </Grid>
          {COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Typography component="h2" sx={{ fontWeight: 700, color: '#fff', mb: 1.5 }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} underline="hover" sx={{ color: 'inherit' }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Box
          sx={{
            borderTop: '1px solid rgba(255,255,255,0.15)',
            mt: 6,
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            Contact:{' '}
            <Link href={`mailto:${COMPANY.email}`} sx={{ color: '#fff' }}>
              {COMPANY.email}
            </Link>{' '}
            · {COMPANY.responseTime}
          </Typography>
          <Typography variant="body2">
            © {COPYRIGHT_YEAR} {COMPANY.name}. All rights reserved.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
