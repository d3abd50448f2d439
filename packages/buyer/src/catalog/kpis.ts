import type { KpiKey, PlantSizeKey } from './keys';
import type { Range } from './types';

export type KpiDefinition = {
  name: string;
  unit: '%' | 'min' | 'h' | 'days' | 'per M' | 'USD' | '';
  /** Typical current values by plant size: smaller plants run less mature programs. */
  current: Record<PlantSizeKey, Range>;
  target: number;
  direction: 'higher' | 'lower';
  decimals: number;
};

// Ranges reflect what food & beverage plants typically report: OEE of 55–75 % against a
// world-class 85 %, changeovers of 30–120 min, SQF scores where 96+ is "Excellent".
export const KPI_DEFINITIONS: Record<KpiKey, KpiDefinition> = {
  oee: {
    name: 'OEE',
    unit: '%',
    current: { small: [48, 60], medium: [55, 68], large: [62, 74] },
    target: 80,
    direction: 'higher',
    decimals: 0,
  },
  unplanned_downtime: {
    name: 'unplanned downtime',
    unit: '%',
    current: { small: [10, 16], medium: [8, 13], large: [5, 10] },
    target: 5,
    direction: 'lower',
    decimals: 0,
  },
  changeover_minutes: {
    name: 'average changeover',
    unit: 'min',
    current: { small: [60, 120], medium: [45, 95], large: [35, 75] },
    target: 25,
    direction: 'lower',
    decimals: 0,
  },
  yield: {
    name: 'yield',
    unit: '%',
    current: { small: [91, 95], medium: [93, 96.5], large: [94.5, 97.5] },
    target: 98,
    direction: 'higher',
    decimals: 1,
  },
  giveaway: {
    name: 'fill giveaway',
    unit: '%',
    current: { small: [2.5, 4.5], medium: [1.5, 3.2], large: [0.9, 2.2] },
    target: 0.8,
    direction: 'lower',
    decimals: 1,
  },
  sanitation_hours: {
    name: 'sanitation time per day',
    unit: 'h',
    current: { small: [3, 5], medium: [2.5, 4], large: [2, 3.5] },
    target: 2,
    direction: 'lower',
    decimals: 1,
  },
  audit_score: {
    name: 'last SQF audit score',
    unit: '',
    current: { small: [84, 92], medium: [88, 95], large: [91, 97] },
    target: 96,
    direction: 'higher',
    decimals: 0,
  },
  mttr: {
    name: 'mean time to repair',
    unit: 'min',
    current: { small: [90, 180], medium: [60, 120], large: [40, 90] },
    target: 45,
    direction: 'lower',
    decimals: 0,
  },
  pm_compliance: {
    name: 'PM compliance',
    unit: '%',
    current: { small: [55, 75], medium: [70, 85], large: [80, 92] },
    target: 95,
    direction: 'higher',
    decimals: 0,
  },
  otif: {
    name: 'on-time in-full',
    unit: '%',
    current: { small: [85, 92], medium: [89, 95], large: [92, 97] },
    target: 98,
    direction: 'higher',
    decimals: 0,
  },
  hold_rate: {
    name: 'product on QA hold',
    unit: '%',
    current: { small: [1.5, 3.5], medium: [1, 2.5], large: [0.5, 1.5] },
    target: 0.5,
    direction: 'lower',
    decimals: 1,
  },
  complaints_per_million: {
    name: 'consumer complaints per million units',
    unit: 'per M',
    current: { small: [6, 14], medium: [4, 10], large: [2, 7] },
    target: 2,
    direction: 'lower',
    decimals: 0,
  },
  labor_turnover: {
    name: 'hourly turnover',
    unit: '%',
    current: { small: [35, 60], medium: [30, 55], large: [25, 45] },
    target: 20,
    direction: 'lower',
    decimals: 0,
  },
  cost_per_case: {
    name: 'conversion cost per case',
    unit: 'USD',
    current: { small: [2.4, 3.6], medium: [1.8, 2.9], large: [1.3, 2.2] },
    target: 1.5,
    direction: 'lower',
    decimals: 2,
  },
  supplier_lead_time: {
    name: 'average lead time on OEM spare parts',
    unit: 'days',
    current: { small: [21, 45], medium: [14, 35], large: [10, 28] },
    target: 7,
    direction: 'lower',
    decimals: 0,
  },
  capex_on_budget: {
    name: 'capital projects delivered on budget',
    unit: '%',
    current: { small: [50, 70], medium: [60, 80], large: [70, 88] },
    target: 90,
    direction: 'higher',
    decimals: 0,
  },
};
