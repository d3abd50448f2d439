import type { PersonaProfile, Topic } from '../../src/index';
import type { TopicVocabulary } from '../types';

// The cross-check judge's reply vocabularies. It does not trust the buyer's own report of what
// it answered: a reply is on a topic when it uses that topic's words — the words the buyer's fact
// banks answer with, plus this persona's own facts (its budget figures, who decides, its KPIs,
// its vendors). The words are chosen to tell topics apart: "cost" alone would make a price
// brush-off look like an answer to "what does an hour of downtime cost you".

const GENERIC: Record<Topic, readonly string[]> = {
  operations: [
    'lines?',
    'shifts?',
    'around the clock',
    'we (run|make|pack|produce|fill)',
    'capacity',
    'throughput',
    'per (minute|hour)',
    'volume',
    'running at',
    'skus?',
  ],
  pains: [
    'problems?',
    'issues?',
    'headaches?',
    'costing us',
    'killing us',
    'biggest (thing|challenge|worry)',
    'struggl\\w*',
    'frustrat\\w*',
    'keeps? me up',
    'lands? on my desk',
  ],
  metrics: ['oee', 'percent', 'targets?', 'kpis?', 'scorecard', 'per case', 'mttr', 'running (at|around)'],
  budget: ['budget\\w*', 'approved', 'capex', 'capital', 'spend', 'thousand', 'money (is|was)'],
  authority: [
    'signs? (off|it)',
    'final say',
    'makes? the call',
    'approv\\w*',
    'decision maker',
    'decides?',
    'my boss',
    'cfo',
    'gm',
    'owners?',
    'board',
    'up to me',
  ],
  timeline: [
    'by (the )?(end|spring|summer|fall|winter|january|june|q\\d)',
    'quarters?',
    'months?',
    'next year',
    'this year',
    'deadline',
    'running by',
    'timing',
    'shutdown',
    'window',
    'weeks?',
  ],
  decision_process: [
    'process',
    'steps?',
    'quotes?',
    'committee',
    'evaluat\\w*',
    'criteria',
    'trials?',
    'reference site',
    'business case',
    'sign-?off',
    'review',
  ],
  competitors: ['vendors?', 'suppliers?', 'alternatives?', 'other quotes?', 'competitors?', 'we use', 'we run'],
  food_safety: [
    'sanitation',
    'allergen\\w*',
    'washdown',
    'haccp',
    'listeria',
    'pathogen\\w*',
    'food safety',
    'foreign (material|body)',
    'audits?',
    'cip',
    'hygien\\w*',
    'environmental monitoring',
    'swabs?',
    'zone \\d',
    'revalidat\\w*',
  ],
  compliance: [
    'fda',
    'usda',
    'fsma',
    'cfia',
    'sfcr',
    'cofepris',
    'nom',
    'osha',
    'regulat\\w*',
    'inspect\\w*',
    'complian\\w*',
    'audit\\w*',
    'labels?',
    'labell?ing',
    'certif\\w*',
    'revalidat\\w*',
    'food safety plan',
  ],
  maintenance: [
    'maintenance',
    'technicians?',
    'mechanics?',
    'spare',
    'parts',
    'breakdowns?',
    'downtime',
    'mttr',
    'preventive',
    'pm',
    'repairs?',
    'wear',
  ],
  changeover: ['changeovers?', 'change ?over', 'format', 'switch\\w*', 'skus?', 'minutes', 'tooling', 'change parts'],
  staffing: [
    'staff\\w*',
    'operators?',
    'people',
    'hir\\w*',
    'turnover',
    'labou?r',
    'crews?',
    'headcount',
    'train\\w*',
    'short[- ]handed',
  ],
  quality: [
    'quality',
    'rejects?',
    'holds?',
    'hold rate',
    'complaints?',
    'yield',
    'giveaway',
    'defects?',
    'scrap',
    'rework',
    'out of spec',
    'recalls?',
  ],
  price: [
    'price\\w*',
    'pricing',
    '\\$ ?\\d',
    'usd',
    'cad',
    'expensive',
    'cheaper',
    'discount\\w*',
    'quoted?',
    'thousand',
    'over budget',
  ],
  roi: [
    'payback',
    'pays? (for )?itself',
    'return',
    'roi',
    'costs? us',
    'per hour',
    'an hour',
    'worth',
    'savings?',
    'save',
    '(thousand|million|\\d+k) (dollars|bucks|pesos)',
    'dollars (an?|per) (hour|day|week|shift|month)',
    'real money',
    'lose',
    'losing',
    'loss',
    'business case',
  ],
  installation: [
    'install\\w*',
    'commission\\w*',
    'start-?up',
    'shutdown',
    'rigging',
    'days? down',
    'weeks? down',
    'downtime',
    'site acceptance',
    'fat',
    'sat',
  ],
  support: [
    'support',
    'servic\\w*',
    'techs?',
    'in house',
    'technicians?',
    'warranty',
    'on site',
    'response',
    'spares?',
    'parts',
    'training',
    'hotline',
    'remote',
  ],
  contract: [
    'contract',
    'terms',
    'payment',
    'deposit',
    'net \\d+',
    'holdback',
    'retention',
    'acceptance',
    'penalt\\w*',
    'clauses?',
    'legal',
    'purchase order',
    'po',
    'in writing',
    'signature',
    'warranty',
  ],
  tariffs: [
    'tariffs?',
    'dut(y|ies)',
    'import\\w*',
    'border',
    'usmca',
    'cusma',
    't-mec',
    'immex',
    'peso',
    'exchange',
    'customs',
    'currency',
    'landed cost',
    'surcharges?',
  ],
  next_step: [
    'next step',
    'send (me|it|over)',
    'meeting',
    'meet',
    'follow[- ]up',
    'visit',
    'reference (plant|site)',
    'see it running',
    'trial',
    'email',
    'invite',
    'calendar',
    'monday|tuesday|wednesday|thursday|friday',
    'next week',
    "let's (do|set|book)",
  ],
  rapport: ['years', 'started (on|as|here)', 'weekend', 'family', 'kids', 'long day', 'busy', 'thanks for asking'],
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every run of four words of a persona fact: enough to recognise it said in other words around it. */
function phrases(...facts: readonly string[]): string[] {
  return facts.flatMap((fact) => {
    const words = fact.toLowerCase().match(/[\p{L}\p{N}$.,'-]+/gu) ?? [];
    if (words.length <= 4) return [escape(words.join(' '))];
    return words.slice(0, -3).map((_, i) => escape(words.slice(i, i + 4).join(' ')));
  });
}

function exact(...facts: readonly string[]): string[] {
  return facts.filter((f) => f.trim().length > 2).map((f) => escape(f.toLowerCase()));
}

/** The persona's own facts, by topic. */
function personaWords(p: PersonaProfile): Partial<Record<Topic, string[]>> {
  const numbers = (n: number): string[] => [String(n), String(Math.round(n / 1000)), n.toLocaleString('en-US')];
  const kpi = p.kpis.flatMap((k) => [escape(k.name.toLowerCase()), escape(k.spoken.toLowerCase())]);
  const pains = p.hiddenPains.map((h) => h.text);
  return {
    operations: [...exact(...p.company.products, p.plant.schedule, p.equipment.shortName), String(p.plant.lines)],
    pains: phrases(...pains),
    metrics: kpi,
    budget: [
      ...exact(p.budget.range, p.budget.spoken, p.budget.owner),
      ...numbers(p.budget.min),
      ...numbers(p.budget.max),
    ],
    authority: exact(p.authority.decisionMaker, ...p.authority.influencers),
    timeline: [
      ...exact(p.timeline.horizon, p.timeline.installWindow, p.plant.shutdownWindow),
      ...phrases(p.timeline.trigger),
    ],
    decision_process: [
      ...exact(...p.decisionProcess.steps, ...p.decisionProcess.criteria),
      ...phrases(p.decisionProcess.summary),
    ],
    competitors: exact(p.competitors.currentVendor, ...p.competitors.alternatives),
    food_safety: exact(p.plant.sanitation, p.plant.auditScheme, ...p.plant.hazards.split(' and ')),
    compliance: exact(p.plant.regulators, p.plant.auditScheme, p.plant.labelling),
    tariffs: phrases(p.plant.tariffs),
    installation: exact(p.plant.shutdownWindow, `${p.equipment.installDays} days`),
    price: exact(...(p.document?.priceMentioned ? [p.document.priceMentioned] : [])),
    rapport: [`${p.yearsInRole} years`],
  };
}

/** The persona's pains and concerns, each on the topic the profile files it under. */
function concernWords(p: PersonaProfile, topic: Topic): string[] {
  return [
    ...p.hiddenPains.filter((h) => h.topic === topic).flatMap((h) => phrases(h.text)),
    ...p.objections.filter((o) => o.topic === topic).flatMap((o) => phrases(o.text, o.detail)),
  ];
}

export function topicVocabulary(p: PersonaProfile): TopicVocabulary {
  const own = personaWords(p);
  const out = {} as Record<Topic, RegExp[]>;
  for (const topic of Object.keys(GENERIC) as Topic[]) {
    const words = [...GENERIC[topic], ...(own[topic] ?? []), ...concernWords(p, topic)];
    out[topic] = words.map((w) => new RegExp(`(^|[^a-z0-9])${w}($|[^a-z0-9])`, 'i'));
  }
  return out;
}

/**
 * The reply brings words of the topic of its own: a word the rep's question already used does
 * not count, so "Budget? I don't talk budget on a first call" is not an answer about budget.
 */
export function mentionsTopic(vocabulary: TopicVocabulary, topic: Topic, reply: string, question = ''): boolean {
  const text = reply.replace(/’/g, "'");
  return vocabulary[topic].some((re) => re.test(text) && !re.test(question));
}
