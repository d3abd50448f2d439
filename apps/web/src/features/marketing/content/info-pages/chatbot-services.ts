import type { InfoPageContent } from '../types';

export const CHATBOT_SERVICES: InfoPageContent = {
  eyebrow: 'Chatbot services',
  title: 'AI buyers built like the people you actually call on',
  lead: 'Every Buyerlab buyer is assembled from the details that change a real conversation: who they are, what kind of plant they run, how big it is and how it buys.',
  sections: [
    {
      heading: 'Six choices make a buyer',
      paragraphs: [
        'You build each persona from six attributes, and each one changes what the buyer cares about and how it talks.',
      ],
      bullets: [
        'Industry: Food & Beverage Equipment today, Healthcare coming soon.',
        'Role: plant, operations, production, maintenance or procurement manager, quality / food-safety specialist, or project engineer.',
        'Experience: junior, mid or senior.',
        'Geography: where the plant is.',
        'Manufacturing model: own-brand manufacturer or contract manufacturer (co-packer).',
        'Plant size: small (under 50 employees), medium (50–200) or large (over 200).',
      ],
    },
    {
      heading: 'A full profile behind every buyer',
      paragraphs: [
        'From those choices Buyerlab derives the buyer’s world: company and plant facts, priorities and KPIs, hidden pains, budget, authority and timeline, the decision process, likely objections, a personality and a starting mood.',
        'A senior plant manager at a large co-packer and a junior quality specialist at a small own-brand plant will not give you the same call.',
      ],
    },
    {
      heading: 'Buyers with their own agenda',
      paragraphs: [
        'The buyer does not hand you its problems. Facts come out when you earn them with good questions. Trust rises when you listen and falls when you pitch too early, ramble or talk over it.',
        'Every session can end in a real outcome: a meeting agreed, a next step agreed, no decision, or lost.',
      ],
    },
    {
      heading: 'Ready-made buyers to start fast',
      paragraphs: [
        'Not sure where to begin? Four shortlisted buyers are ready to go: an Operations Manager in Nevada, a Food Specialist in Quebec, a Plant Manager in Oaxaca and a Project Engineer in Arizona.',
      ],
    },
  ],
  cta: {
    heading: 'Meet your first buyer',
    body: 'Invited MVP users sign up with their coupon code and can start a session straight away.',
    action: 'signup',
    label: 'Sign up with your coupon',
  },
};
