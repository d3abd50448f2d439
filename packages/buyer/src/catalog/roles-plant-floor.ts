import type { RoleKnowledge } from './types';

// Roles that own output: they think in OEE, schedule attainment and people on the floor.

export const PLANT_MANAGER: RoleKnowledge = {
  title: 'Plant Manager',
  summary:
    'Owns the whole site: safety, output, cost, people and audit readiness. Reports to the VP of Operations or the owner.',
  concerns: [
    'making the volume plan without weekend overtime',
    'OEE on the bottleneck line',
    'staying audit-ready every day',
    'keeping good operators',
    'capital that pays back inside two years',
  ],
  priorities: [
    'lift OEE on the {equipmentShort} line from {oee} toward 75 %',
    'cut weekend overtime',
    'pass the next {auditScheme} audit without a major finding',
  ],
  kpis: ['oee', 'unplanned_downtime', 'otif', 'cost_per_case', 'labor_turnover'],
  vocabulary: ['OEE', 'cost per case', 'payback', 'capex', 'headcount', 'audit-ready', 'the plan'],
  focusTopics: ['operations', 'metrics', 'pains', 'staffing', 'roi', 'changeover', 'maintenance'],
  pains: [
    {
      id: 'pm_overtime',
      topic: 'staffing',
      text: "We're running weekend overtime almost every week to make the plan, and I'm losing good operators to burnout. Hourly turnover is at {labor_turnover}.",
    },
    {
      id: 'pm_oee',
      topic: 'metrics',
      text: 'OEE on the {equipmentShort} line sits around {oee}, and the plan I signed up for assumes 75. I am the one explaining that gap every month.',
    },
    {
      id: 'pm_capacity',
      topic: 'operations',
      text: "{customer} wants another SKU next year and I honestly don't know where the capacity comes from without adding a third shift.",
    },
    {
      id: 'pm_downtime',
      topic: 'maintenance',
      text: 'Unplanned downtime is about {unplanned_downtime} of scheduled time, most of it on the {equipmentShort}, and it always hits at the worst moment.',
    },
  ],
  objections: [
    {
      id: 'pm_payback',
      topic: 'roi',
      text: "I need this to pay back inside two years, and the numbers in front of me don't show that yet.",
      detail: 'Corporate kills anything over a 24-month payback, and the last project promised savings we never saw.',
      resolutionHint:
        'Build the payback from their own OEE and labour numbers and back it with a performance guarantee.',
      resolveKeywords: [
        'payback',
        '\\broi\\b',
        'return',
        'guarantee',
        '\\d+ months',
        'business case',
        'savings',
        'your (own )?numbers',
      ],
    },
    {
      id: 'pm_install_downtime',
      topic: 'installation',
      text: "I can't have that line down for {installDays} days during the install. We're already behind on orders.",
      detail: 'Last time we put in new equipment, start-up ran a week over and we missed a promotion for {customer}.',
      resolutionHint:
        'Pre-build and run a FAT at the factory, install during {shutdown}, a day-by-day start-up plan and extra technicians if it runs over.',
      resolveKeywords: [
        'shutdown',
        '\\bfat\\b',
        'factory acceptance',
        'weekend',
        'phased',
        'pre-?(built|assembled|staged)',
        'day-by-day',
        'start-?up (team|plan|support)',
        'extra tech',
      ],
    },
    {
      id: 'pm_people',
      topic: 'staffing',
      text: "My operators are already stretched thin. Who's going to learn a new machine?",
      detail: 'Half my second shift has been here less than a year, and they learn by shadowing whoever is around.',
      resolutionHint: 'Hands-on training on every shift, visual SOPs and a simple HMI.',
      resolveKeywords: [
        'train',
        '\\bsops?\\b',
        'every shift',
        'each shift',
        'hmi',
        'easy to (run|operate|learn)',
        'simple',
        'on-?site',
      ],
    },
  ],
  busyWith: [
    'walking the floor before the production meeting',
    'in the middle of a safety walk',
    'about to go into the monthly numbers review with corporate',
  ],
  budgetRole: 'recommender',
};

