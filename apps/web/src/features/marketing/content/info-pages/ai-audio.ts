import type { InfoPageContent } from '../types';

export const AI_AUDIO: InfoPageContent = {
  eyebrow: 'AI Audio',
  title: 'A buyer you can talk to, and interrupt',
  lead: 'Voice practice is the closest thing to the real call. You speak, the buyer answers out loud, and the conversation moves at the pace of a phone call.',
  sections: [
    {
      heading: 'A real-time conversation',
      paragraphs: [
        'When you finish speaking, Buyerlab detects the end of your sentence, transcribes it, and the buyer starts answering before its full reply is even written, sentence by sentence, in its own voice.',
        'Start talking while the buyer is speaking and it stops at once. Only what it actually said before you cut in goes into the transcript.',
      ],
    },
    {
      heading: 'What you see on screen',
      paragraphs: ['Everything you need for the call, nothing you don’t.'],
      bullets: [
        'The buyer’s portrait with a speaking indicator.',
        'A live transcript of both sides.',
        'A microphone control, and a text box for when you’d rather type.',
        'A session timer and an end button.',
        'In video mode: your own camera beside an animated buyer that blinks, moves its mouth as it speaks and shows its mood.',
      ],
    },
    {
      heading: 'Your delivery, measured',
      paragraphs: [
        'Every message is stored with its start, end and duration, so the report measures how you sounded as well as what you said.',
      ],
      bullets: [
        'Talk share: about 43 % is healthy; above 65 % starts to hurt.',
        'Pace: 140–160 words per minute is comfortable to listen to.',
        'Filler words per 100 words.',
        'Your longest monologue, and how often you interrupted.',
      ],
    },
    {
      heading: 'What you need',
      paragraphs: [
        'A recent version of Chrome, Edge, Firefox or Safari and a microphone. A headset keeps the buyer’s voice out of your microphone.',
        'If your microphone isn’t available, you can type every turn instead and the session carries on.',
      ],
    },
  ],
  cta: {
    heading: 'Make your first practice call',
    body: 'Sign up with your MVP coupon code, choose a buyer and start talking.',
    action: 'signup',
    label: 'Sign up with your coupon',
  },
};
