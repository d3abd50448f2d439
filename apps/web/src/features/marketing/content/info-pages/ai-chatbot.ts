import type { InfoPageContent } from '../types';

export const AI_CHATBOT: InfoPageContent = {
  eyebrow: 'AI Chatbot',
  title: 'The buyer engine behind every conversation',
  lead: 'Typed or spoken, every turn goes through the same engine. It reads what you said, updates what the buyer thinks of you, and answers in character.',
  sections: [
    {
      heading: 'Type when you can’t talk',
      paragraphs: [
        'Every session has a text box. In an open-plan office, on a train or between meetings, type your turns and the buyer replies exactly as it would to your voice.',
        'Typed turns go into the same transcript and count towards the same report.',
      ],
    },
    {
      heading: 'How the buyer reads you',
      paragraphs: [
        'Each of your turns is classified: an open or closed question and what it is about, a value statement, empathy, a price, an attempt to close, or rambling.',
        'The buyer’s state moves with it: how much it trusts you, its mood, and what it is now willing to reveal.',
      ],
    },
    {
      heading: 'Replies that stay in character',
      paragraphs: [
        'The buyer keeps its replies short and spoken: no lists, no bullet points, and never a word about being an AI. It remembers what you said earlier in the call and never repeats itself word for word within a session.',
      ],
    },
    {
      heading: 'With or without a hosted language model',
      paragraphs: [
        'Buyerlab’s own buyer simulation needs no external AI service, and its behaviour is fixed for a given session, so practice is fair and repeatable.',
        'Where a language model is configured, hosted or self-run, the same persona profile and buyer state drive it. Provider keys stay on the server, never in your browser.',
      ],
    },
  ],
  cta: {
    heading: 'Try the engine on a real scenario',
    body: 'In a 30-minute demo we’ll run a discovery call and show how the buyer reacts to good and bad questions.',
    action: 'demo',
    label: 'Book a Demo',
  },
};
