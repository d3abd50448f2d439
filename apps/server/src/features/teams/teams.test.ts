import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_MESSAGES,
  AUTH_MESSAGES,
  TEAM_MESSAGES,
  type MyAssignmentList,
  type TeamAssignmentList,
  type AuthResponse,
  type ReportList,
  type TeamCapability,
  type TeamList,
  type TeamMemberList,
} from '@buyerlab/contract';
import { inviteCoupons, users } from '../../db/schema';
import { loadCatalog, personaPayload, practiseReportedCall } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bearer, registerUser, signIn, signUpPayload, TEST_COUPON } from '../auth/auth.testing';

const OPEN = {
  AUTH_IP_RATE_LIMIT: '100000',
  AUTH_ACCOUNT_RATE_LIMIT: '100000',
  HASH_QUEUE_LIMIT: '64',
  RATE_LIMIT_SCALE: '100',
};

describe('roles on a fresh install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...OPEN, INVITE_COUPON: TEST_COUPON });
  });
  afterAll(() => t.close());

  it('makes the first account super_admin and every later one a rep', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    expect(first.user.role.name).toBe('super_admin');
    expect(second.user.role.name).toBe('rep');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(first.token) });
    expect(me.json()).toMatchObject({ role: { name: 'super_admin' } });
  });

  it('stops a disabled account’s token on its very next call and refuses it a new one', async () => {
    const account = await registerUser(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) });
    expect(before.statusCode).toBe(200);
    await t.app.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, account.user.user_id));
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) });
    expect(after.statusCode).toBe(401);
    const again = await signIn(t.app, account.email, account.password);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: AUTH_MESSAGES.accountDisabled });
    // A wrong password still says only that the credentials are wrong.
    const wrong = await signIn(t.app, account.email, 'not the password');
    expect(wrong.json()).toEqual({ detail: AUTH_MESSAGES.signInInvalid });
  });
});

