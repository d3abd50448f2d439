import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, type MyAssignmentList, type TeamAssignmentList } from '@buyerlab/contract';
import { loadCatalog, personaPayload, practiseReportedCall } from '../../test/practice-fixtures';
import { inviteIntoTeam } from '../../test/teams';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { OPEN_LIMITS, TEST_COUPON, bearer } from '../auth/auth.testing';

describe('assignments: a practice call the manager sets, and where each rep stands', { timeout: 90_000 }, () => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as string } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ ...OPEN_LIMITS, INVITE_COUPON: TEST_COUPON });
    await createTestUser(t.app);
  });
  afterAll(() => t.close());

  /** A manager with a team and one rep in it. */
  async function teamWithRep() {
    const boss = bearer((await createTestUser(t.app, { firstName: 'Mara' })).token);
    const team = await call('POST', '/api/v1/teams', boss, { name: 'Assignments' });
    const teamId = team.json<{ team_id: string }>().team_id;
    const rep = await createTestUser(t.app, { firstName: 'Rina' });
    await inviteIntoTeam(t.app, teamId, boss, { email: rep.user.email, auth: bearer(rep.token) });
    return { boss, teamId, rep: bearer(rep.token) };
  }

  it('is set by the manager, shown to the rep as open, and turns passed or done with the rep’s report', async () => {
    const { boss, teamId, rep } = await teamWithRep();
    const catalog = await loadCatalog(t.app);
    const { mode_id: _mode, ...persona } = personaPayload(catalog);
    const modeId = catalog.modes.get('discovering')!;
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const set = async (minScore: number) => {
      const res = await call('POST', `/api/v1/teams/${teamId}/assignments`, boss, {
        mode_id: modeId,
        persona,
        due_at: due,
        min_score: minScore,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: ASSIGNMENT_MESSAGES.created });
      return res.json<{ assignment_id: string }>().assignment_id;
    };
    const easy = await set(0);
    const hard = await set(100);

    const mine = async () => (await call('GET', '/api/v1/assignments/mine', rep)).json<MyAssignmentList>().assignments;
    expect((await mine()).map((a) => [a.assignment_id, a.status, a.overdue])).toEqual([
      [easy, 'open', false],
      [hard, 'open', false],
    ]);
    expect((await mine())[0]).toMatchObject({ team_name: 'Assignments', mode_name: 'Discovering', min_score: 0 });

    // Practised with a report: the easy one is passed, the one asking for 100 is done but not passed.
    await practiseReportedCall(t.app, rep, 'discovering', easy);
    await practiseReportedCall(t.app, rep, 'discovering', hard);
    const after = await mine();
    expect(after.find((a) => a.assignment_id === easy)).toMatchObject({ status: 'passed' });
    const hardNow = after.find((a) => a.assignment_id === hard)!;
    expect(hardNow.status).toBe('done');
    expect(hardNow.best_score).toBeLessThan(100);

    const team = (await call('GET', `/api/v1/teams/${teamId}/assignments`, boss)).json<TeamAssignmentList>();
    expect(team.assignments.map((a) => [a.assignment_id, a.reps, a.passed, a.done])).toEqual([
      [easy, 1, 1, 0],
      [hard, 1, 0, 1],
    ]);
  });

  it('keeps assignments to their team: 401 signed out, 403 for a rep, 404 for another team and outsiders', async () => {
    const { boss, teamId, rep } = await teamWithRep();
    const other = await teamWithRep();
    const catalog = await loadCatalog(t.app);
    const { mode_id: _mode, ...persona } = personaPayload(catalog);
    const body = {
      mode_id: catalog.modes.get('discovering'),
      persona,
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
      min_score: 60,
    };
    const created = await call('POST', `/api/v1/teams/${teamId}/assignments`, boss, body);
    const assignmentId = created.json<{ assignment_id: string }>().assignment_id;

    for (const url of [`/api/v1/teams/${teamId}/assignments`, '/api/v1/assignments/mine'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    expect((await call('GET', `/api/v1/teams/${teamId}/assignments`, rep)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/teams/${teamId}/assignments`, rep, body)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/teams/${teamId}/assignments`, other.boss)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/teams/${teamId}/assignments`, other.boss, body)).statusCode).toBe(404);
    // Another team's rep neither sees it nor can practise it.
    expect((await call('GET', '/api/v1/assignments/mine', other.rep)).json<MyAssignmentList>().assignments).toEqual([]);
    await expect(practiseReportedCall(t.app, other.rep, 'discovering', assignmentId)).rejects.toThrow(/404/);
    // In the wrong mode it is refused with what to do.
    await expect(practiseReportedCall(t.app, rep, 'closing', assignmentId)).rejects.toThrow(
      ASSIGNMENT_MESSAGES.wrongMode,
    );
  });

  it('refuses a due date in the past, a pass mark out of range and a buyer the mode does not offer', async () => {
    const { boss, teamId } = await teamWithRep();
    const catalog = await loadCatalog(t.app);
    const { mode_id: _mode, ...persona } = personaPayload(catalog);
    const base = {
      mode_id: catalog.modes.get('discovering'),
      persona,
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
      min_score: 60,
    };
    const post = (body: unknown) => call('POST', `/api/v1/teams/${teamId}/assignments`, boss, body);
    const past = await post({ ...base, due_at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({ detail: ASSIGNMENT_MESSAGES.dueInPast });
    const mark = await post({ ...base, min_score: 101 });
    expect(mark.statusCode).toBe(422);
    expect(mark.json<{ detail: string }>().detail).toContain(ASSIGNMENT_MESSAGES.minScoreRange);
    const unknownRole = await post({ ...base, persona: { ...persona, ai_role_id: 99_999 } });
    expect(unknownRole.statusCode).toBe(422);
  });
});
