import type { RoleKnowledge } from './types';

// Procurement buys on total cost, terms and risk; they rarely feel the line's pain directly.

export const PROCUREMENT_MANAGER: RoleKnowledge = {
  title: 'Procurement Manager',
  summary:
    'Runs sourcing for capital equipment and MRO: competitive quotes, contract terms, vendor risk and the annual savings target.',
  concerns: [
    'total cost of ownership, not just price',
    'payment terms and holdbacks',
    'price escalation and tariffs',
    'single-source dependence',
    'vendor financial stability',
  ],
  priorities: [
    'deliver the {savingsTarget} % savings target',
    'reduce single-sourcing on {currentVendor}',
    'standard terms on every capital purchase',
  ],
  kpis: ['cost_per_case', 'supplier_lead_time', 'capex_on_budget'],
  vocabulary: ['TCO', 'net 60', 'holdback', 'three bids', 'escalation clause', 'Incoterms', 'approved vendor'],
  focusTopics: ['price', 'contract', 'competitors', 'decision_process', 'tariffs', 'budget'],
  pains: [
    {
      id: 'pr_overruns',
      topic: 'contract',
      text: 'Our last two capital projects came in over budget on change orders nobody quoted. Only {capex_on_budget} of our projects land on budget.',
    },
    {
      id: 'pr_single_source',
      topic: 'competitors',
      text: "We're single-sourced on {currentVendor} for parts, and they raise prices every January. I'd like some leverage.",
    },
    {
      id: 'pr_tariffs',
      topic: 'tariffs',
      text: 'Surcharges and tariffs moved our last equipment quote twelve percent between quote and PO.',
    },
    {
      id: 'pr_savings',
      topic: 'metrics',
      text: 'I carry a {savingsTarget} % savings target this year and capital purchases count toward it.',
    },
  ],
  objections: [
    {
      id: 'pr_price',
      topic: 'price',
      text: 'Your price is about fifteen percent above the other quote we have.',
      detail: 'The other quote is from {competitor}, and on paper the scope looks about the same.',
      resolutionHint:
        'Compare scope line by line (installation, training, spares, warranty) and total cost of ownership rather than discounting blindly.',
      resolveKeywords: [
        'scope',
        'total cost',
        '\\btco\\b',
        'line by line',
        'apples',
        'includ',
        'warranty',
        'spares',
        'lifetime',
        'compare',
      ],
    },
    {
      id: 'pr_terms',
      topic: 'contract',
      text: "I can't do fifty percent down on order. Our standard is net 60 with a ten percent holdback until acceptance.",
      detail: 'Finance will not release more than thirty percent before we have seen the machine run at FAT.',
      resolutionHint: 'Milestone payments tied to FAT and SAT with retention until acceptance.',
      resolveKeywords: [
        'milestone',
        '\\bfat\\b',
        '\\bsat\\b',
        'holdback',
        'retention',
        'net ?60',
        'payment (terms|schedule)',
        'acceptance',
        '30 ?%|thirty percent',
      ],
    },
    {
      id: 'pr_escalation',
      topic: 'contract',
      text: 'Your quote is valid thirty days with an escalation clause. Our approval cycle takes four months.',
      detail: 'We were burned by a steel escalation clause two years ago.',
      resolutionHint: 'Hold the price through their approval cycle, cap or drop the escalation, a firm fixed price.',
      resolveKeywords: [
        'hold (the )?price',
        'lock',
        'fixed price',
        '\\bcap\\b',
        'valid (for|until)',
        'extend',
        'firm',
        'no escalation',
      ],
    },
  ],
  busyWith: [
    'in the middle of a supplier negotiation',
    'closing month-end POs',
    'prepping for a quarterly business review with a supplier',
  ],
  budgetRole: 'gatekeeper',
};
