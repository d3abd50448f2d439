import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MailOutlineOutlinedIcon from '@mui/icons-material/MailOutlineOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Button, Card, CardContent, Chip, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { COMPANY } from '@buyerlab/contract';
import { BookDemoButton } from '../../demo-booking';
import { PageHero } from '../../../components/ui/page-hero';

const PLANNED_MODES: { name: string; icon: ReactNode; text: string }[] = [
  {
    name: 'Prospecting',
    icon: <PhoneInTalkIcon />,
    text: 'Cold calls to busy healthcare buyers who owe you nothing, where the goal is a meeting.',
  },
  {
    name: 'Discovering',
    icon: <TravelExploreIcon />,
    text: 'Conversations where needs, budget and the buying process only come out when you ask well.',
  },
  {
    name: 'Closing',
    icon: <HandshakeIcon />,
    text: 'A buyer with your proposal and open concerns to resolve before anything is agreed.',
  },
];

const notifySubject = encodeURIComponent('Healthcare practice: tell me when it opens');

export default function HealthcarePage() {
  useEffect(() => {
    document.title = 'Healthcare (coming soon) — Buyerlab';
  }, []);

  return (
    <>
      <PageHero
        eyebrow="Industries · Healthcare"
        title="Healthcare buyers are on their way"
        lead="We are building practice buyers for teams that sell into healthcare. They are not available yet: here is what we plan, and how to hear the moment they open."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
          <Chip
            icon={<LocalHospitalIcon />}
            label="Coming soon"
            color="secondary"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, fontWeight: 700 }}
          />
          <Button
            size="large"
            variant="contained"
            disabled
            sx={{ '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.16)', color: 'rgba(255,255,255,0.7)' } }}
          >
            Not available yet
          </Button>
        </Stack>
      </PageHero>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box data-aos="fade-up" sx={{ maxWidth: 760, mb: { xs: 4, md: 5 } }}>
          <Typography component="h2" variant="h4">
            What it will cover
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: 17, lineHeight: 1.7 }}>
            The same practice loop as our live industry: buyers with their own priorities and objections, the three
            modes below by voice or video, and a scored report with quoted evidence after every session. The buyer
            catalog for healthcare is still being shaped, so we are not announcing roles or dates yet.
          </Typography>
        </Box>
        <Grid container spacing={3}>
          {PLANNED_MODES.map((mode) => (
            <Grid key={mode.name} size={{ xs: 12, md: 4 }} data-aos="fade-up">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Box sx={{ color: 'text.secondary', display: 'grid', placeItems: 'center' }}>{mode.icon}</Box>
                    <Typography component="h3" variant="h6">
                      {mode.name}
                    </Typography>
                  </Stack>
                  <Typography color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.7 }}>
                    {mode.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Typography data-aos="fade-up" color="text.secondary" sx={{ mt: 4, lineHeight: 1.7 }}>
          Want to practise now? Discovery, objection handling and closing skills carry across markets, and{' '}
          <Link component={RouterLink} to="/industries/food-equipments">
            Food &amp; Beverage Equipment
          </Link>{' '}
          is live today.
        </Typography>
      </Container>

      <Box component="section" sx={{ bgcolor: '#fff4ec', py: { xs: 7, md: 9 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }} data-aos="fade-up">
          <NotificationsActiveIcon color="secondary" sx={{ fontSize: 40 }} />
          <Typography component="h2" variant="h4" sx={{ mt: 1 }}>
            Be told when Healthcare opens
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3.5, fontSize: 18 }}>
            Book a short call and mention Healthcare, or send us a note. We’ll let you know as soon as the first
            healthcare buyers are ready.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <BookDemoButton size="large" label="Ask to be told when it opens" />
            <Button
              size="large"
              variant="outlined"
              startIcon={<MailOutlineOutlinedIcon />}
              href={`mailto:${COMPANY.email}?subject=${notifySubject}`}
            >
              Email us
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
