import { EQUIPMENT } from '../catalog/equipment';
import type { EquipmentKey, ModeKey, PlantSizeKey, RoleKey } from '../catalog/keys';
import type { GeographyKnowledge, ManufacturingModelKnowledge, PlantSizeKnowledge } from '../catalog/types';
import type { Rng } from '../rng/prng';
import { displayMoneyK, spokenRangeK } from './render';
import type { PersonaProfile } from './types';

// Equipment is priced in US dollars almost everywhere; Canadian plants budget in CAD, Mexican
// plants usually budget imported capital equipment in USD.
const CAD_PER_USD = 1.37;

export function buildBudget(
  rng: Rng,
  equipment: EquipmentKey,
  sizeKey: PlantSizeKey,
  geo: GeographyKnowledge,
  mode: ModeKey,
  owner: string,
): PersonaProfile['budget'] {
  const [lo, hi] = EQUIPMENT[equipment].priceK[sizeKey];
  const span = hi - lo;
  const fx = geo.currency === 'CAD' ? CAD_PER_USD : 1;
  const min = Math.round(((lo + rng.range(0, 0.35) * span) * fx) / 10) * 10;
  const max = Math.round((min + rng.range(0.3, 0.55) * span * fx) / 10) * 10;
  const currency = geo.currency === 'CAD' ? 'CAD' : 'USD';
  const currencyWord = currency === 'CAD' ? 'Canadian' : geo.currency === 'MXN' ? 'US dollars' : 'dollars';
  const approvedChance = mode === 'closing' ? 0.7 : mode === 'discovering' ? 0.35 : 0.15;
  const cycle =
    sizeKey === 'small'
      ? 'whenever the owner and the bank agree'
      : sizeKey === 'medium'
        ? `capex requests are reviewed quarterly, the next review is in ${rng.pick(['March', 'June', 'September', 'November'])}`
        : `the annual capital plan locks in ${rng.pick(['August', 'September', 'October'])}, with a mid-year window for projects that pay back inside two years`;
  return {
    range: `${displayMoneyK(min)}–${displayMoneyK(max)} ${currency}`,
    spoken: spokenRangeK(min, max, currencyWord),
    min: min * 1000,
    max: max * 1000,
    currency,
    approved: rng.chance(approvedChance),
    owner,
    cycle,
  };
}

const INFLUENCER_TITLES: Record<RoleKey, string> = {
  plant_manager: 'the plant manager',
  operations_manager: 'the operations manager',
  production_manager: 'the production manager',
  maintenance_manager: 'our maintenance manager',
  quality_food_safety_specialist: 'the food safety manager',
  procurement_manager: 'procurement',
  project_engineer: 'the project engineer',
};

export function buildAuthority(
  rng: Rng,
  role: RoleKey,
  size: PlantSizeKnowledge,
  model: ManufacturingModelKnowledge,
  ownerName: string,
): PersonaProfile['authority'] {
  const others = (Object.keys(INFLUENCER_TITLES) as RoleKey[]).filter((r) => r !== role);
  const influencers = rng
    .shuffle(others)
    .slice(0, 3)
    .map((r) => INFLUENCER_TITLES[r]);
  if (model.approvalStep) influencers.push("the customer's quality team");
  const decisionMaker = size.decisionMaker === 'the owner' ? `the owner, ${ownerName}` : size.decisionMaker;
  const approvalSteps = model.approvalStep ? [...size.approvalSteps, model.approvalStep] : [...size.approvalSteps];
  return { decisionMaker, isDecisionMaker: false, influencers, approvalSteps };
}

export function buildTimeline(
  rng: Rng,
  vars: { customer: string; shutdown: string; equipmentShort: string; auditScheme: string },
): PersonaProfile['timeline'] {
  const trigger = rng.pick([
    `${vars.customer} wants a new SKU on shelf next spring`,
    `the last ${vars.auditScheme} audit flagged the ${vars.equipmentShort}`,
    `the ${vars.equipmentShort} is at the end of its life and parts are drying up`,
    'peak season comes before the holidays, and we cannot afford a bad week then',
  ]);
  const urgency = rng.pick(['low', 'medium', 'high'] as const);
  const horizon =
    urgency === 'high'
      ? `it has to be running by ${vars.shutdown}`
      : urgency === 'medium'
        ? 'sometime in the next six to nine months'
        : 'next fiscal year at the earliest';
  return { horizon, trigger, installWindow: vars.shutdown, urgency };
}

export function buildDecisionProcess(
  rng: Rng,
  size: PlantSizeKnowledge,
  model: ManufacturingModelKnowledge,
  authority: PersonaProfile['authority'],
  roleConcerns: string[],
  country: string,
): PersonaProfile['decisionProcess'] {
  const criteria = rng
    .shuffle([
      ...roleConcerns.slice(0, 3),
      'total cost of ownership',
      `service and parts in ${country}`,
      'a reference site we can visit',
    ])
    .slice(0, 4);
  return { summary: `${size.buyingProcess} ${model.buyingProcess}`, steps: authority.approvalSteps, criteria };
}

export function buildCompetitors(
  rng: Rng,
  equipment: EquipmentKey,
  sizeKey: PlantSizeKey,
): PersonaProfile['competitors'] {
  const vendors = rng.shuffle(EQUIPMENT[equipment].vendors);
  const currentVendor = vendors[0] ?? 'the original OEM';
  const alternatives = [
    vendors[1] ?? 'another OEM',
    sizeKey === 'small' ? 'a used machine from an auction' : 'adding a shift instead of buying anything',
  ];
  const sentiment = rng.pick([
    "they're reliable, but expensive on parts",
    'the machines are fine when they run, and service is slow when they do not',
    'they have been good to us, no complaints that would make me switch',
    'the relationship has gone downhill since their local rep left',
  ]);
  return { currentVendor, alternatives, sentiment };
}
