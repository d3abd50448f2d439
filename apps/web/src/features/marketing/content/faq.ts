/** Questions sales leaders and reps ask before they start; rendered by the FAQ page. */
export type FaqEntry = { question: string; answer: string };

export const FAQ: FaqEntry[] = [
  {
    question: 'How does the AI buyer behave?',
    answer:
      'Like a busy buyer with an agenda of its own. Each persona has a profile (plant facts, priorities, hidden pains, budget and decision process, objections, a personality and a starting mood) and it does not volunteer any of it. Good questions earn information and trust; pitching too early, rambling or talking over it costs you. A session can end with a meeting or next step agreed, no decision, or a lost deal.',
  },
  {
    question: 'Which conversations can I practise?',
    answer:
      'Three: prospecting, where you cold-call a busy buyer and have to earn a meeting; discovering, where pains and qualification facts only surface if you ask well; and closing, where the buyer has your proposal and open concerns such as price, ROI, installation downtime, support, contract terms, competitors and tariffs.',
  },
  {
    question: 'What’s the difference between audio and video sessions?',
    answer:
      'Audio mode shows the buyer’s portrait, a speaking indicator and a live transcript. Video mode puts your own camera beside an animated buyer whose mouth moves as it speaks, that blinks, and whose expression follows its mood. The buyer and the scoring are the same in both: pick the one closer to how you sell, by phone or by video meeting.',
  },
  {
    question: 'What does the report score, and how?',
    answer:
      'Each skill the mode tests (for example needs discovery, qualification, objection handling or closing) gets a score from 0 to 100, plus an overall score. Every score is backed by quotes of your own words with the message they came from, and weak points come with a better way to say it. A quote that isn’t word for word in the transcript is never shown. You can read the rubric before the session starts.',
  },
  {
    question: 'What do the talk metrics tell me?',
    answer:
      'How you sounded, against healthy ranges. A rep talk share of about 43 % is healthy and above 65 % starts to hurt. The report also counts your questions and the share that were open, your longest monologue, your pace (140–160 words per minute is comfortable), filler words per 100 words, interruptions, how much of the qualification picture you uncovered (BANT or MEDDIC elements), and objections raised versus handled.',
  },
  {
    question: 'What happens if I end a session after only a few messages?',
    answer:
      'A report needs at least 5 messages, and the end-session dialog warns you if you have fewer. If you quit anyway, there is no score; you go to a short feedback page where you rate the session and leave a comment.',
  },
  {
    question: 'How long is a session?',
    answer:
      'Up to 15 minutes by default. The timer is on screen, and the session ends when it runs out. A finished session takes no more messages, so start a new one to go again.',
  },
  {
    question: 'Can I practise closing with my own proposal?',
    answer:
      'Yes. When you choose closing mode you can upload an optional document (.pdf, .docx or .doc, up to 10 MB). Buyerlab summarises it, and the buyer negotiates from your price, scope and terms instead of a generic offer.',
  },
  {
    question: 'How do I get access?',
    answer:
      'Buyerlab is an invite-only MVP. Invited users sign up with the MVP coupon code they were given. If you don’t have one, book a demo and we’ll talk about access for you or your team.',
  },
  {
    question: 'Do I need a microphone and a camera?',
    answer:
      'A microphone for voice practice; a headset works best because it keeps the buyer’s voice out of your mic. The camera is only used in video mode, to show you your own picture beside the buyer. Your browser asks permission for each. You can also type every turn, so a session still works without a microphone.',
  },
  {
    question: 'Which browsers are supported?',
    answer:
      'Recent versions of Chrome, Edge, Firefox and Safari. If the buyer can’t hear you, check that the browser has permission to use your microphone for this site.',
  },
  {
    question: 'How do managers see their team’s progress?',
    answer:
      'The dashboard shows each rep’s scores and trend by skill and by mode, so you can see who is improving and where to coach without listening to calls. Each report also shows the change since the rep’s previous session in the same mode, and can be downloaded as a PDF for a one-to-one.',
  },
  {
    question: 'What happens to our data?',
    answer:
      'Transcripts and reports are stored so reps and their managers can review progress. AI provider keys stay on our server and never reach the browser, and sign-in tokens are stored hashed and revoked when you log out or reset your password. Buyerlab can also run on its own buyer simulation with no external AI service. Ask us which set-up your team uses.',
  },
  {
    question: 'Which industries are covered?',
    answer:
      'Food & Beverage Equipment is live, with buyers from plant managers to quality and procurement. Healthcare is coming soon and can’t be used yet.',
  },
];
