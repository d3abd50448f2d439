import type { PaidPlanKey, Plan, PlanKey } from '@buyerlab/contract';

export const TRIAL_DAYS = 14;

/** The plan catalog: what the pricing page shows and what the limits and prices are read from. */
export const PLANS: Record<PlanKey, Plan> = {
  trial: {
    key: 'trial',
    name: 'Free trial',
    description: 'Every new account starts here: try every mode with your own buyers before you choose a plan.',
    price_per_seat_month: 0,
    currency: 'usd',
    sessions_per_month: 10,
    trial_days: TRIAL_DAYS,
    seats: { min: 1, max: 1 },
    features: [
      `${TRIAL_DAYS} days, 10 practice sessions`,
      'Prospecting, discovery and closing buyers',
      'Voice and video-avatar sessions',
      'Scored report with evidence after every session',
    ],
    purchasable: false,
  },
  rep: {
    key: 'rep',
    name: 'Rep',
    description: 'For a rep who practises every week on their own.',
    price_per_seat_month: 4_900,
    currency: 'usd',
    sessions_per_month: 40,
    trial_days: null,
    seats: { min: 1, max: 1 },
    features: [
      '40 practice sessions a month',
      'Everything in the free trial',
      'Proposal upload for closing practice',
      'Progress dashboard and PDF reports',
    ],
    purchasable: true,
  },
  team: {
    key: 'team',
    name: 'Team',
    description: 'For sales teams who practise together, priced per seat.',
    price_per_seat_month: 3_900,
    currency: 'usd',
    sessions_per_month: 60,
    trial_days: null,
    seats: { min: 3, max: 100 },
    features: [
      '60 practice sessions a month for every seat',
      'Everything in Rep',
      'One subscription covers every seat on the team',
      'Manager view of scores and trends by skill and mode',
    ],
    purchasable: true,
  },
};

export const planList = (): Plan[] => [PLANS.trial, PLANS.rep, PLANS.team];

export const priceOf = (plan: PaidPlanKey, seats: number) => PLANS[plan].price_per_seat_month * seats;

/** A paid period is one calendar month from the moment it is paid for. */
export function oneMonthFrom(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
