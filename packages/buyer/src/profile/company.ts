import { EQUIPMENT } from '../catalog/equipment';
import type { EquipmentKey, ManufacturingModelKey, PlantSizeKey, RoleKey } from '../catalog/keys';
import type { GeographyKnowledge, IndustrySegment, PlantSizeKnowledge } from '../catalog/types';
import type { Rng } from '../rng/prng';
import type { PersonaProfile } from './types';

const COUNTRY = { USD: 'United States', CAD: 'Canada', MXN: 'Mexico' } as const;

// Brand owners a co-packer would produce for. Fictional on purpose: a co-packer's customer
// list is confidential, and a real brand in a made-up contract dispute would mislead.
const BRAND_OWNERS = [
  'Brightwater Beverage',
  'Sunny Acres Brands',
  'Pacific Crest Foods',
  'True North Snacks',
  'Casa Verde Brands',
  'Harvest Moon Kitchen',
  'Little Orchard Co.',
];

const OWNERSHIP: Record<PlantSizeKey, string[]> = {
  small: ['family-owned, second generation', 'founder-owned'],
  medium: ['family-owned', 'backed by a private-equity firm', 'a division of a larger food group'],
  large: [
    'a plant of a publicly traded food company',
    'owned by a private-equity firm with four plants',
    'a multi-plant private company',
  ],
};

// Roles steer which machine is on the table: quality people buy inspection and cleaning.
const ROLE_EQUIPMENT: Partial<Record<RoleKey, EquipmentKey[]>> = {
  quality_food_safety_specialist: ['xray_inspection', 'checkweigher_metal', 'cip_system'],
  maintenance_manager: ['cip_system', 'rotary_filler', 'vffs_bagger', 'fryer_line', 'spiral_freezer', 'cup_filler'],
};

export function chooseEquipment(rng: Rng, segment: IndustrySegment, role: RoleKey): EquipmentKey {
  const preferred = ROLE_EQUIPMENT[role]?.filter((e) => segment.equipment.includes(e)) ?? [];
  return rng.pick(preferred.length > 0 ? preferred : segment.equipment);
}

export function buildCompany(
  rng: Rng,
  geo: GeographyKnowledge,
  size: PlantSizeKnowledge,
  sizeKey: PlantSizeKey,
  model: ManufacturingModelKey,
  segment: IndustrySegment,
): PersonaProfile['company'] {
  const stem = rng.pick(geo.companyStems);
  const name =
    geo.currency === 'MXN'
      ? `${stem}${model === 'contract_manufacturing' ? ' Maquila' : ''} S.A. de C.V.`
      : model === 'contract_manufacturing'
        ? `${stem} ${rng.pick(['Co-Packing', 'Contract Foods', 'Custom Manufacturing'])}`
        : `${stem} ${rng.pick(geo.companySuffixes)}`;
  const place = rng.pick(geo.cities);
  const products = rng.shuffle(segment.products).slice(0, rng.int(2, 3));
  const customers =
    model === 'contract_manufacturing'
      ? rng.shuffle(BRAND_OWNERS).slice(0, 3)
      : rng.shuffle(segment.customers).slice(0, 2);
  return {
    name,
    city: place.city,
    region: place.region,
    country: COUNTRY[geo.currency],
    segment: segment.name,
    products,
    employees: rng.int(size.employees[0], size.employees[1]),
    ownership: rng.pick(OWNERSHIP[sizeKey]),
    customers,
  };
}

export function buildPlant(
  rng: Rng,
  geo: GeographyKnowledge,
  size: PlantSizeKnowledge,
  segment: IndustrySegment,
  auditSchemes: string[],
): PersonaProfile['plant'] {
  const shifts = rng.int(size.shifts[0], size.shifts[1]);
  const schedule =
    shifts === 3
      ? rng.pick(['24/5 with weekend sanitation', '24/6', 'around the clock, seven days in peak'])
      : shifts === 2
        ? 'two shifts, five days'
        : 'one shift with Saturday overtime';
  const sanitation = rng.pick([
    'a full wet washdown every night and CIP between products',
    'CIP after every run and a foam-and-rinse washdown on third shift',
    'dry cleaning during the week and a full wet sanitation on weekends',
  ]);
  return {
    lines: rng.int(size.lines[0], size.lines[1]),
    shifts,
    schedule,
    sanitation,
    auditScheme: rng.pick(auditSchemes),
    hazards: segment.hazards,
    regulators: geo.regulators,
    regulatoryNotes: geo.regulatoryNotes,
    labelling: geo.labelling,
    tariffs: geo.tariffs,
    shutdownWindow: rng.pick(geo.shutdownWindows),
  };
}

export function buildEquipment(rng: Rng, key: EquipmentKey): PersonaProfile['equipment'] {
  const info = EQUIPMENT[key];
  return {
    key,
    name: info.name,
    shortName: info.shortName,
    ageYears: rng.int(8, 22),
    installDays: rng.int(info.installDays[0], info.installDays[1]),
  };
}
