import type { RoleKnowledge } from './types';

// Roles that keep equipment running, safe and auditable. They buy on detail, not on vision.

export const MAINTENANCE_MANAGER: RoleKnowledge = {
  title: 'Maintenance Manager',
  summary:
    'Keeps the equipment running: PM program, spare parts, the mechanics and electricians, and every breakdown at 3 a.m.',
  concerns: [
    'spare parts lead times and price',
    'proprietary components',
    'access to PLC code and drawings',
    'a thin bench of qualified technicians',
    'aging equipment with obsolete controls',
  ],
  priorities: [
    'get PM compliance from {pm_compliance} above 90 %',
    'cut mean time to repair from {mttr}',
    'standardise on parts he can buy locally',
  ],
  kpis: ['mttr', 'pm_compliance', 'unplanned_downtime', 'supplier_lead_time'],
  vocabulary: ['PMs', 'MTTR', 'MTBF', 'CMMS', 'lockout/tagout', 'spares', 'root cause'],
  focusTopics: ['maintenance', 'support', 'metrics', 'pains', 'staffing', 'operations'],
  pains: [
    {
      id: 'mm_parts',
      topic: 'maintenance',
      text: 'Parts from {currentVendor} take {supplier_lead_time} to arrive, so I stockpile parts I cannot really afford, just in case.',
    },
    {
      id: 'mm_reactive',
      topic: 'metrics',
      text: "We're at {pm_compliance} PM compliance. My guys spend the day putting out fires instead of doing the PMs that would prevent them.",
    },
    {
      id: 'mm_techs',
      topic: 'staffing',
      text: "I have two open mechanic positions I haven't filled in eight months. Nobody wants nights in a washdown plant.",
    },
    {
      id: 'mm_age',
      topic: 'operations',
      text: 'The {equipmentShort} is {equipmentAge} years old, the PLC on it is obsolete, and I am buying replacement cards on eBay.',
    },
  ],
  objections: [
    {
      id: 'mm_proprietary',
      topic: 'maintenance',
      text: "I don't want proprietary parts I can only buy from you, at your price.",
      detail:
        'With {currentVendor}, a standard sensor costs three times the catalogue price because it is "OEM-specific".',
      resolutionHint:
        'Off-the-shelf components (Allen-Bradley or Siemens controls, standard motors), an open BOM and a spare parts price list.',
      resolveKeywords: [
        'off-?the-?shelf',
        'standard (parts|components|motors)',
        'allen-?bradley',
        'rockwell',
        'siemens',
        '\\bbom\\b',
        'bill of materials',
        'price list',
        'non-?proprietary',
        'buy (them )?locally',
      ],
    },
    {
      id: 'mm_documentation',
      topic: 'support',
      text: 'Who trains my techs, and do I get the drawings and the PLC code?',
      detail: 'We have been locked out of PLC code before and had to call the vendor for every small change.',
      resolutionHint: 'Maintenance training, full electrical drawings, unlocked PLC code and remote support.',
      resolveKeywords: [
        'train',
        'documentation',
        'drawings',
        'manuals?',
        'plc code',
        'unlocked',
        'source code',
        'remote',
      ],
    },
    {
      id: 'mm_response',
      topic: 'support',
      text: "What's your response time when it breaks? Your nearest tech is probably a day away.",
      detail: 'Last year we waited two days for a technician in the middle of peak season.',
      resolutionHint: 'Local technicians, a guaranteed response time, remote diagnostics and critical spares on site.',
      resolveKeywords: [
        'local',
        'response',
        'within \\d+ hours',
        'remote',
        'spares',
        'on-?site',
        'consign',
        '24/?7',
        '\\bsla\\b',
      ],
    },
  ],
  busyWith: [
    'under a conveyor with a breakdown',
    'in the middle of a lockout on the {equipmentShort}',
    'going through the weekend PM list',
  ],
  budgetRole: 'influencer',
};

