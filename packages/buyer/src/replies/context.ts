import type { PersonaProfile } from '../profile/types';
import type { BuyerState } from '../state/types';
import { memoryOf } from '../state/memory';

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
  /** Who signs off on the money, closed as an appositive ("the owner, Linda Hughes,"): see `appositive`. */
  owner: string;
  /** Who makes the decision, in the same form. */
  decider: string;
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
  // A proposal that names its product is what is on the table: the buyer calls it by that name,
  // and by its kind where the catalog's machine would be ("the tray sealer we're replacing").
  const product = p.document?.product;
  // Before a proposal, the machine the rep said they sell is what the call is about.
  const sold = memoryOf(state).repMachine ?? null;
  return {
    p,
    first: p.firstName,
    full: p.name,
    title: p.title,
    company: p.company.name,
    equip: product?.kind ?? p.document?.machine ?? sold ?? p.equipment.shortName,
    equipLong: product?.spoken ?? p.document?.machine ?? sold ?? p.equipment.name,
    vendor: p.competitors.currentVendor,
    product: p.company.products[0] ?? 'product',
    customer: p.company.customers[0] ?? 'our biggest customer',
    shutdown: p.plant.shutdownWindow,
    audit: p.plant.auditScheme,
    owner: appositive(p.budget.owner),
    decider: appositive(p.authority.decisionMaker),
    formal,
    terse: p.personality.talkativeness < 0.35 || state.patience < 0.3,
    talkative,
    yes: formal ? 'Yes' : 'Yeah',
    ok: formal ? 'All right' : 'Okay',
    look: formal ? 'Frankly,' : 'Look,',
  };
}

/**
 * "The owner, Linda Hughes, approves": a name set off by a comma is closed by one wherever the
 * sentence goes on; compose drops the closing comma before a full stop ("…is the owner, Linda Hughes.").
 */
function appositive(phrase: string): string {
  return phrase.includes(',') ? `${phrase},` : phrase;
}

/** Interjections that can open almost any in-call reply without changing its meaning. */
export function openers(c: ReplyCtx): string[] {
  return c.formal
    ? ['', 'Well.', 'I see.', 'Hm.', 'Right.', 'Understood.', 'Mm.', 'Let me think.']
    : ['', 'Hm.', 'Okay.', 'Right.', 'Yeah.', 'Huh.', 'Mm-hm.', 'Well.', 'So.'];
}