describe('teams: invites, members and what a manager sees', { timeout: 60_000 }, () => {
  let t: TestApp;
  let manager: { authorization: string };
  let teamId: string;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as string } : {}) });
  /** The newest invite code in the local outbox for this address. */
  const mailedCode = async (email: string) => {
    const mail = (await t.app.mailer.listOutbox()).find((m) => m.to === email);
    const code = /Your invite code: (\S+)/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`no invite mailed to ${email}`);
    return code;
  };
  const invite = async (email: string) => {
    const res = await call('POST', `/api/v1/teams/${teamId}/invites`, manager, { email });
    expect(res.statusCode, res.body).toBe(201);
    return mailedCode(email);
  };

  beforeAll(async () => {
    t = await createTestApp({ ...OPEN, INVITE_COUPON: TEST_COUPON });
    await createTestUser(t.app); // not a fresh install: sign-ups below are reps
    const boss = await createTestUser(t.app, { firstName: 'Mara' });
    manager = bearer(boss.token);
    const res = await call('POST', '/api/v1/teams', manager, { name: '  Plant sales East ' });
    expect(res.statusCode, res.body).toBe(201);
    teamId = res.json<{ team_id: string }>().team_id;
    expect(res.json()).toEqual({ team_id: teamId, name: 'Plant sales East' });
  });
  afterAll(() => t.close());

  it('makes the creator its manager, and lists the team under mine', async () => {
    const me = await call('GET', '/api/v1/auth/me', manager);
    expect(me.json()).toMatchObject({ role: { name: 'manager' } });
    const mine = (await call('GET', '/api/v1/teams/mine', manager)).json<TeamList>();
    expect(mine.teams).toEqual([expect.objectContaining({ team_id: teamId, role: 'manager', member_count: 1 })]);
  });

  it('refuses a blank team name with a clear message', async () => {
    const res = await call('POST', '/api/v1/teams', manager, { name: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toContain(TEAM_MESSAGES.nameRequired);
  });

  it('mails a single-use code that signs a new rep up into the team: one of 20 parallel sign-ups', async () => {
    const code = await invite('new.rep@example.com');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: signUpPayload({ couponCode: code }) }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const joined = results.find((r) => r.statusCode === 201)!.json<AuthResponse>();
    expect(joined.user.role.name).toBe('rep');
    const members = (await call('GET', `/api/v1/teams/${teamId}/members`, manager)).json<TeamMemberList>();
    expect(members.members.map((m) => m.user_id)).toContain(joined.user.user_id);
    expect(members.pending_invites.map((i) => i.email)).not.toContain('new.rep@example.com');
    const [coupon] = await t.app.database.db.select().from(inviteCoupons).where(eq(inviteCoupons.code, code));
    expect(coupon?.usesTaken).toBe(1);
    const mine = (await call('GET', '/api/v1/teams/mine', bearer(joined.token))).json<TeamList>();
    expect(mine.teams).toEqual([expect.objectContaining({ team_id: teamId, role: 'member', member_count: 2 })]);
  });

  it('lets an existing account join with the code once; the spent code neither joins nor signs up again', async () => {
    const code = await invite('existing@example.com');
    const rep = await createTestUser(t.app);
    const accepted = await call('POST', '/api/v1/teams/invites/accept', bearer(rep.token), {
      code: code.toLowerCase(),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ team_id: teamId, name: 'Plant sales East', message: TEAM_MESSAGES.joined });
    const other = await createTestUser(t.app);
    const twice = await call('POST', '/api/v1/teams/invites/accept', bearer(other.token), { code });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ detail: TEAM_MESSAGES.inviteInvalid });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: signUpPayload({ couponCode: code }),
    });
    expect(signUp.statusCode).toBe(400);
  });

  it('tells a member who is already in the team, without spending the code', async () => {
    const code = await invite('twice@example.com');
    const rep = await createTestUser(t.app);
    expect((await call('POST', '/api/v1/teams/invites/accept', bearer(rep.token), { code })).statusCode).toBe(200);
    const second = await invite('twice@example.com');
    const again = await call('POST', '/api/v1/teams/invites/accept', bearer(rep.token), { code: second });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: TEAM_MESSAGES.alreadyMember });
    const [coupon] = await t.app.database.db.select().from(inviteCoupons).where(eq(inviteCoupons.code, second));
    expect(coupon?.usesTaken).toBe(0);
  });

  it('keeps manager-only calls from members (403) and the team from outsiders (404)', async () => {
    const code = await invite('member.only@example.com');
    const rep = await createTestUser(t.app);
    await call('POST', '/api/v1/teams/invites/accept', bearer(rep.token), { code });
    const outsider = await createTestUser(t.app);
    for (const url of [`/api/v1/teams/${teamId}/members`, `/api/v1/teams/${teamId}/capability`]) {
      const asMember = await call('GET', url, bearer(rep.token));
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.json()).toEqual({ detail: TEAM_MESSAGES.managerOnly });
      const asOutsider = await call('GET', url, bearer(outsider.token));
      expect(asOutsider.statusCode, url).toBe(404);
      expect(asOutsider.json()).toEqual({ detail: TEAM_MESSAGES.teamNotFound });
    }
  });

  it('removes a member, never the manager', async () => {
    const code = await invite('leaving@example.com');
    const rep = await createTestUser(t.app);
    await call('POST', '/api/v1/teams/invites/accept', bearer(rep.token), { code });
    const removed = await call('DELETE', `/api/v1/teams/${teamId}/members/${rep.user.id}`, manager);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: TEAM_MESSAGES.memberRemoved });
    const members = (await call('GET', `/api/v1/teams/${teamId}/members`, manager)).json<TeamMemberList>();
    expect(members.members.map((m) => m.user_id)).not.toContain(rep.user.id);
    const boss = members.members.find((m) => m.role === 'manager')!;
    const self = await call('DELETE', `/api/v1/teams/${teamId}/members/${boss.user_id}`, manager);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: TEAM_MESSAGES.cannotRemoveManager });
  });

  it("shows each rep's latest scores with change, the weekly maturity, and opens a rep's reports to the manager only", async () => {
    const code = await invite('scored@example.com');
    const rep = await createTestUser(t.app, { firstName: 'Scored' });
    await call('POST', '/api/v1/teams/invites/accept', bearer(rep.token), { code });
    const first = await practiseReportedCall(t.app, bearer(rep.token));
    const second = await practiseReportedCall(t.app, bearer(rep.token));
    const reports = (await call('GET', '/api/v1/performance-reports/', bearer(rep.token))).json<ReportList>();
    const [latest, previous] = reports.reports;

    const capability = await call('GET', `/api/v1/teams/${teamId}/capability`, manager);
    expect(capability.statusCode, capability.body).toBe(200);
    const body = capability.json<TeamCapability>();
    const row = body.members.find((m) => m.user_id === rep.user.id)!;
    expect(row).toMatchObject({ sessions: 2, reports: 2, first_name: 'Scored', role: 'member' });
    expect(row.last_practice_at).not.toBeNull();
    expect(row.overall).toEqual({
      score: latest!.overall_score,
      change: latest!.overall_score - previous!.overall_score,
    });
    expect(row.modes).toEqual([
      { mode: 'discovering', reports: 2, score: latest!.overall_score, change: row.overall!.change },
    ]);
    for (const skill of latest!.skills) {
      const before = previous!.skills.find((s) => s.key === skill.key);
      expect(row.skills).toContainEqual({
        key: skill.key,
        label: skill.label,
        score: skill.score,
        change: before ? Math.round((skill.score - before.score) * 10) / 10 : null,
      });
    }
    expect(body.skills.map((s) => s.key)).toEqual(expect.arrayContaining(latest!.skills.map((s) => s.key)));
    // The manager is not one of the reps measured.
    expect(body.members.every((m) => m.role === 'member')).toBe(true);
    const week = body.maturity.at(-1)!;
    expect(week.reports).toBe(2);
    expect(week.reps).toBe(1);
    expect(week.average).toBe((latest!.overall_score + previous!.overall_score) / 2);

    const list = await call('GET', `/api/v1/teams/${teamId}/members/${rep.user.id}/reports`, manager);
    expect(list.json<ReportList>().reports.map((r) => r.session_id)).toEqual([second, first]);
    for (const url of [
      `/api/v1/performance-reports/${second}`,
      `/api/v1/performance-reports/${second}/pdf`,
      `/api/v1/sessions/${second}/messages`,
    ]) {
      expect((await call('GET', url, manager)).statusCode, url).toBe(200);
    }
    // Asking to generate gives the manager the stored report, never a new one or someone else's write.
    const asked = await call('POST', '/api/v1/performance-reports/', manager, { session_id: second });
    expect(asked.json()).toMatchObject({ session_id: second });
    const feedback = await call('POST', '/api/v1/feedback/', manager, { session_id: second, rating: 1, comment: 'x' });
    expect(feedback.statusCode).toBe(404);

    // A teammate reads none of it.
    const teammateCode = await invite('teammate@example.com');
    const teammate = await createTestUser(t.app);
    await call('POST', '/api/v1/teams/invites/accept', bearer(teammate.token), { code: teammateCode });
    for (const url of [`/api/v1/performance-reports/${second}`, `/api/v1/sessions/${second}/messages`]) {
      expect((await call('GET', url, bearer(teammate.token))).statusCode, url).toBe(404);
    }
    // Removed from the team, the rep's work is closed to the former manager at once.
    await call('DELETE', `/api/v1/teams/${teamId}/members/${rep.user.id}`, manager);
    expect((await call('GET', `/api/v1/performance-reports/${second}`, manager)).statusCode).toBe(404);
  });
});

describe('assignments: a practice call the manager sets, and where each rep stands', { timeout: 90_000 }, () => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as string } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ ...OPEN, INVITE_COUPON: TEST_COUPON });
    await createTestUser(t.app);
  });
  afterAll(() => t.close());

  /** A manager with a team and one rep in it. */
  async function teamWithRep() {
    const boss = bearer((await createTestUser(t.app, { firstName: 'Mara' })).token);
    const team = await call('POST', '/api/v1/teams', boss, { name: 'Assignments' });
    const teamId = team.json<{ team_id: string }>().team_id;
    const rep = await createTestUser(t.app, { firstName: 'Rina' });
    await call('POST', `/api/v1/teams/${teamId}/invites`, boss, { email: rep.user.email });
    const mail = (await t.app.mailer.listOutbox()).find((m) => m.to === rep.user.email);
    const code = /Your invite code: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect((await call('POST', '/api/v1/teams/invites/accept', bearer(rep.token), { code })).statusCode).toBe(200);
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
