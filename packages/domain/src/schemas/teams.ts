import { z } from 'zod';
import { Id } from './common.ts';
import { ScaleLevel } from './competencies.ts';

/** Teams and their skill matrix (issue 9). A line manager's direct reports are their team. */

/** A team the viewer may open: today a line manager's direct reports (its id is the manager's). */
export const TeamSummary = z.object({
  id: Id,
  kind: z.enum(['reports']),
  /** The lead's name: the page titles it "{name}'s team". */
  leadName: z.string(),
  memberCount: z.int(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

export const TeamList = z.object({
  items: z.array(TeamSummary),
  /** Whether the viewer sees every team of the company (learning leads and up) or only their own. */
  everyTeam: z.boolean(),
});
export type TeamList = z.infer<typeof TeamList>;

export const TeamParams = z.object({ teamId: Id });

export const MatrixCompetency = z.object({
  id: Id,
  name: z.string(),
  categoryName: z.string(),
  frameworkName: z.string(),
  proficientLevel: z.int(),
  levels: z.array(ScaleLevel),
});
export type MatrixCompetency = z.infer<typeof MatrixCompetency>;

export const MatrixCellView = z.object({
  competencyId: Id,
  level: z.number().nullable(),
  required: z.int().nullable(),
});

export const MatrixMemberView = z.object({
  id: Id,
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  jobProfileTitle: z.string().nullable(),
  fitPercent: z.int().nullable(),
  /** Only cells with a level or a requirement. */
  cells: z.array(MatrixCellView),
  /** Competencies the person has rated themselves. */
  selfRatedCount: z.int(),
  /** Whether they rated themselves after their manager last rated them (or never was). */
  managerRatingDue: z.boolean(),
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
  required: z.int(),
});

export const TeamMatrix = z.object({
  team: TeamSummary,
  competencies: z.array(MatrixCompetency),
  members: z.array(MatrixMemberView),
  gaps: z.array(TeamGapView),
  risks: z.array(CoverageRiskView),
  /** Whether the viewer may rate the members (their line manager). */
  canRate: z.boolean(),
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
