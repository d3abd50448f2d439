import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  TEAM_MESSAGES,
  type AuthResponse,
  type ReportList,
  type TeamCapability,
  type TeamList,
  type TeamMemberList,
} from '@buyerlab/contract';
import { inviteCoupons, users } from '../../db/schema';
import { practiseReportedCall } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailedInviteCode } from '../../test/teams';
import { createTestUser } from '../../test/users';
import { bearer, OPEN_LIMITS, registerUser, signIn, signUpPayload, TEST_COUPON } from '../auth/auth.testing';

describe('roles on a fresh install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...OPEN_LIMITS, INVITE_COUPON: TEST_COUPON });
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
  const mailedCode = (email: string) => mailedInviteCode(t.app, email);
  const invite = async (email: string) => {
    const res = await call('POST', `/api/v1/teams/${teamId}/invites`, manager, { email });
    expect(res.statusCode, res.body).toBe(201);
    return mailedCode(email);
  };

  beforeAll(async () => {
    t = await createTestApp({ ...OPEN_LIMITS, INVITE_COUPON: TEST_COUPON });
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
