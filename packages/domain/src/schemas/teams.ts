import { z } from 'zod';
import { Id, PageQuery, plainLine } from './common.ts';
import { ScaleLevel } from './competencies.ts';
import { TEAM_COMPETENCIES_MAX, TEAM_MEMBERS_MAX, TEAM_MESSAGES, TEAM_NAME_MAX } from './team-messages.ts';

/** Teams and their skill matrix (issue 9). A line manager's direct reports are their team. */

/**
 * A team the viewer may open: a line manager's direct reports ('reports': its id is the manager's),
 * or a cross-functional team made by a learning lead or an administrator ('custom': its own id).
 */
export const TeamSummary = z.object({
  id: Id,
  kind: z.enum(['reports', 'custom']),
  /** A cross-functional team's name; null for a line manager's team ("{leadName}'s team"). */
  name: z.string().nullable(),
  leadId: Id.nullable(),
  /** The lead's name ('' for a cross-functional team without a lead). */
  leadName: z.string(),
  memberCount: z.int(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

/**
 * One page of the teams the viewer may open, by name (a line manager's team by the manager's name);
 * `q` finds a team by its name or its lead's. A company of thousands of managers is never listed whole.
 */
export const ListTeamsQuery = PageQuery.extend({
  q: plainLine(z.string().trim().max(100, { error: 'Search at most 100 characters' })).optional(),
});
export type ListTeamsQuery = z.infer<typeof ListTeamsQuery>;

export const TeamList = z.object({
  items: z.array(TeamSummary),
  /** Whether the viewer sees every team of the company (learning leads and up) or only their own. */
  everyTeam: z.boolean(),
  /** Opaque: pass it back as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type TeamList = z.infer<typeof TeamList>;

export const TeamParams = z.object({ teamId: Id });

/**
 * What making or changing a team answers: the team as the list shows it. Its skill matrix (members'
 * levels) is read with GET /teams/{teamId}/matrix, which needs the plan's team analytics.
 */
export const SavedTeam = z.object({ team: TeamSummary });
export type SavedTeam = z.infer<typeof SavedTeam>;

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

const teamFields = {
  name: plainLine(
    z
      .string({ error: TEAM_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: TEAM_MESSAGES.nameRequired })
      .max(TEAM_NAME_MAX, { error: TEAM_MESSAGES.nameTooLong }),
  ),
  leadId: Id.nullable(),
  memberIds: z
    .array(Id)
    .min(1, { error: TEAM_MESSAGES.membersRequired })
    .max(TEAM_MEMBERS_MAX, { error: TEAM_MESSAGES.tooManyMembers })
    .refine(unique, { error: TEAM_MESSAGES.memberTwice }),
  /** The competencies the matrix shows; empty: what the members' job profiles require. */
  competencyIds: z
    .array(Id)
    .max(TEAM_COMPETENCIES_MAX, { error: TEAM_MESSAGES.tooManyCompetencies })
    .refine(unique, { error: TEAM_MESSAGES.competencyTwice }),
};

export const TeamInput = z.object({
  ...teamFields,
  leadId: teamFields.leadId.default(null),
  competencyIds: teamFields.competencyIds.default([]),
});
export type TeamInput = z.infer<typeof TeamInput>;

export const TeamUpdate = z.object(teamFields).partial();
export type TeamUpdate = z.infer<typeof TeamUpdate>;

export const MatrixCompetency = z.object({
  id: Id,
  name: z.string(),
  categoryName: z.string(),
  frameworkName: z.string(),
  proficientLevel: z.int(),
  levels: z.array(ScaleLevel),
});
export type MatrixCompetency = z.infer<typeof MatrixCompetency>;

/**
 * One cell of a member's row: [column, level, required] — the column's index in the matrix's
 * `competencies`, the member's level (null when they have none) and the level their job profile
 * requires (null when it requires none). Tuples, not objects: a page of 200 people holds thousands
 * of cells, and as objects each named its competency's id again (a page was 259 KB; issue 23).
 */
export const MatrixCellView = z.tuple([z.int().min(0), z.number().nullable(), z.int().nullable()]);
export type MatrixCellView = z.infer<typeof MatrixCellView>;

export const MatrixMemberView = z.object({
  id: Id,
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  jobProfileTitle: z.string().nullable(),
  fitPercent: z.int().nullable(),
  /** Only cells with a level or a requirement, by column (see MatrixCellView). */
  cells: z.array(MatrixCellView),
  /** Competencies the person has rated themselves. */
  selfRatedCount: z.int(),
  /** Whether they rated themselves after their manager last rated them (or never was). */
  managerRatingDue: z.boolean(),
  /** They report to the viewer directly (only then may the viewer rate them). */
  directReport: z.boolean(),
  /** 360 requests about them still open. */
  openFeedbackCount: z.int(),
});
export type MatrixMemberView = z.infer<typeof MatrixMemberView>;

export const TeamGapView = z.object({
  competencyId: Id,
  required: z.int(),
  below: z.int(),
  averageShortfall: z.number(),
});

export const CoverageRiskView = z.object({
  competencyId: Id,
  holders: z.int(),
  holderId: Id.nullable(),
  /** The one holder's name, wherever in the team they are ('' when nobody holds it). */
  holderName: z.string(),
  required: z.int(),
});

/** How many members a page of the matrix holds by default, and at most. */
export const MATRIX_PAGE = 50;
export const MATRIX_PAGE_MAX = 200;
export const MATRIX_SORTS = ['name', 'fit_low', 'fit_high'] as const;
export type MatrixSort = (typeof MATRIX_SORTS)[number];

/**
 * A page of the matrix: members by name, or by fit (lowest or highest first, then by name); the
 * cursor is the one the previous page answered.
 */
export const TeamMatrixQuery = z.object({
  sort: z.enum(MATRIX_SORTS).default('name'),
  cursor: z.string().max(600).optional(),
  limit: z.coerce.number().int().min(1).max(MATRIX_PAGE_MAX).default(MATRIX_PAGE),
});
export type TeamMatrixQuery = z.infer<typeof TeamMatrixQuery>;

/**
 * A team's skill matrix: its columns, gaps and risks over every member, and one page of members (a
 * director's team with indirect reports may be thousands of people).
 */
export const TeamMatrix = z.object({
  team: TeamSummary,
  competencies: z.array(MatrixCompetency),
  members: z.array(MatrixMemberView),
  /** The cursor of the next page of members; null on the last. */
  nextCursor: z.string().nullable(),
  gaps: z.array(TeamGapView),
  risks: z.array(CoverageRiskView),
  /** Whether the viewer may rate the members (their line manager). */
  canRate: z.boolean(),
  /** A cross-functional team whose matrix shows a chosen set of competencies. */
  chosenCompetencies: z.boolean(),
  /** Whether the viewer may change or delete the team (a cross-functional team, manage_teams). */
  canEdit: z.boolean(),
});
export type TeamMatrix = z.infer<typeof TeamMatrix>;

/** The dashboard's summary of the viewer's own team (null when nobody reports to them). */
export const MyTeamSummary = z.object({
  summary: z
    .object({
      team: TeamSummary,
      /** The average of the members' fit to their own profiles, over those who have one. */
      averageFit: z.int().nullable(),
      fitCount: z.int(),
      /** The three widest team gaps. */
      topGaps: z.array(z.object({ competencyId: Id, name: z.string(), below: z.int(), required: z.int() })),
      /** Reports who rated themselves since the viewer last rated them (the first five by name). */
      ratingDue: z.array(z.object({ id: Id, fullName: z.string() })),
      ratingDueCount: z.int(),
      /** Reports with development actions past their due date (the first five by name), and how many. */
      overdueActions: z.array(z.object({ id: Id, fullName: z.string(), count: z.int() })),
      overdueActionsCount: z.int(),
    })
    .nullable(),
});
export type MyTeamSummary = z.infer<typeof MyTeamSummary>;

export {
  MATRIX_XLSX_MAX_MEMBERS,
  TEAM_COMPETENCIES_MAX,
  TEAM_MEMBERS_MAX,
  TEAM_MESSAGES,
  TEAM_NAME_MAX,
} from './team-messages.ts';
