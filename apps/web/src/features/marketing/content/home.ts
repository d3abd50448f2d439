export const HOME_STEPS = [
  {
    title: 'Build the buyer',
    body: 'Pick the industry, role, experience, plant size and manufacturing model. Buyerlab turns them into a buyer with a plant, KPIs, a budget cycle, hidden pains and objections of their own.',
  },
  {
    title: 'Have the conversation',
    body: 'Talk out loud, or face an animated buyer on video. Cold-call a busy plant manager, run discovery with a QA lead, or defend your proposal to procurement. Interrupt, pause, recover: it answers in real time.',
  },
  {
    title: 'Read the evidence',
    body: 'Every score quotes what you actually said and shows a better way to say it at that moment. Talk share, open questions, filler words and qualification coverage sit against healthy ranges.',
  },
] as const;

export const HOME_MODES = [
  {
    key: 'prospecting',
    title: 'Prospecting',
    body: 'A busy buyer picks up a cold call between shift meetings. Earn thirty seconds, then a meeting. Lead with a feature list and the line goes quiet.',
  },
  {
    key: 'discovering',
    title: 'Discovering',
    body: 'The buyer will answer, but pains like changeover losses or a failed SQF audit only surface when your questions earn them. Budget, authority and timeline too.',
  },
  {
    key: 'closing',
    title: 'Closing',
    body: 'The buyer has read your proposal. Price, ROI, installation downtime, service response and tariffs are all on the table, and nothing gets signed until each one is settled.',
  },
] as const;

export const HOME_BUYERS = [
  { role: 'Plant Manager', cares: 'OEE, unplanned downtime, headcount per line, the capex committee' },
  {
    role: 'Quality / Food Safety Specialist',
    cares: 'HACCP plans, FSMA, SQF/BRC audits, allergen changeovers, CIP validation',
  },
  {
    role: 'Maintenance Manager',
    cares: 'Mean time to repair, spare-parts lead times, PM schedules, technician skills',
  },
  { role: 'Procurement Manager', cares: 'Total cost of ownership, payment terms, supplier risk, competing quotes' },
] as const;

export const HOME_REPORT_POINTS = [
  'Scores for each skill the mode calls for, from needs discovery to objection handling',
  'Verbatim quotes from your own turns behind every score, never paraphrased',
  'A better phrasing written for the moment you stumbled',
  'Keep / Start / Stop coaching and one drill for the next session',
  'Your change since the last session in the same mode',
] as const;

/** The product tour on the home page: one real screen each (apps/web/public/product). */
export const PRODUCT_TOUR = [
  {
    shot: 'practice-call',
    title: 'Talk to the buyer',
    body: 'A spoken call, by voice or on video, with a buyer who remembers what you said and pushes back like the real one.',
  },
  {
    shot: 'report',
    title: 'Read what happened',
    body: 'Scores by skill, each backed by your own words, and what to start, stop and keep doing next time.',
  },
  {
    shot: 'team',
    title: 'See the team grow',
    body: "Managers see every rep's latest score in every skill, the team's weekly trend and each rep's calls.",
  },
] as const;
