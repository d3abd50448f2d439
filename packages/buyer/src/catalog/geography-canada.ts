import type { GeographyKnowledge } from './types';

export const CANADA: GeographyKnowledge = {
  currency: 'CAD',
  regulators: 'CFIA under the Safe Food for Canadians Regulations (SFCR)',
  regulatoryNotes: [
    'SFCR requires a written Preventive Control Plan and a licence for food traded across provincial or national borders',
    'in Quebec the Charter of the French Language, tightened by Bill 96, requires French on labels, manuals and machine HMIs used by workers',
    'nationally sold products need bilingual English and French labelling',
  ],
  labelling: 'bilingual English and French packaging, French-first for Quebec',
  tariffs:
    'most equipment is quoted in US dollars, so the exchange rate and any counter-tariffs on US goods hit the budget directly; CUSMA rules of origin decide duty-free entry',
  shutdownWindows: [
    'the two weeks around Christmas',
    'the Canada Day week',
    'the construction holiday at the end of July',
  ],
  cities: [
    { city: 'Mississauga', region: 'Ontario' },
    { city: 'Guelph', region: 'Ontario' },
    { city: 'Saint-Hyacinthe', region: 'Quebec' },
    { city: 'Laval', region: 'Quebec' },
    { city: 'Abbotsford', region: 'British Columbia' },
    { city: 'Winnipeg', region: 'Manitoba' },
    { city: 'Calgary', region: 'Alberta' },
  ],
  lastNames: ['Tremblay', 'Gagnon', 'MacDonald', 'Singh', 'Roy', 'Campbell', 'Bouchard', 'Chen', 'Côté', 'Wilson'],
  companyStems: [
    'Laurentide',
    'Maple Crest',
    'Northern Harvest',
    'Fraser Valley',
    'Boréal',
    'Red River',
    'Great Lakes',
  ],
  companySuffixes: ['Foods', 'Fine Foods', 'Aliments', 'Food Group'],
  concerns: [
    'exchange rate on US-dollar quotes',
    'bilingual labelling and French HMIs',
    'service technicians on the Canadian side of the border',
  ],
  pains: [
    {
      id: 'ca_bilingual',
      topic: 'changeover',
      text: 'Every SKU needs bilingual packaging, and the Quebec-specific versions roughly double our label changeovers.',
    },
  ],
  objections: [
    {
      id: 'ca_currency',
      topic: 'tariffs',
      text: "Your quote is in US dollars. At today's exchange rate that's a lot more in Canadian, and I have no idea where tariffs on US-built equipment will be by delivery.",
      detail: 'Our budget was approved in Canadian dollars in the spring, at a better rate than today.',
      resolutionHint:
        'Quote in CAD or fix the exchange rate at order, confirm CUSMA origin for duty-free entry, deliver DDP.',
      resolveKeywords: [
        '\\bcad\\b',
        'canadian dollars?',
        'exchange',
        'currency',
        'fixed rate',
        'hedge',
        'cusma',
        'usmca',
        'tariff',
        'duty',
        '\\bddp\\b',
      ],
    },
    {
      id: 'ca_service',
      topic: 'support',
      text: 'Where is your nearest technician? If they have to cross the border with tools, that is two days before anyone touches my machine.',
      detail: 'Our last US vendor’s tech was held at the border for a day without the right paperwork.',
      resolutionHint:
        'Technicians or a service partner based in Canada, French-speaking support and HMI for Quebec, remote diagnostics.',
      resolveKeywords: [
        'canad',
        'ontario',
        'quebec',
        'local',
        'technician',
        'service partner',
        'french',
        'remote',
        'bilingual',
      ],
    },
  ],
};
