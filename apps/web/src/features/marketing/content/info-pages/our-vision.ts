import type { InfoPageContent } from '../types';

export const OUR_VISION: InfoPageContent = {
  eyebrow: 'Our vision',
  title: 'Sales teams that train like the plants they sell to',
  shot: 'team',
  lead: 'Good plants run on standard work, measurement and continuous improvement. We think sales teams should too.',
  sections: [
    {
      heading: 'Measured, not guessed',
      paragraphs: [
        'Sales capability is still judged mostly by gut feel and quota. We want every manager to know, skill by skill, where each rep stands and whether coaching is working, the way a plant manager knows OEE line by line.',
      ],
    },
    {
      heading: 'Practice before performance',
      paragraphs: [
        'Before a new rep calls a key account, they should already have met that kind of buyer many times in practice. Before a big proposal goes out, the team should already have heard the objections it is likely to meet.',
      ],
    },
    {
      heading: 'Built for specialist markets',
      paragraphs: [
        'Generic role-play doesn’t know what a changeover is, or why a co-packer fights for every point of margin. We build for one industry at a time and go deep: Food & Beverage Equipment first, with Healthcare next.',
      ],
    },
    {
      heading: 'Honest feedback',
      paragraphs: [
        'A report should never flatter and never invent. Ours quotes only what was actually said, and every score comes with reasons a rep can act on.',
      ],
    },
  ],
  cta: {
    heading: 'Build the habit with us',
    body: 'Book a demo and see how a weekly practice rhythm could work for your team.',
    action: 'demo',
    label: 'Book a Demo',
  },
};
