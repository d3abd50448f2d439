import type { InfoPageContent } from '../types';

export const OUR_MISSION: InfoPageContent = {
  eyebrow: 'Our mission',
  title: 'Give every rep the practice the job never gives them',
  lead: 'Selling is one of the few skilled jobs where people rarely rehearse. We want every equipment seller to have practised the hard conversation before a real plant manager hears it.',
  sections: [
    {
      heading: 'Why ride-alongs aren’t enough',
      paragraphs: [
        'A ride-along shows a manager one call, on one account, on one day. The rep can’t replay the moment that went wrong, and the feedback depends on what the manager remembers on the drive back.',
        'Ride-alongs are valuable, but they are rare, and they cost a day of two people’s time.',
      ],
    },
    {
      heading: 'Deliberate practice works',
      paragraphs: [
        'Skills grow when you repeat a specific hard moment, get feedback straight away, and try again. Pilots and musicians train this way.',
        'Buyerlab lets a rep meet the same kind of buyer in the same mode as often as it takes, with a report after every attempt.',
      ],
    },
    {
      heading: 'Feedback built on evidence',
      paragraphs: [
        'Coaching lands when it points at something you actually said. That’s why every Buyerlab score carries quotes from the transcript, and every weak moment comes with a better way to say it.',
      ],
    },
    {
      heading: 'Respect for the buyer’s time',
      paragraphs: [
        'Plant managers, quality leads and maintenance chiefs are busy people with real problems. Reps who have practised listening, asking and qualifying waste less of their time, and earn more of it.',
      ],
    },
  ],
  cta: {
    heading: 'Put it into practice',
    body: 'Invited MVP users can sign up with their coupon code and run a first session today.',
    action: 'signup',
    label: 'Sign up with your coupon',
  },
};
