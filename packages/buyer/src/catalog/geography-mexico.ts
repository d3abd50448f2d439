import type { GeographyKnowledge } from './types';

export const MEXICO: GeographyKnowledge = {
  currency: 'MXN',
  regulators: 'COFEPRIS and the Mexican NOM standards',
  regulatoryNotes: [
    'NOM-251-SSA1-2009 sets hygiene practices for food processing',
    'NOM-051-SCFI/SSA1-2010 requires the black octagon front-of-pack warning seals',
    'plants exporting to the US must also satisfy their US importer’s FSVP and FSMA requirements',
    'imported equipment enters duty-free only if it meets USMCA (T-MEC) rules of origin or comes in under IMMEX',
  ],
  labelling: 'Spanish labels with the NOM-051 warning seals, plus separate US labels for export lines',
  tariffs:
    'capital equipment is usually budgeted in US dollars, so peso swings, T-MEC origin and IMMEX temporary import decide the landed cost',
  shutdownWindows: ['Semana Santa', 'the December holidays', 'the week of September 16'],
  cities: [
    { city: 'Querétaro', region: 'Querétaro' },
    { city: 'Celaya', region: 'Guanajuato' },
    { city: 'Guadalajara', region: 'Jalisco' },
    { city: 'Monterrey', region: 'Nuevo León' },
    { city: 'Hermosillo', region: 'Sonora' },
    { city: 'Toluca', region: 'Estado de México' },
  ],
  lastNames: [
    'García',
    'Hernández',
    'Martínez',
    'López',
    'González',
    'Ramírez',
    'Treviño',
    'Flores',
    'Morales',
    'Navarro',
  ],
  companyStems: [
    'Alimentos del Bajío',
    'Bebidas La Sierra',
    'Productos Monarca',
    'Grupo Alimentario Real',
    'Conservas El Valle',
    'Lácteos San Marcos',
  ],
  companySuffixes: ['S.A. de C.V.'],
  concerns: [
    'parts and technicians from the US or Europe',
    'peso exchange rate',
    'NOM-051 labelling and separate export SKUs',
  ],
  pains: [
    {
      id: 'mx_parts',
      topic: 'maintenance',
      text: 'Parts come from the US or Europe, and customs in Nuevo Laredo adds two weeks on top of the lead time.',
    },
    {
      id: 'mx_labels',
      topic: 'compliance',
      text: 'The NOM-051 warning seals changed half our packaging, and we still run different labels for the export line to the US.',
    },
  ],
  objections: [
    {
      id: 'mx_import',
      topic: 'tariffs',
      text: 'Does this qualify under T-MEC? If it comes from Europe I pay import duty unless it enters under IMMEX, and my customs broker needs every document right.',
      detail: 'A machine sat in customs for three weeks last year because the certificate of origin was wrong.',
      resolutionHint:
        'Confirm USMCA origin or IMMEX eligibility, deliver DDP, and supply the documents their customs broker needs.',
      resolveKeywords: [
        't-?mec',
        'usmca',
        'origin',
        'immex',
        'customs',
        'broker',
        '\\bddp\\b',
        'import',
        'duty',
        'pedimento',
      ],
    },
    {
      id: 'mx_support',
      topic: 'support',
      text: 'Do you have technicians in Mexico who speak Spanish? My operators have to be trained in Spanish.',
      detail: 'The last European vendor sent a technician who only spoke English, and the training never stuck.',
      resolutionHint:
        'Spanish-speaking technicians or a service partner in Mexico, Spanish manuals and HMI, remote support.',
      resolveKeywords: [
        'spanish',
        'español',
        'mexic',
        'monterrey',
        'quer[eé]taro',
        'guadalajara',
        'local',
        'technician',
        'service partner',
        'remote',
      ],
    },
  ],
};
