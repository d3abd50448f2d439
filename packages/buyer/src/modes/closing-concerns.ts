import type { Topic } from '../catalog/keys';
import type { TurnClassification } from '../classify/types';
import { FIGURE_TOPIC, type FigureKind } from '../profile/document-figures';
import type { PersonaProfile, ProfileObjection } from '../profile/types';
import * as close from '../replies/bank-closing';
import { documentConcernText } from '../replies/bank-document';
import { withGist, type Part } from '../replies/compose';
import { capitalise } from '../profile/render';
import { replyContext, type ReplyCtx } from '../replies/context';
import type { BuyerState } from '../state/types';

// The concerns of a closing call: the profile's own and, when the rep uploaded a proposal, one
// per key figure in it. A buyer holding the proposal asks about its numbers rather than in
// general terms, so a figure's concern takes the place of a queued profile concern on the same
// topic. Figure concerns are queued from the profile on the next turn, so a proposal uploaded
// during the call is read too; an id that was ever queued is never queued again.

const DOCUMENT_PREFIX = 'doc:';
/** Enough to make the proposal matter without turning the call into an audit of it. */
const MAX_DOCUMENT_CONCERNS = 4;

export type Concern = ProfileObjection & {
  /** How the buyer raises it. */
  raise: Part;
  /** How the buyer names it again; a figure is quoted only when it is raised. */
  repeat: Part;
  /** How the buyer says it is still open. */
  restate: Part[];
  /** What the buyer calls it in passing: "the terms", "the lead time". */
  name: string;
  /** What the LLM buyer is told; a proposal figure stays in the document data block. */
  brief: string;
  /** For a proposal figure: words of a rep turn that bring it up. */
  mention: RegExp | null;
};

const MENTIONS: Record<FigureKind, RegExp> = {
  lead_time: /\b(lead[- ]?times?|deliver\w*|ship(s|ping|ped)?|arriv\w*|how soon|on (your|the) dock)\b/,
  warranty: /\b(warrant\w*|guarantee\w*|cover(ed|age)?|breaks? down|after[- ]sales)\b/,
  price: /\b(price|pricing|cost|quote\w*|investment|expensive)\b|\$\s?\d/,
  payment_terms: /\b(payments?|pay|terms|deposit|invoic\w*|net ?\d+)\b/,
  installation: /\b(install\w*|commission\w*|start[- ]?up|downtime)\b/,
  uptime: /\b(uptime|oee|availability|reliab\w*)\b/,
  throughput: /\b(throughput|speed|capacity|per (minute|hour)|how fast|output|bpm|cpm)\b/,
};

/** How a buyer names a concern it raised earlier, by its topic. */
const CONCERN_NAMES: Partial<Record<Topic, string>> = {
  price: 'the price',
  budget: 'the budget',
  roi: 'the payback',
  staffing: 'the operator training',
  support: 'service and support',
  maintenance: 'maintenance and spares',
  installation: 'the installation',
  timeline: 'the timing',
  contract: 'the terms',
  quality: 'quality on our product',
  food_safety: 'sanitation and the audit',
  compliance: 'compliance',
  changeover: 'changeovers',
  competitors: 'how you compare with the others',
  authority: 'getting it past my boss',
  decision_process: 'our approval process',
  operations: 'how it fits our line',
  metrics: 'the performance numbers',
  tariffs: 'the cross-border costs',
};

/**
 * How a concern is named again once raised; when every wording is used up, its gist ("The payback
 * first.") still says what stands in the way, so "not yet" never comes without its reason.
 */
function restated(name: string): Part {
  return withGist(close.stillOpenIntros(name), `${capitalise(name)} first.`);
}

export function closingConcerns(profile: PersonaProfile, c: ReplyCtx): Map<string, Concern> {
  const all = new Map<string, Concern>();
  for (const o of profile.objections)
    all.set(o.id, {
      ...o,
      raise: [o.text],
      repeat: [o.text],
      // Said once already, the concern is named by what it is about rather than recited.
      restate: [restated(CONCERN_NAMES[o.topic] ?? 'my concern'), [o.text]],
      name: CONCERN_NAMES[o.topic] ?? 'that concern',
      brief: o.text,
      mention: null,
    });
  // Profiles stored before figures were read carry none.
  for (const figure of (profile.document?.figures ?? []).slice(0, MAX_DOCUMENT_CONCERNS)) {
    const text = documentConcernText(figure, c);
    const id = `${DOCUMENT_PREFIX}${figure.kind}`;
    all.set(id, {
      id,
      topic: FIGURE_TOPIC[figure.kind],
      text: text.raise[0] ?? '',
      detail: text.detail,
      resolutionHint: text.resolutionHint,
      resolveKeywords: text.resolveKeywords,
      raise: text.raise,
      repeat: text.remind,
      restate: [withGist(text.remind, `${capitalise(`the ${text.label}`)} first.`)],
      name: `the ${text.label}`,
      brief: `the ${text.label} in the rep's proposal (the figure is in the document data)`,
      mention: MENTIONS[figure.kind],
    });
  }
  return all;
}

const isFromDocument = (id: string): boolean => id.startsWith(DOCUMENT_PREFIX);

/** Queues the proposal's concerns not yet seen, taking turns with the profile's. */
export function queueDocumentConcerns(s: BuyerState, concerns: ReadonlyMap<string, Concern>): BuyerState {
  const seen = new Set([...s.objectionsOpen, ...s.objectionsQueued, ...s.objectionsResolved]);
  const fresh = [...concerns.values()].filter((o) => isFromDocument(o.id) && !seen.has(o.id));
  if (fresh.length === 0) return s;
  const covered = new Set(fresh.map((o) => o.topic));
  const kept = s.objectionsQueued.filter((id) => {
    const o = concerns.get(id);
    return !o || isFromDocument(id) || !covered.has(o.topic);
  });
  const queue: string[] = [];
  for (let i = 0; i < Math.max(kept.length, fresh.length); i++) {
    const own = kept[i];
    const figure = fresh[i];
    if (own) queue.push(own);
    if (figure) queue.push(figure.id);
  }
  return { ...s, objectionsQueued: queue };
}

/** A queued proposal concern the rep's turn brings up: the buyer asks about it now. */
export function mentionedConcern(
  cls: TurnClassification,
  s: BuyerState,
  concerns: ReadonlyMap<string, Concern>,
): Concern | undefined {
  for (const id of s.objectionsQueued) {
    const o = concerns.get(id);
    if (o?.mention?.test(cls.normalized)) return o;
  }
  return undefined;
}

/** Every way this buyer may voice a concern, so an analyser can tell when one was raised. */
export function concernTexts(profile: PersonaProfile, state: BuyerState): string[] {
  return [...closingConcerns(profile, replyContext(profile, state)).values()].flatMap((o) => [...o.raise]);
}
