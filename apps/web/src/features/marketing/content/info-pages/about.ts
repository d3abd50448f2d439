import type { InfoPageContent } from '../types';

export const ABOUT: InfoPageContent = {
  eyebrow: 'About Buyerlab',
  title: 'A practice floor for people who sell equipment to plants',
  lead: 'Buyerlab lets B2B sales reps rehearse cold calls, discovery and closing conversations with AI buyers who talk back, then shows them, quote by quote, what worked and what to say next time.',
  sections: [
    {
      heading: 'Why we built it',
      paragraphs: [
        'Selling a filler, an oven line or a CIP skid means talking to the people who run plants. They are busy, technical and sceptical, and a weak first call rarely gets a second one.',
        'Most reps still learn those conversations live, on real accounts. Buyerlab gives them a place to make the mistakes first.',
      ],
    },
    {
      heading: 'How a session works',
      paragraphs: [
        'Build a buyer from six choices: industry, role, experience, geography, manufacturing model and plant size. Choose a mode: prospecting, discovering or closing. Then start talking.',
      ],
      bullets: [
        'Speak to the buyer, or type when you can’t talk out loud.',
        'The buyer answers in real time, by voice or as a video avatar.',
        'Sessions run for up to 15 minutes by default.',
        'End the session and your report is generated straight away.',
      ],
    },
    {
      heading: 'What the rep gets',
      paragraphs: [
        'A score from 0 to 100 for each skill the mode tests, plus an overall score. Every score is backed by the rep’s own words, quoted from the transcript, and weak moments come with a better way to say it.',
        'Talk share, open questions, pace and filler words sit beside healthy ranges, and the coaching ends with one drill to try next.',
      ],
    },
    {
      heading: 'What the manager gets',
      paragraphs: [
        'Each rep’s scores and trend by skill and by mode, without sitting in on calls. You see who is getting better at discovery, who still pitches too early, and where your coaching time will count most.',
      ],
    },
  ],
  cta: {
    heading: 'See it with a buyer from your market',
    body: 'In a 30-minute demo we run a live session with a food-plant buyer and walk through the report it produces.',
    action: 'demo',
    label: 'Book a Demo',
  },
};
