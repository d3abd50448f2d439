import type { PlantSizeKey } from './keys';
import type { PlantSizeKnowledge } from './types';

// Size changes everything about the sale: a 40-person plant buys in one meeting with the
// owner's cash; a 400-person plant buys through an AFE, corporate standards and three bids.

const small: PlantSizeKnowledge = {
  summary: 'Owner-run or family plant with one to three lines, where people wear several hats.',
  employees: [18, 48],
  lines: [1, 3],
  shifts: [1, 2],
  oee: [48, 60],
  budgetMultiplier: 1,
  buyingProcess:
    'The owner decides, often in one or two conversations, but cash is tight: financing matters and used or refurbished equipment is always on the table.',
  decisionMaker: 'the owner',
  approvalSteps: ['the owner signs off', 'the bank or an equipment lender approves the financing'],
  concerns: ['cash flow', 'no dedicated maintenance department', 'one breakdown can stop the whole plant'],
  pains: [
    {
      id: 'sm_onecall',
      topic: 'maintenance',
      text: "We don't have a maintenance department. It's one mechanic and me, and when he's on vacation I'm the one with the wrench.",
    },
  ],
  objections: [
    {
      id: 'size_cash',
      topic: 'price',
      text: "That's a lot of cash for a plant our size. I could buy a used one at auction for half.",
      detail: 'The bank line is already carrying the new cooler we put in last year.',
      resolutionHint: 'Financing or leasing with monthly payments, or a certified refurbished option with a warranty.',
      resolveKeywords: ['financ', 'lease', 'monthly', 'payments?', 'refurb', 'warranty', 'rent', 'terms'],
    },
  ],
};

const medium: PlantSizeKnowledge = {
  summary:
    'A regional plant with four to eight lines, a small engineering team and a GM who answers to ownership or a parent company.',
  employees: [60, 190],
  lines: [3, 8],
  shifts: [2, 3],
  oee: [55, 68],
  budgetMultiplier: 1,
  buyingProcess:
    'The plant builds a capex request with two or three quotes; the GM and the CFO approve, and anything above roughly half a million goes to the owners or the board.',
  decisionMaker: 'the general manager with the CFO',
  approvalSteps: [
    'the plant writes the capex request with quotes',
    'the GM and CFO approve',
    'the owners sign off above $500k',
  ],
  concerns: ['capex competing with other projects', 'a thin engineering bench', 'growing faster than the systems'],
  pains: [],
  objections: [
    {
      id: 'size_cycle',
      topic: 'timeline',
      text: "This year's capital is already spoken for. Unless it pays for itself fast, this goes into next year's cycle.",
      detail: 'We committed most of the budget to a new ammonia refrigeration system in the spring.',
      resolutionHint:
        'A payback short enough to qualify mid-year, leasing out of the operating budget, or a phased purchase.',
      resolveKeywords: ['payback', 'lease', 'opex', 'operating budget', 'financ', 'phase', 'this year', 'months'],
    },
  ],
};

const large: PlantSizeKnowledge = {
  summary:
    'A large site in a multi-plant company with corporate engineering, procurement and a formal capital process.',
  employees: [220, 900],
  lines: [8, 20],
  shifts: [3, 3],
  oee: [62, 74],
  budgetMultiplier: 1,
  buyingProcess:
    'The site submits an AFE; corporate engineering checks it against equipment standards; procurement runs competitive bids; a capital committee approves. Three to nine months is normal.',
  decisionMaker: 'the capital committee at corporate',
  approvalSteps: [
    'the site submits an AFE',
    'corporate engineering reviews it against standards',
    'procurement runs competitive bids',
    'the capital committee approves',
  ],
  concerns: ['corporate equipment standards', 'approved vendor lists', 'replicating a solution across plants'],
  pains: [
    {
      id: 'lg_standards',
      topic: 'decision_process',
      text: 'Corporate engineering writes the standards and I live with the results. Half the time the approved vendor is not the right fit for my line.',
    },
  ],
  objections: [
    {
      id: 'size_vendor_list',
      topic: 'decision_process',
      text: "You're not on our approved vendor list, and corporate engineering has standards for controls, motors and guarding.",
      detail:
        'Getting a new vendor approved means a safety review, insurance certificates and a controls standard check.',
      resolutionHint:
        'Meet their controls standard (e.g. Allen-Bradley), provide insurance and safety documentation, and sponsor the vendor onboarding.',
      resolveKeywords: [
        'vendor (onboarding|approval|list|qualification)',
        'standards?',
        'allen-?bradley',
        'rockwell',
        'siemens',
        'insurance',
        'safety (docs|documentation|review)',
        'corporate engineering',
      ],
    },
  ],
};

export const PLANT_SIZES: ReadonlyArray<{
  key: PlantSizeKey;
  name: string;
  employees: string;
  knowledge: PlantSizeKnowledge;
}> = [
  { key: 'small', name: 'Small', employees: '< 50 employees', knowledge: small },
  { key: 'medium', name: 'Medium', employees: '50–200 employees', knowledge: medium },
  { key: 'large', name: 'Large', employees: '> 200 employees', knowledge: large },
];
