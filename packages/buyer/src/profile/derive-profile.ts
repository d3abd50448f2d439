import { geographyOf, industryOf, modelOf, modeOf, roleOf, sizeOf } from '../catalog/index';
import type { KpiKey } from '../catalog/keys';
import { createRng, digest } from '../rng/prng';
import { buildAuthority, buildBudget, buildCompetitors, buildDecisionProcess, buildTimeline } from './commercial';
import { buildCompany, buildEquipment, buildPlant, chooseEquipment } from './company';
import { documentFacts } from './document';
import { buildKpis } from './kpis';
import { cleanFirstName } from './names';
import { chooseObjections, choosePains, renderBrushOffs } from './pains-objections';
import { buildPersonality, buildVoice, startingMoodFor } from './personality';
import { fill, type Vars } from './render';
import type { PersonaInput, PersonaProfile } from './types';

const TITLE_BY_LEVEL: Partial<Record<PersonaInput['role'], Partial<Record<PersonaInput['experience'], string>>>> = {
  quality_food_safety_specialist: { junior: 'Food Safety Specialist' },
  project_engineer: { senior: 'Senior Project Engineer' },
  procurement_manager: { junior: 'Capital Equipment Buyer' },
};

const YEARS: Record<PersonaInput['experience'], readonly [number, number]> = {
  junior: [1, 3],
  mid: [4, 9],
  senior: [10, 24],
};

/**
 * Deterministic for the same input. A persona with its own seed (its id) is its own buyer: two
 * personas built from the same choices differ, and one persona is the same person, company and
 * plant in every mode (every draw is made whatever the mode, so the mode only changes what it
 * decides: which concerns come up in closing, whether the budget is approved yet). Without a seed,
 * as in profiles stored before there was one, the choices themselves are the seed.
 */
export function deriveProfile(input: PersonaInput): PersonaProfile {
  const firstName = cleanFirstName(input.firstName);
  const keys = {
    firstName,
    industry: input.industry,
    role: input.role,
    experience: input.experience,
    geography: input.geography,
    manufacturingModel: input.manufacturingModel,
    plantSize: input.plantSize,
    mode: input.mode,
  };
  const seed = input.seed === undefined ? JSON.stringify(keys) : `persona:${input.seed}`;
  const rng = createRng(seed);
  const industry = industryOf(input.industry);
  const role = roleOf(input.role);
  const model = modelOf(input.manufacturingModel);
  const size = sizeOf(input.plantSize);
  const geo = geographyOf(input.geography);

  const segment = rng.pick(industry.segments);
  const equipmentKey = chooseEquipment(rng, segment, input.role);
  const equipment = buildEquipment(rng, equipmentKey);
  const company = buildCompany(rng, geo, size, input.plantSize, input.manufacturingModel, segment);
  const plant = buildPlant(rng, geo, size, segment, industry.auditSchemes);
  const kpiValues = buildKpis(rng, input.plantSize);
  const lastName = rng.pick(geo.lastNames);
  const ownerName = `${rng.pick(['Frank', 'Linda', 'Gary', 'Diane', 'Ray', 'Carmen', 'Luc', 'Héctor'])} ${rng.pick(geo.lastNames.filter((n) => n !== lastName))}`;
  const competitors = buildCompetitors(rng, equipmentKey, input.plantSize);
  const customer = company.customers[0] ?? 'our biggest customer';

  const vars: Vars = {
    company: company.name,
    product: company.products[0] ?? segment.products[0] ?? 'product',
    equipment: equipment.name,
    equipmentShort: equipment.shortName,
    equipmentAge: String(equipment.ageYears),
    installDays: String(equipment.installDays),
    customer,
    currentVendor: competitors.currentVendor,
    competitor: competitors.alternatives[0] ?? 'another vendor',
    shutdown: plant.shutdownWindow,
    auditScheme: plant.auditScheme,
    lines: String(plant.lines),
    newSkus: String(rng.int(6, 18)),
    contractMonths: String(rng.int(8, 20)),
    specCount: String(rng.int(4, 11)),
    savingsTarget: String(rng.int(3, 6)),
  };
  for (const [key, fact] of Object.entries(kpiValues)) vars[key] = fact.spoken;

  const budgetOwner = input.plantSize === 'small' ? `the owner, ${ownerName}` : size.decisionMaker;
  const authority = buildAuthority(rng, input.role, size, model, ownerName);
  const sources = { role, context: [model, size, geo] };
  const title = TITLE_BY_LEVEL[input.role]?.[input.experience] ?? role.title;
  const personality = buildPersonality(rng, input.experience, input.role, input.geography, input.plantSize);

  return {
    id: digest(seed),
    input: input.seed === undefined ? keys : { seed: input.seed, ...keys },
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    title,
    yearsInRole: rng.int(YEARS[input.experience][0], YEARS[input.experience][1]),
    company,
    plant,
    equipment,
    priorities: role.priorities.map((p) => fill(p, vars)),
    concerns: [...role.concerns, ...model.concerns.slice(0, 1), ...geo.concerns.slice(0, 1)],
    vocabulary: role.vocabulary,
    focusTopics: role.focusTopics,
    kpis: role.kpis.map((k: KpiKey) => kpiValues[k]),
    hiddenPains: choosePains(rng, sources, vars),
    budget: buildBudget(rng, equipmentKey, input.plantSize, geo, input.mode, budgetOwner),
    authority,
    timeline: buildTimeline(rng, {
      customer,
      shutdown: plant.shutdownWindow,
      equipmentShort: equipment.shortName,
      auditScheme: plant.auditScheme,
    }),
    decisionProcess: buildDecisionProcess(rng, size, model, authority, role.concerns, company.country),
    competitors,
    objections: chooseObjections(rng, sources, vars, input.mode),
    brushOffs: renderBrushOffs(modeOf('prospecting').brushOffs, vars),
    busyWith: fill(rng.pick(role.busyWith), vars),
    personality,
    startingMood: startingMoodFor(input.mode, personality.skepticism),
    voice: buildVoice(rng, firstName, input.experience, personality.talkativeness),
    document: documentFacts(input.documentSummary),
  };
}
