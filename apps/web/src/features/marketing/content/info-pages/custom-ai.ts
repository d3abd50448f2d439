import type { InfoPageContent } from '../types';

export const CUSTOM_AI: InfoPageContent = {
  eyebrow: 'Custom AI',
  title: 'Practise against your own deal, not a generic one',
  lead: 'The closer practice is to your real pipeline, the more of it carries over. Bring your own proposal into the session and shape buyers to match the accounts you sell to.',
  sections: [
    {
      heading: 'Bring your proposal to the closing table',
      paragraphs: [
        'In closing mode, upload the proposal or quote you are about to send: PDF, DOCX or DOC, up to 10 MB. Buyerlab summarises it, and the buyer negotiates from that summary: your price, your scope, your terms.',
        'Defend it in practice before the real buyer reads it.',
      ],
    },
    {
      heading: 'Buyers that match your accounts',
      paragraphs: [
        'Set role, experience, geography, manufacturing model and plant size to mirror the account you are preparing for.',
        'A project engineer at a large own-brand plant and a procurement manager at a small co-packer push back on very different things. Practise the one you are about to meet.',
      ],
    },
    {
      heading: 'Objections from your market',
      paragraphs: [
        'Each catalog entry carries the knowledge the buyer draws on: concerns, KPIs, typical objections, and how plant size and manufacturing model change the buying process.',
        'The catalog is editable, so as part of a programme we can tune it to your equipment and to the objections your team hears most.',
      ],
    },
    {
      heading: 'Start with one deal',
      paragraphs: [
        'Pick one live opportunity, upload its proposal, and run the closing conversation until the hard questions stop being hard. Then do the same with discovery for the next account on your list.',
      ],
    },
  ],
  cta: {
    heading: 'Plan your custom set-up',
    body: 'In a free 30-minute session we’ll help you choose the buyers, modes and documents that match your pipeline.',
    action: 'demo',
    label: 'Book a free session',
  },
};
