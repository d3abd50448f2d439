import { z } from 'zod';
import { emailSchema } from './auth';
import { MODE_NAMES, catalogIdSchema } from './catalog';
import { createPersonaSchema } from './personas';

/** Every message of the teams feature; web and server read them from here only. */
export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required',
  nameTooLong: 'Team name must be at most 80 characters',
  codeRequired: 'Invite code is required',
  teamNotFound: 'Team not found.',
  managerOnly: "Only the team's manager can do this.",
  memberNotFound: 'Member not found.',
  inviteSent: 'Invite sent',
  inviteMailFailed: 'The invite could not be mailed just now. Please try again in a moment.',
  inviteInvalid: 'This invite code is not valid, has expired or has been used.',
  alreadyMember: 'You are already in this team.',
  joined: 'You joined the team',
  memberRemoved: 'Member removed from the team',
  cannotRemoveManager: "A team's manager cannot be removed from it.",
} as const;

export const TEAM_NAME_MAX = 80;

export const teamIdParamsSchema = z.object({ team_id: z.uuid() });
export const teamMemberParamsSchema = z.object({ team_id: z.uuid(), user_id: z.uuid() });

export const createTeamSchema = z.object({
  name: z
    .string({ error: TEAM_MESSAGES.nameRequired })
    .trim()
    .min(1, TEAM_MESSAGES.nameRequired)
    .max(TEAM_NAME_MAX, TEAM_MESSAGES.nameTooLong),
});
export type CreateTeamRequest = z.infer<typeof createTeamSchema>;
export const createTeamResponseSchema = z.object({ team_id: z.uuid(), name: z.string() });

export const TEAM_ROLES = ['manager', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamSchema = z.object({
  team_id: z.uuid(),
  name: z.string(),
  /** The caller's place in it. */
  role: z.enum(TEAM_ROLES),
  member_count: z.number().int(),
  created_at: z.string(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.object({ teams: z.array(teamSchema) });
export type TeamList = z.infer<typeof teamListSchema>;

export const createInviteSchema = z.object({ email: emailSchema });
export type CreateInviteRequest = z.infer<typeof createInviteSchema>;
export const inviteResponseSchema = z.object({ invite_id: z.uuid(), message: z.string() });

export const acceptInviteSchema = z.object({
  code: z.string({ error: TEAM_MESSAGES.codeRequired }).trim().min(1, TEAM_MESSAGES.codeRequired).max(64),
});
export const acceptInviteResponseSchema = z.object({ team_id: z.uuid(), name: z.string(), message: z.string() });

export const teamMemberSchema = z.object({
  user_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Invites not yet used, newest first. */
  pending_invites: z.array(z.object({ invite_id: z.uuid(), email: z.string(), created_at: z.string() })),
});
export type TeamMemberList = z.infer<typeof teamMemberListSchema>;

const scoreChangeSchema = z.object({ score: z.number(), change: z.number().nullable() });

export const memberCapabilitySchema = z.object({
  user_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  sessions: z.number().int(),
  reports: z.number().int(),
  last_practice_at: z.string().nullable(),
  /** The latest report in any mode, and its change since the report before it in that mode. */
  overall: scoreChangeSchema.nullable(),
  modes: z.array(scoreChangeSchema.extend({ mode: z.enum(MODE_NAMES), reports: z.number().int() })),
  /** Each skill's latest observed score and its change since the one before. */
  skills: z.array(scoreChangeSchema.extend({ key: z.string(), label: z.string() })),
});
export type MemberCapability = z.infer<typeof memberCapabilitySchema>;

export const teamCapabilitySchema = z.object({
  team_id: z.uuid(),
  name: z.string(),
  /** Every skill any member has a score in, for the heatmap's rows. */
  skills: z.array(z.object({ key: z.string(), label: z.string() })),
  members: z.array(memberCapabilitySchema),
  /** The team's maturity: the average overall score of each week's reports, oldest first. */
  maturity: z.array(
    z.object({ week_start: z.string(), average: z.number(), reports: z.number().int(), reps: z.number().int() }),
  ),
});
export type TeamCapability = z.infer<typeof teamCapabilitySchema>;

/** Assignments: a practice call a manager sets for the team, with a due date and a pass mark. */
export const ASSIGNMENT_MESSAGES = {
  assignmentNotFound: 'Assignment not found.',
  dueInPast: 'Choose a due date in the future.',
  minScoreRange: 'The pass mark must be a whole number from 0 to 100.',
  wrongMode: 'This assignment is practised in another mode. Start it from your dashboard.',
  created: 'Assignment set for the team',
} as const;

export const ASSIGNMENT_STATUSES = ['open', 'done', 'passed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The buyer the rep practises with: the persona builder's fields, without the mode. */
export const assignmentPersonaSchema = createPersonaSchema.omit({ mode_id: true });
export type AssignmentPersona = z.infer<typeof assignmentPersonaSchema>;

export const createAssignmentSchema = z.object({
  mode_id: catalogIdSchema,
  persona: assignmentPersonaSchema,
  due_at: z.iso.datetime({ offset: true }),
  min_score: z
    .number({ error: ASSIGNMENT_MESSAGES.minScoreRange })
    .int(ASSIGNMENT_MESSAGES.minScoreRange)
    .min(0, ASSIGNMENT_MESSAGES.minScoreRange)
    .max(100, ASSIGNMENT_MESSAGES.minScoreRange),
});
export type CreateAssignmentRequest = z.infer<typeof createAssignmentSchema>;
export const createAssignmentResponseSchema = z.object({ assignment_id: z.uuid(), message: z.string() });

export const assignmentSchema = z.object({
  assignment_id: z.uuid(),
  team_id: z.uuid(),
  team_name: z.string(),
  mode_id: z.number().int(),
  mode_name: z.string(),
  persona: assignmentPersonaSchema,
  due_at: z.string(),
  min_score: z.number().int(),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** An assignment as its rep sees it: open (not practised), done (below the pass mark) or passed. */
export const myAssignmentSchema = assignmentSchema.extend({
  status: z.enum(ASSIGNMENT_STATUSES),
  best_score: z.number().int().nullable(),
  overdue: z.boolean(),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentListSchema = z.object({ assignments: z.array(myAssignmentSchema) });
export type MyAssignmentList = z.infer<typeof myAssignmentListSchema>;

/** An assignment as its manager sees it: how many of the team's reps passed, practised or have not. */
export const teamAssignmentSchema = assignmentSchema.extend({
  reps: z.number().int(),
  passed: z.number().int(),
  done: z.number().int(),
});
export type TeamAssignment = z.infer<typeof teamAssignmentSchema>;
export const teamAssignmentListSchema = z.object({ assignments: z.array(teamAssignmentSchema) });
export type TeamAssignmentList = z.infer<typeof teamAssignmentListSchema>;