export const QUALITY_SPECIALIST: RoleKnowledge = {
  title: 'Quality & Food Safety Manager',
  summary:
    'Owns the food safety plan, the HACCP and preventive controls, environmental monitoring and the GFSI audit. Has veto power over anything that touches product.',
  concerns: [
    'hygienic design and cleanability',
    'environmental monitoring results',
    'allergen changeover validation',
    'records an auditor will accept',
    'revalidating the food safety plan after any change',
  ],
  priorities: [
    'score "Excellent" on the next {auditScheme} audit (last one was {audit_score})',
    'get QA holds from {hold_rate} down',
    'automate verification records',
  ],
  kpis: ['audit_score', 'hold_rate', 'complaints_per_million', 'sanitation_hours'],
  vocabulary: [
    'HACCP',
    'preventive controls',
    'PCQI',
    'environmental monitoring',
    'zone 1 and 2',
    'allergen validation',
    'CAPA',
    'hold and release',
  ],
  focusTopics: ['food_safety', 'quality', 'compliance', 'metrics', 'pains'],
  pains: [
    {
      id: 'q_audit',
      topic: 'food_safety',
      text: 'Our last {auditScheme} audit came in at {audit_score}, and the auditor wrote us up on the {equipmentShort}: hollow framework and areas we cannot clean properly.',
    },
    {
      id: 'q_emp',
      topic: 'food_safety',
      text: "We've had environmental monitoring positives in zone 2 around the {equipmentShort} twice this year. Nothing on product contact yet, but that is what keeps me up at night.",
    },
    {
      id: 'q_holds',
      topic: 'quality',
      text: '{hold_rate} of what we make ends up on QA hold, mostly for weight or seal problems, and every hold is paperwork and rework.',
    },
    {
      id: 'q_allergen',
      topic: 'changeover',
      text: 'Allergen changeovers are where I am exposed. The validation swabs take time and production hates waiting for them.',
    },
  ],
  objections: [
    {
      id: 'q_hygienic',
      topic: 'food_safety',
      text: 'I need to see this is hygienically designed. No hollow tubing, no places for product to hide.',
      detail: 'Last year the auditor flagged exactly that, on a machine that was sold to us as "washdown".',
      resolutionHint:
        'Sanitary design to 3-A or EHEDG principles, open frame, IP69K components and help with cleaning validation.',
      resolveKeywords: [
        '3-?a\\b',
        'ehedg',
        'sanitary design',
        'hygienic',
        'open frame',
        'ip69',
        'cleaning validation',
        'swab',
      ],
    },
    {
      id: 'q_validation',
      topic: 'food_safety',
      text: 'Any change on that line means I update the food safety plan and revalidate. Who helps me with that?',
      detail: 'The last equipment change cost my team six weeks of validation work with zero help from the vendor.',
      resolutionHint:
        'Validation documentation, cleaning SOPs, material certificates and support for the HACCP plan update.',
      resolveKeywords: [
        'validat',
        'documentation',
        '\\bsops?\\b',
        'certificates?',
        'haccp',
        'food safety plan',
        'we (will|can) help',
        'support',
      ],
    },
    {
      id: 'q_records',
      topic: 'quality',
      text: "How do I get reject data and verification records off it? I'm done with clipboards.",
      detail: 'The auditor wants proof of our checkweigher and metal detector verifications every hour.',
      resolutionHint: 'Automatic data logging, reject confirmation, audit-trail reports and a link to their QMS.',
      resolveKeywords: ['data', '\\blog', 'report', 'audit trail', 'records?', 'export', 'traceab', '\\bqms\\b'],
    },
  ],
  busyWith: [
    'in the middle of a mock recall',
    'walking the plant with a customer auditor',
    'reviewing this week’s environmental swab results',
  ],
  budgetRole: 'gatekeeper',
};

export const PROJECT_ENGINEER: RoleKnowledge = {
  title: 'Project Engineer',
  summary:
    'Specifies, buys and installs capital equipment: scope, layout, utilities, vendor comparison, FAT and SAT, on time and on budget.',
  concerns: [
    'lead time against the shutdown window',
    'scope gaps between vendors',
    'utilities and footprint',
    'FAT with real product',
    'change orders',
  ],
  priorities: [
    'install the new {equipmentShort} during {shutdown}',
    'keep the project inside the approved AFE',
    'compare vendors on one scope',
  ],
  kpis: ['capex_on_budget', 'oee', 'changeover_minutes'],
  vocabulary: ['URS', 'AFE', 'FAT', 'SAT', 'scope', 'P&ID', 'footprint', 'change order', 'lead time'],
  focusTopics: ['installation', 'timeline', 'decision_process', 'operations', 'competitors', 'pains'],
  pains: [
    {
      id: 'pe_footprint',
      topic: 'operations',
      text: "I'm specifying the {equipment} and I have a footprint problem: maybe forty feet, and the utilities in that corner are marginal.",
    },
    {
      id: 'pe_utilities',
      topic: 'installation',
      text: 'Nobody has confirmed our compressed air and steam can carry a new load. If we find out late, that blows up the install budget.',
    },
    {
      id: 'pe_schedule',
      topic: 'timeline',
      text: 'My project is tied to {shutdown}. If equipment lead time runs past twenty weeks, I have missed it.',
    },
    {
      id: 'pe_scopes',
      topic: 'decision_process',
      text: "I've got three vendors giving me three different scopes, so comparing the quotes is a mess.",
    },
  ],
  objections: [
    {
      id: 'pe_leadtime',
      topic: 'timeline',
      text: 'Your lead time is twenty-six weeks. I need this installed during {shutdown}.',
      detail: 'If we miss that window, the next one is six months later and the project case falls apart.',
      resolutionHint: 'A committed ship date, a reserved build slot, pre-FAT and partial shipment if needed.',
      resolveKeywords: [
        'ship date',
        'build slot',
        'reserve',
        'expedit',
        '\\d+ weeks',
        'commit',
        'in time',
        'before (the )?shutdown',
      ],
    },
    {
      id: 'pe_scope',
      topic: 'installation',
      text: 'Your quote excludes utilities, rigging and integration. Who owns those?',
      detail: 'On the last project the gaps between vendors cost us eighteen percent in change orders.',
      resolutionHint: 'Turnkey scope or a clear responsibility matrix, a site survey and a single point of contact.',
      resolveKeywords: [
        'turnkey',
        'responsibility',
        'matrix',
        'site survey',
        'single point',
        'rigging',
        'utilities',
        'we (will )?(own|cover|include)',
      ],
    },
    {
      id: 'pe_fat',
      topic: 'quality',
      text: 'I need a FAT with our actual product and packaging before this ships.',
      detail: 'We have had machines pass FAT on water and then fail on our viscosity.',
      resolutionHint: 'A FAT with their product and film, written acceptance criteria, then SAT.',
      resolveKeywords: [
        '\\bfat\\b',
        'factory acceptance',
        'your (actual )?product',
        'acceptance criteria',
        '\\bsat\\b',
        'test run',
      ],
    },
  ],
  busyWith: [
    'in a layout review with the contractor',
    'on site with the riggers',
    'finishing a capex request due today',
  ],
  budgetRole: 'recommender',
};
