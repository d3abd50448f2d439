import type { ManufacturingModelKey } from './keys';
import type { ManufacturingModelKnowledge } from './types';

// A co-packer buys against customer contracts and customer approval; a brand owner buys
// against its own growth plan. That difference changes who signs and how long it takes.

const selfManufacturing: ManufacturingModelKnowledge = {
  summary: 'Makes its own brands. Capital follows the brand’s growth plan and margin; marketing drives the SKU count.',
  buyingProcess:
    'Operations builds the business case, finance approves against the brand plan, and marketing weighs in whenever packaging formats change.',
  concerns: [
    'SKU proliferation from marketing',
    'protecting brand quality and recipes',
    'make-versus-co-pack decisions',
  ],
  customers: ['retail buyers', 'foodservice distributors'],
  approvalStep: null,
  pains: [
    {
      id: 'sm_skus',
      topic: 'changeover',
      text: 'Marketing launched {newSkus} new SKUs this year and nobody asked what that does to changeovers on the {equipmentShort}.',
    },
  ],
  objections: [
    {
      id: 'sm_copack',
      topic: 'competitors',
      text: 'Finance keeps asking whether we should just give this product to a co-packer instead of spending capital.',
      detail: 'A co-man quoted us a per-case price that looks cheaper on paper, if you ignore the minimum runs.',
      resolutionHint:
        'Compare in-house cost per case with the co-pack price, including minimums, margin and control of recipe and quality.',
      resolveKeywords: ['co-?(man|pack)', 'in-?house', 'control', 'margin', 'cost per (unit|case)', 'minimums?'],
    },
  ],
};

const contractManufacturing: ManufacturingModelKnowledge = {
  summary:
    'A co-packer producing for brand owners to their specifications. Margins are thin, contracts run one to three years, and customers audit the plant.',
  buyingProcess:
    'Capital has to be backed by a customer contract; the brand owner often has to approve line changes and may require a requalification run before first production.',
  concerns: [
    'customer specs that differ per brand',
    'contract terms shorter than equipment payback',
    'customer audits on top of the GFSI audit',
    'flexibility to win the next customer',
  ],
  customers: ['brand owners', 'emerging brands scaling up'],
  approvalStep: "the brand owner's quality team requalifies the line and signs off on first production",
  pains: [
    {
      id: 'cm_contract',
      topic: 'timeline',
      text: 'Our contract with {customer} is up for renewal in {contractMonths} months, and I cannot commit capital beyond that without a renewal in hand.',
    },
    {
      id: 'cm_specs',
      topic: 'quality',
      text: 'Every brand owner has its own spec. We run {specCount} different fill tolerances and label formats on the same line.',
    },
  ],
  objections: [
    {
      id: 'cm_term',
      topic: 'contract',
      text: "I can't buy a machine with a four-year payback when my customer contract is two years.",
      detail: 'If {customer} moves the business, I am left holding a machine built for their format.',
      resolutionHint:
        'A shorter payback, leasing or financing, flexibility for other customers’ formats, or a buy-back clause.',
      resolveKeywords: [
        'lease',
        'financ',
        'flexib',
        'other (customers|formats|brands)',
        'buy-?back',
        'rent',
        'payback',
      ],
    },
    {
      id: 'cm_approval',
      topic: 'decision_process',
      text: "Anything new on that line has to be approved by {customer}'s quality team.",
      detail:
        'Last time their requalification took eight weeks because the vendor could not produce material certificates.',
      resolutionHint:
        'Support the requalification: documentation, material certificates, trial runs and samples for the brand owner.',
      resolveKeywords: [
        'requalif',
        'samples',
        'trial',
        'documentation',
        'certificates?',
        'customer approval',
        'brand owner',
        'we (will|can) support',
      ],
    },
  ],
};

export const MANUFACTURING_MODELS: ReadonlyArray<{
  key: ManufacturingModelKey;
  name: string;
  knowledge: ManufacturingModelKnowledge;
}> = [
  { key: 'self_manufacturing', name: 'Self-manufacturing (own brand)', knowledge: selfManufacturing },
  { key: 'contract_manufacturing', name: 'Contract manufacturing (co-packer)', knowledge: contractManufacturing },
];
