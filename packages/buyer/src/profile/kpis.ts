import { KPI_DEFINITIONS } from '../catalog/kpis';
import type { KpiKey, PlantSizeKey } from '../catalog/keys';
import type { Rng } from '../rng/prng';
import { round } from './render';
import type { KpiFact } from './types';

const ALL_KPIS = Object.keys(KPI_DEFINITIONS) as KpiKey[];

function spoken(value: number, unit: string): string {
  switch (unit) {
    case '%':
      return `${value} percent`;
    case 'min':
      return `${value} minutes`;
    case 'h':
      return `${value} hours`;
    case 'days':
      return `${value} days`;
    case 'per M':
      return `${value} per million`;
    case 'USD':
      return `${value.toFixed(2)} dollars a case`;
    default:
      return String(value);
  }
}

/** Every KPI gets a value (pains may quote any of them); the role's own KPIs are listed. */
export function buildKpis(rng: Rng, size: PlantSizeKey): Record<KpiKey, KpiFact> {
  const out = {} as Record<KpiKey, KpiFact>;
  for (const key of ALL_KPIS) {
    const def = KPI_DEFINITIONS[key];
    const [lo, hi] = def.current[size];
    const value = round(rng.range(lo, hi), def.decimals);
    const trend = rng.pick(['improving', 'flat', 'worsening', 'flat'] as const);
    out[key] = {
      key,
      name: def.name,
      value,
      unit: def.unit,
      target: def.target,
      spoken: spoken(value, def.unit),
      trend,
    };
  }
  return out;
}
