import { describe, expect, it } from 'vitest';
import type { TeamCapability } from '@buyerlab/contract';
import { capabilityCsv } from './capability-csv';

const capability: TeamCapability = {
  team_id: '00000000-0000-4000-8000-000000000001',
  name: 'East',
  skills: [{ key: 'closing', label: 'Closing, next step' }],
  members: [
    {
      user_id: '00000000-0000-4000-8000-000000000002',
      first_name: '=HYPERLINK("x")',
      last_name: 'Rao',
      email: 'asha@example.com',
      role: 'member',
      sessions: 3,
      reports: 2,
      last_practice_at: '2026-11-20T10:00:00.000Z',
      overall: { score: 71, change: -4 },
      modes: [{ mode: 'closing', reports: 2, score: 71, change: -4 }],
      skills: [{ key: 'closing', label: 'Closing, next step', score: 64.5, change: null }],
    },
  ],
  maturity: [],
};

describe('capability CSV', () => {
  it('writes one row per rep with scores by mode and skill, quoting commas and defusing formulas', () => {
    const [header, row] = capabilityCsv(capability).trimEnd().split('\r\n');
    expect(header).toBe(
      'First name,Last name,Email,Sessions,Reports,Last practice,Overall,Overall change,prospecting score,prospecting change,discovering score,discovering change,closing score,closing change,"Closing, next step score","Closing, next step change"',
    );
    expect(row).toBe(`"'=HYPERLINK(""x"")",Rao,asha@example.com,3,2,2026-11-20,71,-4,,,,,71,-4,64.5,`);
  });
});
