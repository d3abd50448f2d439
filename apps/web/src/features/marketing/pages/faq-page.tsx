import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Container, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { COMPANY } from '@buyerlab/contract';
import { CallToActionBand } from '../components/call-to-action-band';
import { PageHero } from '../../../components/ui/page-hero';
import { FAQ } from '../content/faq';

export default function FaqPage() {
  useEffect(() => {
    document.title = 'FAQ — Buyerlab';
  }, []);

  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Questions sales leaders and reps ask us"
        lead="How the buyer behaves, what the report scores, what you need to run a session, and how managers follow progress."
      />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Box data-aos="fade-up">
          {FAQ.map((entry, index) => (
            <Accordion
              key={entry.question}
              defaultExpanded={index === 0}
              disableGutters
              sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`faq-${index}-content`}
                id={`faq-${index}-header`}
                sx={{ py: 1 }}
              >
                <Typography sx={{ fontWeight: 600, fontSize: 18 }}>{entry.question}</Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ pt: 0, pb: 3 }}>
                <Typography color="text.secondary" sx={{ lineHeight: 1.75 }}>
                  {entry.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
        <Typography data-aos="fade-up" color="text.secondary" sx={{ mt: 5, textAlign: 'center' }}>
          Didn’t find your question? Write to <Link href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Link>.{' '}
          {COMPANY.responseTime}
        </Typography>
      </Container>
      <CallToActionBand
        cta={{
          heading: 'See a session before you decide',
          body: 'In a 30-minute demo we run a live practice call with a food-plant buyer and open the report together.',
          action: 'demo',
          label: 'Book a Demo',
        }}
      />
    </>
  );
}
