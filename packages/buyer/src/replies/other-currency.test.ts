import { describe, expect, it } from 'vitest';
import { persona, play } from '../testing/fixtures';

// A proposal in pesos and a budget in US dollars: the buyer converts roughly in their head before
// calling a figure over or inside the budget, as a buyer in Monterrey would.

const PROPOSAL =
  'Cotización: VFFS bagger with 14-head multihead weigher.\nEquipo: MXN 2,350,000\nPago: 50% anticipo, 50% contra entrega';

describe('a figure in another currency than the budget', () => {
  const p = persona({ mode: 'closing', role: 'procurement_manager', geography: 'mx', documentSummary: PROPOSAL });

  it('keeps its budget in another currency than the proposal, for this test to mean anything', () => {
    expect(p.budget.currency).toBe('USD');
    expect(p.budget.max).toBeLessThan(2_350_000);
  });

  it('does not call a peso proposal over a dollar budget by comparing the bare numbers', () => {
    const opening = play(p, 'closing', 'fx1', []).opening;
    const t = play(p, 'closing', 'fx1', [
      'how do you see the 2 million 350 for the machine, is that close to what you were expecting',
    ]);
    expect(`${opening} ${t.replies[0]}`).not.toMatch(/over (our )?budget|more than I can sign for|close that gap/i);
    expect(t.replies[0]).toMatch(/2,350,000/);
    expect(t.replies[0]).toMatch(/about \$1\d\d,000/);
  });
});
