import type { PersonaProfile } from '../profile/types';
import type { BuyerState } from '../state/types';

/** Everything a reply template needs, resolved once per turn from the profile and state. */
export type ReplyCtx = {
  p: PersonaProfile;
  first: string;
  full: string;
  title: string;
  company: string;
  equip: string;
  equipLong: string;
  vendor: string;
  product: string;
  customer: string;
  shutdown: string;
  audit: string;
  owner: string;
  formal: boolean;
  terse: boolean;
  talkative: boolean;
  /** Register words: the same beat sounds different from a formal or a casual buyer. */
  yes: string;
  ok: string;
  look: string;
};

export function replyContext(p: PersonaProfile, state: BuyerState): ReplyCtx {
  const formal = p.personality.formality >= 0.5;
  const talkative = p.personality.talkativeness >= 0.6 && state.patience >= 0.4;
  return {
    p,
    first: p.firstName,
    full: p.name,
    title: p.title,
    company: p.company.name,
    equip: p.equipment.shortName,
    equipLong: p.equipment.name,
    vendor: p.competitors.currentVendor,
    product: p.company.products[0] ?? 'product',
    customer: p.company.customers[0] ?? 'our biggest customer',
    shutdown: p.plant.shutdownWindow,
    audit: p.plant.auditScheme,
    owner: p.budget.owner,
    formal,
    terse: p.personality.talkativeness < 0.35 || state.patience < 0.3,
    talkative,
    yes: formal ? 'Yes' : 'Yeah',
    ok: formal ? 'All right' : 'Okay',
    look: formal ? 'Frankly,' : 'Look,',
  };
}

/** Interjections that can open almost any in-call reply without changing its meaning. */
export function openers(c: ReplyCtx): string[] {
  return c.formal
    ? ['', 'Well.', 'I see.', 'Hm.', 'Right.', 'Understood.', 'Mm.', 'Let me think.']
    : ['', 'Hm.', 'Okay.', 'Right.', 'Yeah.', 'Huh.', 'Mm-hm.', 'Well.', 'So.'];
}
