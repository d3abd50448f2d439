import type { ModeKey } from '../catalog/keys';
import type { ObjectionTemplate, PainTemplate } from '../catalog/types';
import type { Rng } from '../rng/prng';
import { fill, type Vars } from './render';
import type { HiddenPain, ProfileObjection } from './types';

export type KnowledgeSources = {
  role: { pains: PainTemplate[]; objections: ObjectionTemplate[] };
  context: Array<{ pains: PainTemplate[]; objections: ObjectionTemplate[] }>;
};

/** Two or three role pains plus one from the plant's context (size, model, geography). */
export function choosePains(rng: Rng, sources: KnowledgeSources, vars: Vars): HiddenPain[] {
  const rolePains = rng.shuffle(sources.role.pains).slice(0, rng.int(2, 3));
  const contextPains = rng.shuffle(sources.context.flatMap((c) => c.pains)).slice(0, 1);
  return [...rolePains, ...contextPains].map((p) => ({ id: p.id, topic: p.topic, text: fill(p.text, vars) }));
}

function renderObjection(o: ObjectionTemplate, vars: Vars): ProfileObjection {
  return {
    id: o.id,
    topic: o.topic,
    text: fill(o.text, vars),
    detail: fill(o.detail, vars),
    resolutionHint: fill(o.resolutionHint, vars),
    resolveKeywords: [...o.resolveKeywords],
  };
}

/**
 * Four concerns: two from the role and two from the plant's context, never two on the same
 * topic, so a closing rep has to work through different kinds of answer.
 */
export function chooseObjections(rng: Rng, sources: KnowledgeSources, vars: Vars, mode: ModeKey): ProfileObjection[] {
  const chosen: ObjectionTemplate[] = [];
  const add = (pool: ObjectionTemplate[], count: number): void => {
    for (const o of rng.shuffle(pool)) {
      if (chosen.length >= 4 || count <= 0) return;
      if (chosen.some((c) => c.topic === o.topic || c.id === o.id)) continue;
      chosen.push(o);
      count--;
    }
  };
  add(sources.role.objections, 2);
  add(
    sources.context.flatMap((c) => c.objections),
    mode === 'closing' ? 2 : 1,
  );
  add(sources.role.objections, 4 - chosen.length);
  return chosen.map((o) => renderObjection(o, vars));
}

export function renderBrushOffs(brushOffs: ObjectionTemplate[], vars: Vars): ProfileObjection[] {
  return brushOffs.map((o) => renderObjection(o, vars));
}
