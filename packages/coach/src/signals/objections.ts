import { contentWords } from '../text/words.js';

export type ObjectionKind =
  | 'price'
  | 'timing'
  | 'status_quo'
  | 'send_info'
  | 'installation'
  | 'support'
  | 'competitor'
  | 'authority'
  | 'tariffs'
  | 'risk';

// Buyer pushback in the words buyers in this market actually use. Checked in order; the first
// match names the objection so the better phrasing can answer that objection and not another.
const OBJECTIONS: readonly { kind: ObjectionKind; pattern: RegExp }[] = [
  { kind: 'tariffs', pattern: /\btariffs?\b|\bduties\b/i },
  {
    kind: 'competitor',
    pattern:
      /\b(?:competitor|other vendor|another supplier|quote from|[a-z]+ quoted)\b.{0,80}\b(?:cheaper|less|lower|better|faster)\b|\bcheaper (?:quote|option|offer)\b/i,
  },
  {
    kind: 'price',
    pattern:
      /\btoo (?:expensive|much|high|steep)\b|\bover (?:our|the|my) budget\b|\bcan(?:'t|not) afford\b|\bprice is (?:high|steep|a problem|an issue)\b|\bout of (?:our )?budget\b|\bthat's a lot\b|\bmore than we (?:budgeted|expected|pay|planned)\b|\bnumber is (?:high|too)\b|\bsticker shock\b/i,
  },
  {
    kind: 'installation',
    pattern:
      /\b(?:can(?:'t|not)|couldn't|won't) (?:afford to )?(?:shut|take|have) (?:the|that|our)? ?line (?:down|out)\b|\b(?:install(?:ation)?|commissioning|shutdown|downtime)\b.{0,60}\b(?:worr|concern|risk|problem|can't|cannot|nightmare|scared)|\b(?:worr|concern|afraid|scared)\w*\b.{0,60}\b(?:install|commissioning|shutdown|downtime)/i,
  },
  {
    kind: 'support',
    pattern:
      /\b(?:support|service|spare parts|technicians?)\b.{0,60}\b(?:slow|bad|terrible|worr|concern|far|weeks)|\b(?:worr|concern|burned|bad experience)\w*\b.{0,60}\b(?:support|service|parts|technician)/i,
  },
  { kind: 'send_info', pattern: /\bsend (?:me )?(?:an |some |a )?(?:email|info|information|brochure|something)\b/i },
  {
    kind: 'timing',
    pattern:
      /\bnot (?:a good|the right) time\b|\b(?:i'm|i am|we're) (?:really |pretty )?(?:busy|slammed|swamped)\b|\bno time\b|\bin the middle of\b|\bnot a priority\b|\bmaybe next (?:year|quarter)\b|\bcall (?:me )?back\b/i,
  },
  {
    kind: 'status_quo',
    pattern:
      /\b(?:we're|we are|i'm|i am|pretty|quite|really|very) happy with\b|\bworks? fine\b|\bwe already have\b|\bnot interested\b|\bdon't (?:really )?need\b|\bno need\b|\bwe're (?:fine|good|all set)\b/i,
  },
  {
    kind: 'authority',
    pattern: /\bnot my (?:decision|call)\b|\bhave to (?:run it by|check with|talk to|get approval)\b|\babove my\b/i,
  },
  {
    kind: 'risk',
    pattern:
      /\b(?:i'm|i am|we're|we are) (?:not (?:convinced|sure)|skeptical|worried|concerned)\b|\bprove it\b|\bheard that before\b|\bwhat if it doesn't\b/i,
  },
];

function matchesSimulatorObjection(text: string, known: readonly string[]): boolean {
  const said = new Set(contentWords(text));
  return known.some((objection) => {
    const needed = contentWords(objection);
    if (needed.length === 0) return false;
    const hits = needed.filter((w) => said.has(w)).length;
    return hits / needed.length >= 0.6;
  });
}

/** The objection a buyer message raises, if any. */
export function objectionIn(text: string, known: readonly string[] = []): ObjectionKind | null {
  for (const { kind, pattern } of OBJECTIONS) if (pattern.test(text)) return kind;
  return matchesSimulatorObjection(text, known) ? 'risk' : null;
}

/** How a rep can answer each objection: acknowledge, ask, then offer evidence. */
export const OBJECTION_RESPONSES: Record<ObjectionKind, string> = {
  price:
    "That's fair — it is a real investment. Can I ask what you're comparing it against, so we look at cost per case over five years instead of the sticker price?",
  timing:
    "I caught you at a bad moment — I'll be quick. If I could show you how plants like yours cut changeover time, would 20 minutes on Thursday be worth it?",
  status_quo:
    "Good to hear it's working. Out of curiosity, if you could change one thing about that line — changeovers, sanitation, downtime — what would it be?",
  send_info:
    "Happy to. So I send you something useful rather than a brochure, what's the one problem on the line you'd want it to address?",
  installation:
    "That's the right worry — nobody can lose a week of production. When is your next planned shutdown? We'd stage the install around it and run the factory acceptance test before anything ships.",
  support:
    'I understand — a machine down waiting for a technician costs you every hour. What response time do you need, and what happened with support in the past?',
  competitor:
    "That makes sense to check. What does their quote include on support, spares and changeover time, so we're comparing the same thing over the life of the line?",
  authority: 'Understood. Who would need to be comfortable with this, and what would help you make the case to them?',
  tariffs:
    "That's a fair concern this year. Would it help if we held the landed price in the quote through delivery, so tariffs don't move the number after you sign?",
  risk: "That's a reasonable thing to be skeptical about. What would you need to see — a reference plant, a trial on your product, or a guarantee in the contract?",
};
