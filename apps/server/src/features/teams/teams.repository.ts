import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { teamInvites, teamMembers, teams, users } from '../../db/schema';

export type TeamRow = typeof teams.$inferSelect;
export type MembershipRole = 'manager' | 'member';

/** SQL only: every rule lives in teams.service. */
export function teamsRepository(db: Database) {
  return {
    /** Creates the team with its manager in one transaction. */
    async createTeam(name: string, managerId: string): Promise<TeamRow> {
      return db.transaction(async (tx) => {
        const [team] = await tx.insert(teams).values({ name, createdBy: managerId }).returning();
        if (!team) throw new Error('team insert returned nothing');
        await tx.insert(teamMembers).values({ teamId: team.id, userId: managerId, role: 'manager' });
        return team;
      });
    },

    /** The caller's place in a team, with the team; undefined when they are not in it. */
    async membership(teamId: string, userId: string) {
      const [row] = await db
        .select({ team: teams, role: teamMembers.role })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
      return row;
    },

    /** The teams a user is in, with their role and the head count, newest first. */
    async teamsOf(userId: string) {
      const memberCount = db
        .select({ teamId: teamMembers.teamId, n: count().as('n') })
        .from(teamMembers)
        .groupBy(teamMembers.teamId)
        .as('member_count');
      return db
        .select({ team: teams, role: teamMembers.role, memberCount: memberCount.n })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .innerJoin(memberCount, eq(memberCount.teamId, teams.id))
        .where(eq(teamMembers.userId, userId))
        .orderBy(desc(teams.createdAt));
    },

    async members(teamId: string) {
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: teamMembers.role,
          joinedAt: teamMembers.joinedAt,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(users.firstName), asc(users.lastName));
    },

    /** True when `managerId` manages a team that `memberId` is in. */
    async manages(managerId: string, memberId: string): Promise<boolean> {
      const rows = await queryRows<{ ok: number }>(
        db,
        sql`select 1 as ok from team_members m
            join team_members boss on boss.team_id = m.team_id and boss.role = 'manager'
            where m.user_id = ${memberId} and boss.user_id = ${managerId}
            limit 1`,
      );
      return rows.length > 0;
    },

    async addMember(teamId: string, userId: string, role: MembershipRole): Promise<boolean> {
      const inserted = await db
        .insert(teamMembers)
        .values({ teamId, userId, role })
        .onConflictDoNothing()
        .returning({ userId: teamMembers.userId });
      return inserted.length > 0;
    },

    async removeMember(teamId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), eq(teamMembers.role, 'member')))
        .returning({ userId: teamMembers.userId });
      return removed.length > 0;
    },

    async insertInvite(teamId: string, email: string, code: string, invitedBy: string) {
      const [row] = await db.insert(teamInvites).values({ teamId, email, code, invitedBy }).returning();
      if (!row) throw new Error('invite insert returned nothing');
      return row;
    },

    /** An invite nobody has used yet, by its code. */
    async openInvite(code: string) {
      const [row] = await db
        .select({ invite: teamInvites, teamName: teams.name })
        .from(teamInvites)
        .innerJoin(teams, eq(teams.id, teamInvites.teamId))
        .where(and(eq(teamInvites.code, code), isNull(teamInvites.usedAt)));
      return row;
    },

    async markInviteUsed(inviteId: string, userId: string) {
      await db
        .update(teamInvites)
        .set({ usedAt: sql`now()`, usedBy: userId })
        .where(and(eq(teamInvites.id, inviteId), isNull(teamInvites.usedAt)));
    },

    async pendingInvites(teamId: string) {
      return db
        .select({ id: teamInvites.id, email: teamInvites.email, createdAt: teamInvites.createdAt })
        .from(teamInvites)
        .where(and(eq(teamInvites.teamId, teamId), isNull(teamInvites.usedAt)))
        .orderBy(desc(teamInvites.createdAt));
    },
  };
}

export type TeamsRepository = ReturnType<typeof teamsRepository>;
