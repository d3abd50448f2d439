import type { IndustryKey } from './keys';
import type { IndustryKnowledge } from './types';

const foodBeverage: IndustryKnowledge = {
  summary:
    'Processors and co-packers of food and beverages buying processing, filling, packaging and inspection equipment. Everything that touches product must be hygienically designed, survive daily washdown or CIP, and hold up in a GFSI audit.',
  regulations: [
    'FSMA Preventive Controls for Human Food (21 CFR 117) with a written food safety plan owned by a PCQI',
    'HACCP for juice (21 CFR 120) and for meat and poultry under USDA FSIS',
    'acidified foods rules (21 CFR 114): equilibrium pH at or below 4.6 and a filed scheduled process',
    'the Pasteurized Milk Ordinance for Grade "A" dairy',
  ],
  auditSchemes: ['SQF', 'BRCGS', 'FSSC 22000'],
  segments: [
    {
      key: 'dairy',
      name: 'dairy',
      products: ['Greek yogurt cups', 'drinkable yogurt', 'cottage cheese', 'flavoured milk'],
      equipment: ['cup_filler', 'htst_pasteurizer', 'cip_system', 'checkweigher_metal'],
      hazards: 'Listeria in the post-pasteurization environment and pasteurization records under the PMO',
      customers: ['Kroger', 'a national club store', 'a regional grocery chain'],
    },
    {
      key: 'beverage',
      name: 'beverage',
      products: ['cold-pressed juice', 'RTD iced tea', 'sparkling water', 'sports drinks'],
      equipment: ['rotary_filler', 'cip_system', 'case_packer_palletizer', 'htst_pasteurizer'],
      hazards: 'the 5-log pathogen reduction under juice HACCP and cap torque and seal integrity',
      customers: ['Walmart', 'a convenience-store chain', 'a national beverage brand'],
    },
    {
      key: 'snacks',
      name: 'snack and bakery',
      products: ['tortilla chips', 'kettle chips', 'granola bars', 'crackers'],
      equipment: ['fryer_line', 'vffs_bagger', 'xray_inspection', 'case_packer_palletizer'],
      hazards: 'allergen cross-contact between SKUs and foreign material, metal and hard plastic',
      customers: ['Costco', 'Target', 'a private-label retailer'],
    },
    {
      key: 'sauces',
      name: 'sauce and dressing',
      products: ['salsa', 'BBQ sauce', 'salad dressings', 'hot sauce'],
      equipment: ['piston_filler', 'cip_system', 'checkweigher_metal', 'case_packer_palletizer'],
      hazards: 'pH control and the scheduled process for acidified foods, plus egg and soy allergens',
      customers: ['a foodservice distributor', 'Kroger', 'a private-label retailer'],
    },
    {
      key: 'prepared',
      name: 'prepared meals and protein',
      products: ['frozen entrées', 'RTE chicken strips', 'sliced deli meats', 'breakfast sandwiches'],
      equipment: ['spiral_freezer', 'thermoformer', 'xray_inspection', 'checkweigher_metal'],
      hazards: 'Listeria in RTE areas under USDA FSIS and bone fragments',
      customers: ['a quick-service restaurant chain', 'Costco', 'a regional grocery chain'],
    },
  ],
};

// Packaging and healthcare are listed as "coming soon": they carry enough knowledge to derive
// a coherent profile, but the role language is tuned for food and beverage.
const packaging: IndustryKnowledge = {
  summary:
    'Converters and contract packagers running form-fill-seal, cartoning and palletizing lines for consumer goods.',
  regulations: [
    'FDA food-contact rules (21 CFR 174–178) for packaging materials',
    'OSHA machine guarding (29 CFR 1910.212)',
  ],
  auditSchemes: ['BRCGS Packaging Materials', 'SQF Food Packaging'],
  segments: [
    {
      key: 'copack',
      name: 'contract packaging',
      products: ['club-store multipacks', 'display-ready trays', 'variety packs'],
      equipment: ['vffs_bagger', 'case_packer_palletizer', 'checkweigher_metal'],
      hazards: 'mixed-SKU errors and label mix-ups',
      customers: ['Costco', 'a national snack brand', 'Sam’s Club'],
    },
  ],
};

const healthcare: IndustryKnowledge = {
  summary: 'Nutraceutical and medical-nutrition producers under cGMP, where validation drives every equipment change.',
  regulations: ['dietary supplement cGMP (21 CFR 111)', 'equipment IQ/OQ/PQ validation'],
  auditSchemes: ['NSF GMP', 'FDA inspection'],
  segments: [
    {
      key: 'nutrition',
      name: 'medical nutrition',
      products: ['protein powders', 'oral nutrition shakes', 'electrolyte sachets'],
      equipment: ['rotary_filler', 'vffs_bagger', 'checkweigher_metal'],
      hazards: 'cross-contamination between formulas and label claims',
      customers: ['a hospital group purchasing organisation', 'a pharmacy chain'],
    },
  ],
};

export const INDUSTRIES: ReadonlyArray<{
  key: IndustryKey;
  name: string;
  status: 'live' | 'coming_soon';
  knowledge: IndustryKnowledge;
}> = [
  { key: 'food_beverage_equipment', name: 'Food & Beverage Equipment', status: 'live', knowledge: foodBeverage },
  { key: 'packaging', name: 'Packaging', status: 'coming_soon', knowledge: packaging },
  { key: 'healthcare', name: 'Healthcare', status: 'coming_soon', knowledge: healthcare },
];
