import type { InfoPageContent } from '../types';

export const AUTOMATION: InfoPageContent = {
  eyebrow: 'Automation',
  title: 'Reports that write themselves, roll-ups that keep managers current',
  shot: 'report',
  lead: 'Nobody has to listen back to a call or fill in a scorecard. When a session ends, Buyerlab analyses it and files the result where the rep and the manager can both see it.',
  sections: [
    {
      heading: 'A report the moment you hang up',
      paragraphs: [
        'End a session with five or more messages and the report is generated once, stored, and ready to read or download as a PDF.',
        'Shorter sessions don’t get a score they haven’t earned. You’re asked to rate the session and leave a comment instead.',
      ],
    },
    {
      heading: 'Scoring you can check',
      paragraphs: [
        'Each skill the mode tests is scored from 0 to 100, with evidence attached: your own words and the message they came from. A quote that isn’t word for word in the transcript is never shown.',
        'When a language model is configured, its written coaching is added, and its quotes are checked against the transcript before they are stored. You can read the scoring rubric before the session starts.',
      ],
    },
    {
      heading: 'Progress tracked for you',
      paragraphs: [
        'Every report shows the change since your previous session in the same mode, so a rep can see whether last week’s drill worked without keeping a spreadsheet.',
      ],
    },
    {
      heading: 'Manager roll-ups',
      paragraphs: [
        'Managers see each rep’s scores and trend in one dashboard and coach from evidence, not from memory of a ride-along.',
      ],
      bullets: [
        'By skill: relationship building, communication, needs discovery, qualification, solution matching, objection handling and value selling, negotiation, closing.',
        'By mode: prospecting, discovering, closing.',
        'Over time: each rep’s trend, so you can see whether coaching is working.',
      ],
    },
  ],
  cta: {
    heading: 'See a report built from a live session',
    body: 'Book a demo and we’ll run a short call, end it, and open the report together.',
    action: 'demo',
    label: 'Book a Demo',
  },
};
