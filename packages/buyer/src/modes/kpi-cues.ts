import type { KpiKey } from '../catalog/keys';

// Which of the buyer's numbers a question asks for, read from the words a rep uses for it rather
// than the KPI's own name: "what reject rate would you call a win" asks for the QA-hold figure,
// "how much product do you lose" for yield.

const KPI_CUES: Record<KpiKey, RegExp> = {
  oee: /\b(oee|efficiency|run ?rates?|throughput|output|availability|line speed|(cases|packs|units|bags|trays) (per|an|a) (hour|shift|minute))\b/,
  unplanned_downtime: /\b(down ?time|breakdowns?|unplanned stops?|stoppages?|line stops?)\b/,
  changeover_minutes: /\b(change ?overs?|format changes?|product changes?|flavou?r changes?)\b/,
  yield: /\b(yield|scrap|waste|product loss|(do|does) (you|the line) lose)\b/,
  giveaway: /\b(give ?away|over ?fill(s|ing)?)\b/,
  sanitation_hours: /\b(sanitation|cleaning|clean ?ups?|wash ?downs?|cip)\b/,
  audit_score: /\b(audits?|auditors?|sqf|brc|fssc)\b/,
  mttr: /\b(mttr|time to repair|fix it|get (it|the line) (back )?(up|running))\b/,
  pm_compliance: /\b(pms?|preventive|preventative|planned maintenance)\b/,
  otif: /\b(otif|on[- ]time|in[- ]full|late (orders|shipments|deliveries)|fill rate)\b/,
  hold_rate: /\b(holds?|on hold|rejects?|rejections?|defects?|rework|out of spec|off[- ]spec)\b/,
  complaints_per_million: /\b(complaints?|recalls?)\b/,
  labor_turnover: /\b(turnover|retention|attrition|quit(ting)?|churn)\b/,
  cost_per_case: /\b(cost (per|a) (case|unit|pack|tray)|unit cost|conversion cost)\b/,
  supplier_lead_time: /\b(lead times?|spare parts?|spares)\b/,
  capex_on_budget: /\b((on|over|under) budget|capital projects?)\b/,
};

/** The KPIs a question's words point at, in the order of the catalog. */
export function cuedKpis(normalized: string): KpiKey[] {
  return (Object.keys(KPI_CUES) as KpiKey[]).filter((k) => KPI_CUES[k].test(normalized));
}

/** Who in a plant keeps each number, for a buyer asked for one that is not theirs. */
const KPI_OWNER: Record<KpiKey, string> = {
  oee: 'production',
  unplanned_downtime: 'production',
  changeover_minutes: 'production',
  yield: 'quality',
  giveaway: 'quality',
  sanitation_hours: 'the sanitation lead',
  audit_score: 'quality',
  mttr: 'maintenance',
  pm_compliance: 'maintenance',
  otif: 'planning',
  hold_rate: 'quality',
  complaints_per_million: 'quality',
  labor_turnover: 'HR',
  cost_per_case: 'finance',
  supplier_lead_time: 'purchasing',
  capex_on_budget: 'engineering',
};

/** Who keeps the number a question asks for, when the buyer keeps none it points at. */
export function ownerOfUnkeptFigure(normalized: string, kept: readonly KpiKey[]): string | undefined {
  const cued = cuedKpis(normalized);
  if (cued.length === 0 || cued.some((k) => kept.includes(k))) return undefined;
  return KPI_OWNER[cued[0]!];
}
