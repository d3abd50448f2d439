import ArchitectureIcon from '@mui/icons-material/Architecture';
import BlenderIcon from '@mui/icons-material/Blender';
import BuildIcon from '@mui/icons-material/Build';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ConveyorBeltIcon from '@mui/icons-material/ConveyorBelt';
import FactoryIcon from '@mui/icons-material/Factory';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalDrinkIcon from '@mui/icons-material/LocalDrink';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SpeedIcon from '@mui/icons-material/Speed';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Button, Card, CardContent, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { BookDemoButton } from '../../demo-booking';
import { CallToActionBand } from '../components/call-to-action-band';
import { PageHero } from '../../../components/ui/page-hero';

type Equipment = { name: string; icon: ReactNode };
type Buyer = { role: string; icon: ReactNode; summary: string; caresAbout: string[] };
type PracticeMode = { name: string; icon: ReactNode; scenario: string; goal: string };

const EQUIPMENT: Equipment[] = [
  { name: 'Fillers and cappers', icon: <LocalDrinkIcon /> },
  { name: 'Ovens and fryers', icon: <LocalFireDepartmentIcon /> },
  { name: 'Mixers and blenders', icon: <BlenderIcon /> },
  { name: 'Slicers and portioners', icon: <ContentCutIcon /> },
  { name: 'Conveyors', icon: <ConveyorBeltIcon /> },
  { name: 'Packaging lines', icon: <Inventory2Icon /> },
  { name: 'CIP skids', icon: <CleaningServicesIcon /> },
  { name: 'X-ray and metal detection', icon: <QrCodeScannerIcon /> },
];

const BUYERS: Buyer[] = [
  {
    role: 'Plant Manager',
    icon: <FactoryIcon />,
    summary: 'Owns the site’s output, cost and safety, and signs off on what goes on the floor.',
    caresAbout: ['OEE', 'Uptime', 'Capex cycles', 'Audit results'],
  },
  {
    role: 'Operations Manager',
    icon: <SpeedIcon />,
    summary: 'Runs lines and shifts across the plant and answers for throughput and cost per unit.',
    caresAbout: ['Throughput', 'Changeover', 'Co-packer margins', 'Scheduling'],
  },
  {
    role: 'Production Manager',
    icon: <PrecisionManufacturingIcon />,
    summary: 'Has to hit today’s plan with today’s crew, and feels every minute a line stands still.',
    caresAbout: ['Changeover time', 'Downtime', 'Yield', 'Operator training'],
  },
  {
    role: 'Maintenance Manager',
    icon: <BuildIcon />,
    summary: 'Keeps the equipment running and gets the call when it stops.',
    caresAbout: ['Spare parts', 'Uptime guarantees', 'Service response', 'Sanitary access'],
  },
  {
    role: 'Quality / Food Safety Specialist',
    icon: <VerifiedUserIcon />,
    summary: 'Is judged on audits and incidents, not speed, and can stop a purchase on food-safety grounds.',
    caresAbout: ['HACCP', 'FSMA', 'SQF / BRC audits', 'Sanitation and CIP time'],
  },
  {
    role: 'Procurement Manager',
    icon: <ShoppingCartIcon />,
    summary: 'Compares suppliers, negotiates terms and protects the budget.',
    caresAbout: ['Total cost', 'Payment terms', 'Tariffs', 'Capex cycles'],
  },
  {
    role: 'Project Engineer',
    icon: <ArchitectureIcon />,
    summary: 'Specifies the equipment and has to make it fit the existing line on schedule.',
    caresAbout: ['Integration', 'Installation downtime', 'Specifications', 'Timeline'],
  },
];

const MODES: PracticeMode[] = [
  {
    name: 'Prospecting',
    icon: <PhoneInTalkIcon />,
    scenario:
      'A maintenance manager picks up in the middle of a shift. You have seconds before the line needs them again.',
    goal: 'Earn attention, then a meeting.',
  },
  {
    name: 'Discovering',
    icon: <TravelExploreIcon />,
    scenario:
      'A plant manager answers what you ask and nothing more. Changeover losses, sanitation time and audit findings surface only when you ask well.',
    goal: 'Uncover pains, budget, authority and timeline.',
  },
  {
    name: 'Closing',
    icon: <HandshakeIcon />,
    scenario:
      'A procurement manager has your proposal (upload your own) and won’t commit until price, ROI, installation downtime, support and contract terms are settled.',
    goal: 'Resolve the concerns and agree a next step.',
  },
];

const PLANT_CONTEXT = [
  { label: 'Manufacturing model', values: ['Own brand', 'Contract manufacturer (co-packer)'] },
  { label: 'Plant size', values: ['Small: under 50 employees', 'Medium: 50–200', 'Large: over 200'] },
  { label: 'Experience', values: ['Junior', 'Mid', 'Senior'] },
];

