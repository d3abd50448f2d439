import type { Conversation } from '../types';
import { ask, buyer, close, intro, meet } from './turns';
import { BAGGER_LINE_ITEMS, PALLETIZER_ITEMS, TRAY_SEALER_PROSE } from './proposals';

// Long closing calls where the rep never addresses the buyer's concern. A real buyer does not
// restate the same concern for half an hour: it changes tack or ends the meeting. These must end.

const NON_ANSWERS = [
  'I hear you.',
  'Totally understand.',
  'That makes sense.',
  'Our customers are really happy with it.',
  "It's a great machine, honestly.",
  'We have a lot of installs in your area.',
  'I think you will really like it.',
  "Let's not get hung up on that.",
];

function stalling(count: number, every: number): (string | ReturnType<typeof close>)[] {
  return Array.from({ length: count }, (_, i) =>
    i % every === every - 1
      ? close(i % 2 === 0 ? 'So are we good to go?' : 'Can we get this signed?')
      : (NON_ANSWERS[i % NON_ANSWERS.length] ?? ''),
  );
}

export const CLOSING_LONG: readonly Conversation[] = [
  {
    name: 'close-weak-long-stalling-28',
    mode: 'closing',
    level: 'weak',
    persona: buyer({
      firstName: 'Steve',
      role: 'plant_manager',
      plantSize: 'large',
      geography: 'us',
      experience: 'senior',
      documentSummary: TRAY_SEALER_PROSE,
    }),
    turns: [intro('Hi Steve, Kyle from Sealwise, thanks for the time.'), ...stalling(27, 4)],
  },
  {
    name: 'close-weak-long-repeat-same-line-30',
    mode: 'closing',
    level: 'weak',
    persona: buyer({
      firstName: 'Nadia',
      role: 'procurement_manager',
      plantSize: 'medium',
      geography: 'ca',
      experience: 'mid',
      documentSummary: PALLETIZER_ITEMS,
    }),
    turns: [
      intro('Hello Nadia, Trevor with Kinex Robotics.'),
      ...Array.from({ length: 29 }, (_, i) =>
        i % 5 === 4 ? close('So do we have a deal?') : 'I understand, but it really is the best cell on the market.',
      ),
    ],
  },
  {
    name: 'close-average-long-partial-answers-26',
    mode: 'closing',
    level: 'average',
    persona: buyer({
      firstName: 'Roberto',
      role: 'operations_manager',
      plantSize: 'medium',
      geography: 'mx',
      experience: 'senior',
      documentSummary: BAGGER_LINE_ITEMS,
    }),
    turns: [
      intro('Hola Roberto, Laura from Vortex, thanks for meeting.'),
      ask('pains', 'What is the main thing holding you back on the quote?'),
      'We are pretty flexible, we will figure it out.',
      ask('price', 'Is it the USD 186,500 for the bagger?'),
      'Because honestly we are at 186,500 for the bagger and that is already a good number.',
      'We always take care of our customers.',
      ask('support', 'Is it the service after the install?'),
      'Our service is really good, everybody says so.',
      'We will definitely make it work for you.',
      close('So can we move forward?'),
      'I get it. We are a big company, we will be around.',
      'We can talk about that later, after the order.',
      ask('contract', 'Is the deposit a problem?'),
      'I am sure finance can live with it.',
      'Yeah, I understand.',
      { say: 'So what did I say the bagger costs, so we are on the same page?', topic: 'price', recalls: 186_500 },
      close('Are you ready to go ahead?'),
      'Let me check with my manager on that.',
      'We have done this a hundred times.',
      'Honestly it will be fine.',
      meet('Can we talk again next Thursday at 10?'),
      'It is the best machine for you.',
      'I hear you.',
      close('So is it a yes?'),
      'We will make it right if anything goes wrong.',
      'Trust me on this.',
      close('Can I send the contract today?'),
      'Ok.',
    ],
  },
];
