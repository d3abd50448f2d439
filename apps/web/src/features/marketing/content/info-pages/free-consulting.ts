import type { InfoPageContent } from '../types';

export const FREE_CONSULTING: InfoPageContent = {
  eyebrow: 'Free consulting',
  title: '30 minutes to design a practice programme that sticks',
  shot: 'team',
  lead: 'Buying a practice tool is easy. Getting a sales team to use it every week is not. Book a free 30-minute session and we’ll design the programme with you.',
  sections: [
    {
      heading: 'What we’ll cover',
      paragraphs: ['We start from your deals, not from our features.'],
      bullets: [
        'Where deals stall today: the cold call, discovery or the close.',
        'The buyers your reps meet most: plant managers, maintenance, quality, procurement, project engineers.',
        'Which skills to work on first, and what a good score looks like for your team.',
        'A weekly rhythm: how many sessions, in which modes, and when managers review the results.',
      ],
    },
    {
      heading: 'What you leave with',
      paragraphs: ['A short plan you can start on Monday.'],
      bullets: [
        'The buyer personas to build first.',
        'The order of modes for new and experienced reps.',
        'One drill for each skill gap.',
        'How managers will read progress in the dashboard.',
      ],
    },
    {
      heading: 'Who should join',
      paragraphs: [
        'The sales leader or manager who owns coaching, and if possible one rep who will run the first sessions.',
        'No preparation is needed. If there’s a proposal you’d like reps to practise closing, bring it along.',
      ],
    },
    {
      heading: 'How to book',
      paragraphs: [
        'Use Book a Demo and mention consulting under specific needs. We’ll contact you within 24 hours to confirm a time.',
      ],
    },
  ],
  cta: {
    heading: 'Book your free session',
    body: 'Thirty minutes, no preparation, and a practice plan at the end.',
    action: 'demo',
    label: 'Book a free session',
  },
};
