import type { KpiKey, ModeKey, Topic } from '../catalog/keys';
import type { TurnClassification } from '../classify/types';
import type { PersonaProfile } from '../profile/types';
import * as facts from '../replies/bank-facts';
import * as more from '../replies/bank-topics';
import * as ops from '../replies/bank-operations';
import { memoryOf, statedSum } from '../state/memory';
import type { Part } from '../replies/compose';
import type { ReplyCtx } from '../replies/context';
import { askedWords, asksAboutTrouble, SORE_TOPICS } from './question-focus';
import { cuedKpis, ownerOfUnkeptFigure } from './kpi-cues';
import { readOperationsQuestion } from './operations-facets';
import { FACET_TOPICS, SERVICE_TOPICS, serviceFacet } from './service-facets';
import { serviceFacetLines } from '../replies/bank-service';
import type { BuyerState } from '../state/types';

// The revelation rules. A fact comes out only when the rep asks about its topic and the buyer
// trusts them enough; closed questions need more trust than open ones, because a yes/no
// question invites a yes/no answer.

const PAIN_TOPICS: Topic[] = [
  ...SORE_TOPICS.filter((t) => t !== 'pains'),
  'operations',
  'metrics',
  'timeline',
  'decision_process',
  'competitors',
  'installation',
  'tariffs',
  'contract',
];
const TOPIC_KPI: Partial<Record<Topic, KpiKey[]>> = {
  changeover: ['changeover_minutes'],
  maintenance: ['mttr', 'pm_compliance', 'unplanned_downtime', 'supplier_lead_time'],
  food_safety: ['audit_score', 'sanitation_hours'],
  quality: ['hold_rate', 'giveaway', 'yield', 'complaints_per_million'],
  staffing: ['labor_turnover'],
};
/** Parts of the plant the buyer can describe even when they hold no number and no sore point. */
const AREAS = ['staffing', 'quality', 'maintenance', 'changeover'] as const;
const MODE_SHIFT: Record<ModeKey, number> = { prospecting: 0.05, discovering: 0, closing: -0.05 };

export type Answer = { parts: Part[]; revealed: string[]; topics?: Topic[] };