export const OPERATIONS_MANAGER: RoleKnowledge = {
  title: 'Operations Manager',
  summary:
    'Runs day-to-day production and planning across the lines; accountable for schedule attainment, on-time in-full and conversion cost.',
  concerns: [
    'schedule attainment',
    'changeover losses from short runs',
    'customer scorecard fines',
    'sanitation windows squeezing production',
    'data he can act on the same shift',
  ],
  priorities: [
    'get changeovers on the {equipmentShort} under 30 minutes',
    'bring on-time in-full from {otif} to 97 %',
    'real-time downtime tracking instead of paper',
  ],
  kpis: ['oee', 'otif', 'changeover_minutes', 'cost_per_case', 'yield'],
  vocabulary: ['schedule attainment', 'OTIF', 'changeover', 'SMED', 'run rate', 'scorecard', 'sanitation window'],
  focusTopics: ['operations', 'metrics', 'changeover', 'pains', 'timeline', 'roi'],
  pains: [
    {
      id: 'om_changeover',
      topic: 'changeover',
      text: 'Changeovers on the {equipmentShort} take us about {changeover_minutes}, and with all the short runs {customer} wants, some days we lose most of a shift to them.',
    },
    {
      id: 'om_otif',
      topic: 'metrics',
      text: "We're at {otif} on-time in-full and {customer} has started fining us on the scorecard. That conversation goes all the way up.",
    },
    {
      id: 'om_sanitation',
      topic: 'food_safety',
      text: 'Sanitation eats {sanitation_hours} a day, so the schedule has no slack. One bad breakdown and we ship late.',
    },
    {
      id: 'om_visibility',
      topic: 'operations',
      text: "I still get downtime off paper sheets the next morning. By the time I know why a line was down, it's too late to do anything about it.",
    },
  ],
  objections: [
    {
      id: 'om_integration',
      topic: 'installation',
      text: "How does this tie into our existing line and controls? I don't want a machine that doesn't talk to the equipment upstream.",
      detail: 'We got burned by a case erector that never synced with the line, and we babysat it for a year.',
      resolutionHint: 'Integration scope in writing, a PackML or OPC UA interface and a line-speed study.',
      resolveKeywords: [
        'integrat',
        'packml',
        'opc',
        'controls',
        '\\bplc\\b',
        'line (study|speed)',
        'interface',
        'single point',
        'upstream',
      ],
    },
    {
      id: 'om_proof',
      topic: 'roi',
      text: 'Your ROI assumes changeovers drop to fifteen minutes. I need to see that on a line like ours, not in a brochure.',
      detail: 'Every vendor shows a changeover time run by their own technicians on a clean machine.',
      resolutionHint: 'A reference visit with a similar SKU mix, a trial, or a guaranteed changeover time.',
      resolveKeywords: [
        'reference',
        'visit',
        'similar',
        'trial',
        'guarantee',
        '\\bdemo',
        'customers? (like|with|running)',
        'prove',
        'video',
      ],
    },
    {
      id: 'om_support',
      topic: 'support',
      text: 'If it goes down at two in the morning on a Saturday, who picks up the phone?',
      detail: "Our current vendor's service line is a voicemail box after five, and parts ship from Europe.",
      resolutionHint:
        'A 24/7 line, remote diagnostics, local technicians, a response-time commitment and a critical spares kit.',
      resolveKeywords: [
        '24/?7',
        'remote',
        'local',
        'response time',
        'spares',
        'spare parts',
        'service level',
        '\\bsla\\b',
        'within \\d+ hours',
      ],
    },
  ],
  busyWith: [
    'rebuilding tomorrow’s schedule after a breakdown',
    'on the floor dealing with a late truck',
    'about to run the daily tier meeting',
  ],
  budgetRole: 'recommender',
};

export const PRODUCTION_MANAGER: RoleKnowledge = {
  title: 'Production Manager',
  summary:
    'Runs the shifts: supervisors, operators, rate and output. Judged on what comes off the end of the line today.',
  concerns: [
    'hitting rate every shift',
    'operators who can run the equipment',
    'jams and micro-stops',
    'giveaway and rejects',
    'sanitation running into production time',
  ],
  priorities: [
    'cut micro-stops on the {equipmentShort}',
    'bring giveaway from {giveaway} under 1 %',
    'cross-train operators so one sick call does not halve output',
  ],
  kpis: ['oee', 'changeover_minutes', 'yield', 'giveaway', 'unplanned_downtime'],
  vocabulary: ['rate', 'micro-stops', 'giveaway', 'rejects', 'shift handover', 'first-pass yield', 'line speed'],
  focusTopics: ['operations', 'changeover', 'quality', 'staffing', 'maintenance', 'pains', 'metrics'],
  pains: [
    {
      id: 'prm_giveaway',
      topic: 'quality',
      text: "Our giveaway is around {giveaway} per unit, so we're handing product away on every case of {product}, and the checkweigher rejects keep piling up.",
    },
    {
      id: 'prm_jams',
      topic: 'maintenance',
      text: 'The {equipmentShort} jams several times a shift, the operators clear it by hand, and we lose rate every single time.',
    },
    {
      id: 'prm_operators',
      topic: 'staffing',
      text: 'I have exactly two operators who really know the {equipmentShort}. If one calls in sick, that line runs at half speed.',
    },
    {
      id: 'prm_changeover',
      topic: 'changeover',
      text: 'We do three or four changeovers a shift, and each one is about {changeover_minutes} of nothing coming off the end of the line.',
    },
  ],
  objections: [
    {
      id: 'prm_complexity',
      topic: 'staffing',
      text: "My people aren't engineers. If a changeover needs a laptop and a recipe expert, it won't get used.",
      detail: 'We have a labeller with forty recipes on it that nobody dares to touch.',
      resolutionHint: 'Tool-less, colour-coded change parts, recipe-driven HMI and hands-on training per shift.',
      resolveKeywords: [
        'tool-?less',
        'colou?r-?coded',
        'recipe',
        'hmi',
        'train',
        'simple',
        'easy',
        'one-?(button|touch)',
      ],
    },
    {
      id: 'prm_ramp',
      topic: 'installation',
      text: 'Every new machine takes months to get to rate. What happens to my numbers in the meantime?',
      detail: 'The last bagger took four months to reach rated speed and it showed up in my review.',
      resolutionHint:
        'A ramp-up curve in the contract, start-up technicians on site for the first weeks, a rate guarantee.',
      resolveKeywords: [
        'ramp',
        'start-?up',
        'on-?site',
        'first (few )?weeks',
        'guarantee',
        'rated? speed',
        'acceptance',
        '\\bsat\\b',
      ],
    },
    {
      id: 'prm_sanitation',
      topic: 'food_safety',
      text: 'How long does it take to clean? If it adds time to sanitation, I lose production.',
      detail: 'Our sanitation crew already runs into first shift twice a week.',
      resolutionHint: 'Hygienic, washdown-rated design with tool-less teardown and a validated cleaning time.',
      resolveKeywords: [
        'hygienic',
        'washdown',
        'ip69',
        'tool-?less',
        'clean',
        'sanitation time',
        '\\d+ minutes',
        '\\bcip\\b',
      ],
    },
  ],
  busyWith: [
    'on the floor, line two just went down',
    'in the middle of shift handover',
    'covering for a supervisor who called in sick',
  ],
  budgetRole: 'influencer',
};
