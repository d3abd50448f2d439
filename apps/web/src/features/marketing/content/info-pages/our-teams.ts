import type { InfoPageContent } from '../types';

export const OUR_TEAMS: InfoPageContent = {
  eyebrow: 'Our teams',
  title: 'How we work',
  shot: 'team',
  lead: 'Buyerlab is built by a small team organised around the three things the product must get right: the buyer, the feedback and the call itself.',
  sections: [
    {
      heading: 'Conversation design',
      paragraphs: [
        'This work decides how buyers behave: what a plant manager worries about, which objections a procurement manager raises, how a co-packer buys differently from an own-brand plant.',
        'It lives in the reference catalog, so each improvement reaches every persona built on it.',
      ],
    },
    {
      heading: 'Buyer engine and coaching',
      paragraphs: [
        'The buyer simulation and the analyser that scores sessions are self-contained, tested code. A given session always behaves the same way, every change is covered by tests, and no quote reaches a report unless it is word for word in the transcript.',
      ],
    },
    {
      heading: 'Product and platform',
      paragraphs: [
        'The web app, the real-time voice pipeline and the video avatar, kept fast enough to hold a spoken conversation.',
        'Every message is written to the database before it is acknowledged, and sign-in tokens are stored hashed and revoked on logout or password reset.',
      ],
    },
    {
      heading: 'Listening to users',
      paragraphs: [
        'Ratings and comments from the feedback page, and what we hear in demos and consulting sessions, decide what we build next.',
      ],
    },
  ],
  cta: {
    heading: 'Talk to us',
    body: 'A question, an idea, or a buyer you’d like us to add? Write to us.',
    action: 'contact',
    label: 'Contact Us',
  },
};