/** "How's it going?", "how's your week been?": a greeting's question, about how they are. */
const ASKS_HOW_THEY_ARE =
  /\bhow('?s| is| are| have| has)? ?(it going|you( doing| been)?|your (day|week|morning|afternoon|weekend)|things|everything|life|the (day|week))\b/;

/** A question after a quantity: how many, how long, how often, what rate. */
const ASKS_FOR_FIGURE =
  /\b(how (many|much time|long|often)|what('s| is) (the|your) (number|rate|percentage|figure)|what percent(age)?)\b/;

/**
 * What a guarded buyer says about a part of the plant: what it is like, never what hurts there.
 * The rep hears the question was understood; the sore point waits until it is earned.
 */
function guardedAnswer(c: ReplyCtx, s: BuyerState, topic: Topic): Answer {
  const area = AREAS.find((x) => x === topic);
  if (!area || s.revealedFacts.includes(`area:${area}`)) return { parts: [facts.deflectLines(c, topic)], revealed: [] };
  return { parts: [more.areaLines(c, area), facts.holdBackTails(c)], revealed: [`area:${area}`] };
}

function needed(base: number, cls: TurnClassification, mode: ModeKey): number {
  return base + MODE_SHIFT[mode] + (cls.isOpenQuestion ? 0 : 0.15);
}

function pickKpi(
  p: PersonaProfile,
  cls: TurnClassification,
  revealed: string[],
  topic: Topic,
): PersonaProfile['kpis'][number] | undefined {
  const byTopic = TOPIC_KPI[topic];
  const pool = byTopic ? p.kpis.filter((k) => byTopic.includes(k.key)) : p.kpis;
  const named = pool.find(
    (k) => cls.normalized.includes(k.name.toLowerCase()) || cls.normalized.includes(k.key.replace('_', ' ')),
  );
  const cued = cuedKpis(cls.normalized);
  const hinted = pool.find((k) => cued.includes(k.key));
  return named ?? hinted ?? pool.find((k) => !revealed.includes(`kpi:${k.key}`)) ?? pool[0];
}

/** A sore number told only when it is the one asked for: "what reject rate…" is not about PMs. */
function fitsFigure(pain: string, cls: TurnClassification, topic: Topic): boolean {
  const cued = topic === 'metrics' ? cuedKpis(cls.normalized) : [];
  return cued.length === 0 || cuedKpis(pain.toLowerCase()).some((k) => cued.includes(k));
}

/** The answer to one topic asked about, by what the buyer knows and how far it trusts the rep; null when it has none. */
export function answerTopic(
  p: PersonaProfile,
  c: ReplyCtx,
  s: BuyerState,
  cls: TurnClassification,
  mode: ModeKey,
  topic: Topic,
): Answer | null {
  const trust = s.trust;
  const known = (id: string): boolean => s.revealedFacts.includes(id);
  const reveal = (id: string, lines: string[], base: number): Answer => {
    if (known(id)) return { parts: [facts.repeatIntros(), lines], revealed: [] };
    // By the closing call the rep has earned the facts; what the buyer still holds back there is
    // leverage (the budget figure), not the plant.
    if (mode !== 'closing' && trust < needed(base, cls, mode)) return guardedAnswer(c, s, topic);
    return { parts: [lines], revealed: [id] };
  };

  // A number the rep names ("what's your yield running at?") is what they asked for, whatever
  // sore point sits under the same topic.
  const named = p.kpis.find((k) => cls.normalized.includes(k.name.toLowerCase()));
  if (named && (topic === 'metrics' || TOPIC_KPI[topic]?.includes(named.key)))
    return reveal(`kpi:${named.key}`, facts.kpiLines(c, named), 0.4);
  // "How many shifts do you run?" asks for the shifts, not for what hurts in operations.
  const question = askedWords(cls);
  const { facets, picture } = readOperationsQuestion(question);
  // "How many people work in the plant?" asks for the headcount, not the staffing figure: what the
  // staffing side is like, headcount first.
  if (topic === 'staffing' && facets.includes('people'))
    return reveal('area:staffing', more.areaLines(c, 'staffing'), 0.3);
  // "Do you stock the valves yourself?" asks after the spares, whether it was read as support or as
  // maintenance; a sore point of the same topic that is about the same thing is the better answer.
  const service = SERVICE_TOPICS.has(topic) ? serviceFacet(question) : null;
  if (
    service &&
    !p.hiddenPains.some((x) => x.topic === topic && !known(`pain:${x.id}`) && serviceFacet(x.text) === service)
  ) {
    const id = `service:${service}`;
    const a = reveal(id, serviceFacetLines(c, service), 0.3);
    // A guarded buyer's deflection answers nothing, so it speaks for no other topic.
    return a.revealed.length > 0 || known(id) ? { ...a, topics: [...FACET_TOPICS[service]] } : a;
  }
  const specific = topic === 'operations' && (facets.length > 0 || picture) && !asksAboutTrouble(cls);
  if (!specific && (topic === 'pains' || PAIN_TOPICS.includes(topic))) {
    const pain = p.hiddenPains.find(
      (x) => !known(`pain:${x.id}`) && (topic === 'pains' || x.topic === topic) && fitsFigure(x.text, cls, topic),
    );
    if (pain && trust >= needed(0.45, cls, mode)) {
      return {
        parts: [facts.painIntros(c), facts.painLines(pain), facts.painImpacts(c)],
        revealed: [`pain:${pain.id}`],
      };
    }
    // A guarded buyer still describes the plant or quotes a KPI; only sore spots get deflected.
    if (pain && SORE_TOPICS.includes(topic)) return guardedAnswer(c, s, topic);
    // "What makes the long ones long?" about an area that does not hurt: a buyer who trusts the
    // rep says where it does hurt, instead of the same figure again.
    const elsewhere = p.hiddenPains.find((x) => !known(`pain:${x.id}`));
    const redirect = !pain && elsewhere && topic !== 'pains' && mode !== 'closing' && asksAboutTrouble(cls);
    if (redirect && trust >= needed(0.45, cls, mode)) {
      // The area asked about is described first, so the question gets its answer before the turn.
      const area = AREAS.find((x) => x === topic);
      const described = area && !known(`area:${area}`) ? [more.areaLines(c, area)] : [];
      return {
        parts: [...described, facts.notWhereItHurtsLines(c, topic), facts.painLines(elsewhere), facts.painImpacts(c)],
        revealed: [...(described.length > 0 ? [`area:${topic}`] : []), `pain:${elsewhere.id}`],
      };
    }
  }
  // "How many hours does sanitation take you?" asks for the number the buyer keeps on it, not
  // the description of the area it gave before.
  const topicKpis = TOPIC_KPI[topic];
  if (topicKpis && ASKS_FOR_FIGURE.test(cls.normalized)) {
    const kpi = p.kpis.some((k) => topicKpis.includes(k.key)) ? pickKpi(p, cls, s.revealedFacts, topic) : undefined;
    if (kpi) return reveal(`kpi:${kpi.key}`, facts.kpiLines(c, kpi), 0.4);
  }
  switch (topic) {
    case 'budget': {
      // Money is discussed after a problem is on the table, not before.
      // A figure the rep gave is what the budget is weighed against.
      const { quoted, pointedAt } = statedSum(memoryOf(s), cls.normalized);
      // In closing, "where does that total sit against what finance approved?" is answered with
      // where it sits: the rep's figure against the budget, not the budget figure itself.
      if (pointedAt && mode === 'closing')
        return { parts: [more.priceVerdictLines(c, memoryOf(s), cls.normalized)], revealed: [] };
      const against: Part[] = quoted ? [[`At ${quoted}?`, `You said ${quoted}.`]] : [];
      if (mode !== 'closing' && !s.revealedFacts.some((f) => f.startsWith('pain:')))
        return { parts: [...against, facts.deflectLines(c, 'budget')], revealed: [] };
      const a = reveal('budget', facts.budgetLines(c), 0.55);
      return { ...a, parts: [...against, ...a.parts] };
    }
    case 'authority':
      return reveal('authority', facts.authorityLines(c), 0.45);
    case 'timeline':
      return reveal('timeline', facts.timelineLines(c), 0.45);
    case 'decision_process':
      return reveal('decision_process', facts.decisionProcessLines(c), 0.5);
    case 'competitors':
      return reveal('competitors', facts.competitorLines(c, trust >= 0.6), 0.4);
    case 'compliance':
      return reveal('compliance', facts.complianceLines(c), 0.3);
    case 'rapport':
      if (ASKS_HOW_THEY_ARE.test(cls.normalized)) return { parts: [more.wellbeingLines(c)], revealed: [] };
      return reveal('rapport', facts.rapportLines(c), 0.2);
    case 'operations': {
      // "How many shifts do you run?" is answered with the shifts, not the plant's overview.
      if (facets.length === 0) return reveal('operations', facts.operationsLines(c), 0.2);
      const answers = facets.map((f) => reveal(`operations:${f}`, ops.operationsFacetLines(c, f), 0.2));
      // A guarded buyer deflects once (every facet needs the same trust); told before, the buyer
      // says "like I said" once.
      if (answers[0]!.revealed.length === 0 && !known(`operations:${facets[0]}`)) return answers[0]!;
      const parts = answers.flatMap((a, i) => (i > 0 && a.revealed.length === 0 ? a.parts.slice(1) : a.parts));
      return { parts, revealed: answers.flatMap((a) => a.revealed) };
    }
    case 'roi': {
      // "With the two twelve five, does the payback work?": the sum is what the savings are weighed against.
      const { quoted, pointedAt } = statedSum(memoryOf(s), cls.normalized);
      const against: Part[] = pointedAt ? [[`Against ${quoted}?`, `At ${quoted}?`]] : [];
      const a = reveal('roi', more.roiLines(c), 0.4);
      return { ...a, parts: [...against, ...a.parts] };
    }
    case 'price':
      return {
        parts: [more.priceLines(c, memoryOf(s), p.document?.priceMentioned ?? null, cls.normalized)],
        revealed: [],
      };
    case 'installation':
      return reveal('installation', more.installationLines(c), 0.35);
    case 'support':
      return reveal('support', more.supportLines(c), 0.3);
    case 'contract':
      return reveal('contract', more.contractLines(c), 0.45);
    case 'tariffs':
      return reveal('tariffs', more.tariffLines(c), 0.3);
    case 'next_step':
      return reveal('next_step', more.nextStepLines(c), 0.35);
    case 'food_safety':
      return reveal('food_safety', more.foodSafetyLines(c), 0.3);
    default: {
      // "What reject rate would you call a win?" to a buyer who keeps no quality figure: they say
      // whose number that is, then give their own, not a figure passed off as the one asked for.
      const kpi = pickKpi(p, cls, s.revealedFacts, topic);
      const owner =
        topic === 'metrics'
          ? ownerOfUnkeptFigure(
              cls.normalized,
              p.kpis.map((k) => k.key),
            )
          : undefined;
      if (owner && kpi) return reveal(`kpi:${kpi.key}`, more.unkeptFigureLines(owner, kpi), 0.4);
      if (topic === 'metrics' || (kpi && TOPIC_KPI[topic])) {
        if (!kpi) return null;
        return reveal(`kpi:${kpi.key}`, facts.kpiLines(c, kpi), 0.4);
      }
      // No number and no sore point on it: the buyer still describes that part of the plant.
      const area = AREAS.find((x) => x === topic);
      if (area) return reveal(`area:${area}`, more.areaLines(c, area), 0.3);
      return null;
    }
  }
}
