export type ShortlistedPersona = {
  /** docs/product.md#data: the selection is identified only by title. */
  title: string;
  state: string;
  /** Quick start: the catalog role and geography this card pre-fills. */
  roleKey: string;
  geography: 'us' | 'ca' | 'mx';
  avatar: 'operations' | 'food' | 'plant' | 'engineer';
};

/** The four fixed shortlisted personas of docs/product.md#shortlisted-personas. */
export const SHORTLISTED_PERSONAS: readonly ShortlistedPersona[] = [
  {
    title: 'Operations Manager',
    state: 'Nevada, USA',
    roleKey: 'operations_manager',
    geography: 'us',
    avatar: 'operations',
  },
  {
    title: 'Food Specialist',
    state: 'Quebec, Canada',
    roleKey: 'quality_food_safety_specialist',
    geography: 'ca',
    avatar: 'food',
  },
  { title: 'Plant Manager', state: 'Oaxaca, Mexico', roleKey: 'plant_manager', geography: 'mx', avatar: 'plant' },
  {
    title: 'Project Engineer',
    state: 'Arizona, USA',
    roleKey: 'project_engineer',
    geography: 'us',
    avatar: 'engineer',
  },
];
