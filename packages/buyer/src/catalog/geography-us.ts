import type { GeographyKnowledge } from './types';

export const UNITED_STATES: GeographyKnowledge = {
  currency: 'USD',
  regulators: 'FDA under FSMA, and USDA FSIS for meat and poultry',
  regulatoryNotes: [
    'FSMA Preventive Controls need a written food safety plan owned by a PCQI',
    'the FSMA 204 Food Traceability Rule adds key data elements for foods on the traceability list',
    'OSHA lockout/tagout (29 CFR 1910.147) applies to every machine maintenance touches',
  ],
  labelling: 'English labels to FDA nutrition-facts rules',
  tariffs: 'Section 232 steel tariffs and duties on European-built machines can move an imported quote between quote and delivery',
  shutdownWindows: ['the July 4th shutdown week', 'the Christmas-to-New-Year shutdown', 'the Labor Day weekend'],
  cities: [
    { city: 'Green Bay', region: 'Wisconsin' },
    { city: 'Columbus', region: 'Ohio' },
    { city: 'Fresno', region: 'California' },
    { city: 'Gainesville', region: 'Georgia' },
    { city: 'Allentown', region: 'Pennsylvania' },
    { city: 'Des Moines', region: 'Iowa' },
    { city: 'San Antonio', region: 'Texas' },
    { city: 'Salem', region: 'Oregon' },
  ],
  lastNames: ['Miller', 'Johnson', 'Kowalski', 'Nguyen', 'Patel', 'Schmidt', 'Reyes', 'Walsh', 'Brooks', 'Larson', 'Hughes', 'Carter'],
  companyStems: ['Prairie Creek', 'Harvest Ridge', 'Blue Heron', 'Lakeshore', 'Golden Valley', 'Red Barn', 'Cedar Run', 'Summit'],
  companySuffixes: ['Foods', 'Food Company', 'Brands', 'Provisions'],
  concerns: ['labour availability', 'FSMA 204 traceability readiness', 'tariff exposure on imported machines'],
  pains: [
    { id: 'us_traceability', topic: 'compliance', text: "FSMA 204 traceability is coming for some of our ingredients and I still don't know what data our lines will have to capture." },
  ],
  objections: [
    {
      id: 'us_tariff', topic: 'tariffs', text: 'If this machine is built in Europe, what happens to the price when tariffs change before it ships?',
      detail: 'We had a quote jump eight percent last year on a steel surcharge after we had already approved it.',
      resolutionHint: 'Quote DDP with duties included and fixed, or supply a US-built or US-assembled configuration.',
      resolveKeywords: ['tariff', 'duty', 'duties', '\\bddp\\b', 'landed', 'fixed', 'absorb', 'us-?built', 'built in the (us|states)', 'assembled in', 'domestic'],
    },
  ],
};
