import type { TurnClassification } from '../classify/types';
import type { ProfileObjection } from '../profile/types';

// Keyword sources come from editable catalog data; compile each once and treat a broken
// pattern as a literal so an admin typo cannot crash a live session.
const cache = new Map<string, RegExp>();

function compiled(source: string): RegExp {
  let re = cache.get(source);
  if (!re) {
    try {
      re = new RegExp(source, 'i');
    } catch {
      re = new RegExp(source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    }
    cache.set(source, re);
  }
  return re;
}

export function keywordHits(o: ProfileObjection, cls: TurnClassification): number {
  let hits = 0;
  for (const source of o.resolveKeywords) if (compiled(source).test(cls.normalized)) hits++;
  return hits;
}