const iconBadgeSx = {
  width: 44,
  height: 44,
  borderRadius: 2,
  display: 'grid',
  placeItems: 'center',
  bgcolor: '#fff4ec',
  color: 'secondary.main',
  flexShrink: 0,
} as const;

function SectionHeading({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <Box data-aos="fade-up" sx={{ mb: { xs: 4, md: 5 }, maxWidth: 760 }}>
      <Typography
        sx={{
          color: 'secondary.main',
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          fontSize: 13,
        }}
      >
        {eyebrow}
      </Typography>
      <Typography component="h2" variant="h4" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: 17, lineHeight: 1.7 }}>
        {lead}
      </Typography>
    </Box>
  );
}

export default function FoodEquipmentsPage() {
  useEffect(() => {
    document.title = 'Food & Beverage Equipment — Buyerlab';
  }, []);

  return (
    <>
      <PageHero
        eyebrow="Industries · Food & Beverage Equipment"
        title="Practise with the people who run food plants"
        lead="If you sell equipment into food and beverage plants, your buyers think in OEE, changeovers, sanitation time and audits. Practise with AI buyers who think the same way, before you call the real ones."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
          <BookDemoButton size="large" />
          <Button
            size="large"
            variant="outlined"
            href="#buyers"
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#fff' } }}
          >
            Meet the buyers
          </Button>
          <Chip
            label="Live now"
            color="success"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, fontWeight: 600 }}
          />
        </Stack>
      </PageHero>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <SectionHeading
          eyebrow="Who it’s for"
          title="Reps and teams selling capital equipment to food and beverage plants"
          lead="From a single slicer to a full packaging line, the conversations follow the same pattern: a busy plant, several people with a say, and a purchase that has to prove itself on the floor."
        />
        <Grid container spacing={2}>
          {EQUIPMENT.map((item) => (
            <Grid key={item.name} size={{ xs: 6, sm: 4, md: 3 }} data-aos="fade-up">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box sx={iconBadgeSx}>{item.icon}</Box>
                  <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box
        component="section"
        id="buyers"
        sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 }, scrollMarginTop: 80 }}
      >
        <Container maxWidth="lg">
          <SectionHeading
            eyebrow="The buyers you’ll meet"
            title="Seven roles, each with its own priorities"
            lead="Each buyer brings the concerns of its role. What wins over a maintenance manager can lose a procurement manager, so practise with the one you’re about to call."
          />
          <Grid container spacing={3}>
            {BUYERS.map((buyer) => (
              <Grid key={buyer.role} size={{ xs: 12, sm: 6, md: 4 }} data-aos="fade-up">
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                      <Box sx={iconBadgeSx}>{buyer.icon}</Box>
                      <Typography component="h3" variant="h6">
                        {buyer.role}
                      </Typography>
                    </Stack>
                    <Typography color="text.secondary" sx={{ lineHeight: 1.65, mb: 2 }}>
                      {buyer.summary}
                    </Typography>
                    <Typography variant="overline" color="text.secondary">
                      Cares about
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                      {buyer.caresAbout.map((concern) => (
                        <Chip key={concern} label={concern} size="small" variant="outlined" />
                      ))}
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Grid container spacing={3} sx={{ mt: 2 }}>
            {PLANT_CONTEXT.map((context) => (
              <Grid key={context.label} size={{ xs: 12, md: 4 }} data-aos="fade-up">
                <Typography sx={{ fontWeight: 700, mb: 1 }}>{context.label}</Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {context.values.map((value) => (
                    <Chip key={value} label={value} size="small" color="primary" variant="outlined" />
                  ))}
                </Stack>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <SectionHeading
          eyebrow="Three practice modes"
          title="Every stage of the sale, by voice or video"
          lead="Each session ends in a report that scores the skills the mode tests, quotes what you said, and suggests a better way to say it."
        />
        <Grid container spacing={3}>
          {MODES.map((mode) => (
            <Grid key={mode.name} size={{ xs: 12, md: 4 }} data-aos="fade-up">
              <Card sx={{ height: '100%', bgcolor: 'primary.main', color: '#fff' }}>
                <CardContent sx={{ p: 3 }}>
                  <Box sx={{ ...iconBadgeSx, bgcolor: 'rgba(255,255,255,0.12)', color: '#fff' }}>{mode.icon}</Box>
                  <Typography component="h3" variant="h5" sx={{ mt: 2 }}>
                    {mode.name}
                  </Typography>
                  <Typography sx={{ mt: 1.5, lineHeight: 1.7, color: 'rgba(255,255,255,0.85)' }}>
                    {mode.scenario}
                  </Typography>
                  <Typography sx={{ mt: 2, fontWeight: 600, color: '#ffb88c' }}>{mode.goal}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <CallToActionBand
        cta={{
          heading: 'Call your first food-plant buyer today',
          body: 'Invited MVP users sign up with their coupon code. No code yet? Book a demo and we’ll set you up.',
          action: 'signup',
          label: 'Sign up with your coupon',
        }}
      />
    </>
  );
}
