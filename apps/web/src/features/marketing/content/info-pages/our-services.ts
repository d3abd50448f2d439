import type { InfoPageContent } from '../types';

export const OUR_SERVICES: InfoPageContent = {
  eyebrow: 'Our services',
  title: 'Practice, evidence and coaching for equipment sales teams',
  lead: 'Everything in Buyerlab serves one loop: rehearse a real conversation, see exactly how it went, and go again with one clear thing to fix.',
  sections: [
    {
      heading: 'Live practice sessions',
      paragraphs: ['Three modes, matched to the stages of an equipment sale.'],
      bullets: [
        'Prospecting: a busy buyer interrupted by your cold call. Earn the next minute, then the meeting.',
        'Discovering: a buyer who answers what you ask and nothing more. Pains and qualification facts surface only when you ask well.',
        'Closing: a buyer holding your proposal, with open concerns on price, ROI, installation downtime, support, contract terms, competitors and tariffs.',
      ],
    },
    {
      heading: 'Voice and video',
      paragraphs: [
        'Audio mode shows the buyer’s portrait, a speaking indicator and a live transcript. Video mode adds your own camera beside an animated buyer whose mouth moves with its speech and whose expression follows its mood.',
        'In both, you can cut in and the buyer stops talking, just as it would on a real call.',
      ],
    },
    {
      heading: 'Scored reports and coaching',
      paragraphs: [
        'Every session of five or more messages ends in a report: skill scores with quoted evidence, talk metrics against healthy ranges, Keep / Start / Stop coaching, one next drill, and the change since your last session in the same mode.',
        'Download it as a PDF and bring it to your next one-to-one.',
      ],
    },
    {
      heading: 'Team visibility and programme design',
      paragraphs: [
        'Managers see scores and trends by rep, by skill and by mode.',
        'If you want help choosing which buyers, modes and targets your team should practise, we’ll design the programme with you in a free 30-minute consulting session.',
      ],
    },
  ],
  cta: {
    heading: 'Start with a demo',
    body: 'We’ll show you a session end to end, from choosing the buyer to reading the report.',
    action: 'demo',
    label: 'Book a Demo',
  },
};
