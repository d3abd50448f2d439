import {
  TEAM_MESSAGES,
  type CreateTeamRequest,
  type ReportList,
  type TeamCapability,
  type TeamList,
  type TeamMemberList,
} from '@buyerlab/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { promoteRepToManager, takeCouponUse } from '../auth/auth.service';
import type { AuthUser } from '../auth/auth.types';
import { subscriptionsService } from '../billing/subscriptions.service';
import { createCoupon, normalizeCouponCode } from '../auth/coupons';
import type { Mailer } from '../mail/mail.service';
import { reportHistoryOf } from '../reports/reports.service';
import { teamReportStats } from '../reports/team-stats';
import { teamInviteMail } from './teams.mails';
import { teamsRepository } from './teams.repository';

export const INVITE_DAYS = 14;
/** How far back the maturity trend reaches. */
const MATURITY_WEEKS = 26;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type TeamsDeps = {
  db: Database;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  appUrl?: string | undefined;
  now?: () => Date;
};

/** Teams: a manager, members who joined with an invite code, and what the manager may see of them. */
export function teamsService({ db, mailer, log, appUrl, now = () => new Date() }: TeamsDeps) {
  const repo = teamsRepository(db);
  const billing = subscriptionsService(db, { now });

  /** A Team plan's seats follow its owner's teams: after any change, the managers' seats are handed out again. */
  async function reseat(teamId: string) {
    const members = await repo.members(teamId);
    for (const m of members) if (m.role === 'manager') await billing.syncTeamSeats(m.userId);
  }

  /** Access first: outsiders get "not found", members who are not the manager get 403. */
  async function teamFor(viewer: AuthUser, teamId: string, managerOnly = true) {
    const membership = await repo.membership(teamId, viewer.id);
    if (!membership) throw new AppError('not_found', TEAM_MESSAGES.teamNotFound);
    if (managerOnly && membership.role !== 'manager') throw new AppError('forbidden', TEAM_MESSAGES.managerOnly);
    return membership.team;
  }

  async function join(userId: string, invite: { id: string; teamId: string }) {
    await repo.addMember(invite.teamId, userId, 'member');
    await repo.markInviteUsed(invite.id, userId);
    await reseat(invite.teamId);
  }

  return {
    teamFor,

    async create(viewer: AuthUser, input: CreateTeamRequest) {
      const team = await repo.createTeam(input.name, viewer.id);
      await promoteRepToManager(db, viewer.id);
      return { team_id: team.id, name: team.name };
    },

    async mine(viewer: AuthUser): Promise<TeamList> {
      const rows = await repo.teamsOf(viewer.id);
      return {
        teams: rows.map((r) => ({
          team_id: r.team.id,
          name: r.team.name,
          role: r.role,
          member_count: r.memberCount,
          created_at: r.team.createdAt.toISOString(),
        })),
      };
    },

    async invite(viewer: AuthUser, teamId: string, email: string) {
      const team = await teamFor(viewer, teamId);
      const coupon = await createCoupon(db, { uses: 1, days: INVITE_DAYS });
      const invite = await repo.insertInvite(team.id, email, coupon.code, viewer.id);
      const mail = teamInviteMail({
        to: email,
        teamName: team.name,
        managerName: `${viewer.firstName} ${viewer.lastName}`.trim(),
        code: coupon.code,
        days: INVITE_DAYS,
        appUrl,
      });
      try {
        await mailer.send(mail);
      } catch (error) {
        log.error({ err: error, team: team.id }, 'team invite mail failed');
        throw new AppError('service_unavailable', TEAM_MESSAGES.inviteMailFailed);
      }
      return { invite_id: invite.id, message: TEAM_MESSAGES.inviteSent };
    },

    /** After a sign-up whose coupon was a team invite's code: the sign-up already spent the code. */
    async joinBySignUpCode(userId: string, code: string) {
      const open = await repo.openInvite(code);
      if (open) await join(userId, open.invite);
    },

    /** An existing account spends an invite code to join its team. */
    async accept(viewer: AuthUser, rawCode: string) {
      const code = normalizeCouponCode(rawCode);
      const open = await repo.openInvite(code);
      if (!open) throw new AppError('bad_request', TEAM_MESSAGES.inviteInvalid);
      if (await repo.membership(open.invite.teamId, viewer.id))
        throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
      // The coupon's use count is the single-use gate, shared with sign-up.
      if (!(await takeCouponUse(db, code))) throw new AppError('bad_request', TEAM_MESSAGES.inviteInvalid);
      await join(viewer.id, open.invite);
      return { team_id: open.invite.teamId, name: open.teamName, message: TEAM_MESSAGES.joined };
    },

    async members(viewer: AuthUser, teamId: string): Promise<TeamMemberList> {
      const team = await teamFor(viewer, teamId);
      const [members, pending] = await Promise.all([repo.members(team.id), repo.pendingInvites(team.id)]);
      return {
        members: members.map((m) => ({
          user_id: m.userId,
          first_name: m.firstName,
          last_name: m.lastName,
          email: m.email,
          role: m.role,
          joined_at: m.joinedAt.toISOString(),
        })),
        pending_invites: pending.map((p) => ({
          invite_id: p.id,
          email: p.email,
          created_at: p.createdAt.toISOString(),
        })),
      };
    },

    async removeMember(viewer: AuthUser, teamId: string, userId: string) {
      const team = await teamFor(viewer, teamId);
      const target = await repo.membership(team.id, userId);
      if (!target) throw new AppError('not_found', TEAM_MESSAGES.memberNotFound);
      if (target.role === 'manager') throw new AppError('conflict', TEAM_MESSAGES.cannotRemoveManager);
      await repo.removeMember(team.id, userId);
      await reseat(team.id);
      return { message: TEAM_MESSAGES.memberRemoved };
    },

    /** A member's reports for their manager; anyone outside the team is "not found". */
    async memberReports(viewer: AuthUser, teamId: string, userId: string): Promise<ReportList> {
      const team = await teamFor(viewer, teamId);
      if (!(await repo.membership(team.id, userId))) throw new AppError('not_found', TEAM_MESSAGES.memberNotFound);
      return reportHistoryOf(db, userId);
    },

    async capability(viewer: AuthUser, teamId: string): Promise<TeamCapability> {
      const team = await teamFor(viewer, teamId);
      const reps = (await repo.members(team.id)).filter((m) => m.role === 'member');
      const stats = await teamReportStats(
        db,
        reps.map((r) => r.userId),
        new Date(now().getTime() - MATURITY_WEEKS * WEEK_MS),
      );
      const skills = new Map<string, string>();
      const members = reps.map((r) => {
        const rep = stats.reps.get(r.userId)!;
        for (const s of rep.skills) skills.set(s.key, s.label);
        return {
          user_id: r.userId,
          first_name: r.firstName,
          last_name: r.lastName,
          email: r.email,
          role: r.role,
          ...rep,
        };
      });
      return {
        team_id: team.id,
        name: team.name,
        skills: [...skills].map(([key, label]) => ({ key, label })).sort((a, b) => a.key.localeCompare(b.key)),
        members,
        maturity: stats.weeks,
      };
    },
  };
}

export type TeamsService = ReturnType<typeof teamsService>;
