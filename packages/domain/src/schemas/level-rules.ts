import { z } from 'zod';
import { MIN_ANONYMOUS_RATERS, RATING_SOURCES } from '../current-level.ts';
import { ASSESSMENT_MESSAGES, MAX_PEER_RATERS } from './assessments.ts';
import { Id } from './common.ts';

/** How a company's levels combine (issue 8), versioned with a recompute and a dry run (issue 23, decision 0053). */

const Weight = z.number().min(0).max(10);

export const SourcePolicyInput = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('first_available'),
    order: z
      .array(z.enum(RATING_SOURCES))
      .length(RATING_SOURCES.length, { error: ASSESSMENT_MESSAGES.orderNotPermutation })
      .refine((order) => new Set(order).size === RATING_SOURCES.length, {
        error: ASSESSMENT_MESSAGES.orderNotPermutation,
      }),
  }),
  z.object({
    mode: z.literal('weighted'),
    weights: z
      .object({ manager: Weight, peers: Weight, self: Weight })
      .refine((w) => w.manager + w.peers + w.self > 0, { error: ASSESSMENT_MESSAGES.weightsAllZero }),
  }),
]);

export const CompetencySettingsInput = z.object({
  minPeerRaters: z
    .int()
    .min(MIN_ANONYMOUS_RATERS, { error: ASSESSMENT_MESSAGES.minPeerRaters })
    .max(MAX_PEER_RATERS, { error: ASSESSMENT_MESSAGES.minPeerRatersTooHigh }),
  policy: SourcePolicyInput,
  /** A line manager's team includes the people who report to their reports, all the way down. */
  teamsIncludeIndirectReports: z.boolean().default(false),
});
export type CompetencySettingsInput = z.infer<typeof CompetencySettingsInput>;

// ---- What the API answers ----

/** The latest recompute of the company's stored levels (after a change of rules or scale). */
export const LevelRecompute = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  reason: z.enum(['initial', 'rules', 'scale', 'competency_archived', 'manual']),
  rulesVersion: z.int(),
  totalPeople: z.int(),
  donePeople: z.int(),
  changedLevels: z.int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type LevelRecompute = z.infer<typeof LevelRecompute>;

export const CompetencySettings = CompetencySettingsInput.extend({
  /** The version of the rules now in force (each change is a new version; stored levels name theirs). */
  rulesVersion: z.int(),
  recompute: LevelRecompute.nullable(),
});
export type CompetencySettings = z.infer<typeof CompetencySettings>;

/** Proposed level rules for a dry run: what a save would change, before it is saved. */
export const LevelRulesDryRunInput = CompetencySettingsInput.pick({ minPeerRaters: true, policy: true });
export type LevelRulesDryRunInput = z.infer<typeof LevelRulesDryRunInput>;
export const DryRunParams = z.object({ dryRunId: Id });

const DryRunCounts = z.object({
  /** People of the unit whose levels were replayed. */
  people: z.int(),
  /** Levels that would reach the proficient level, and that would fall below it. */
  gainProficient: z.int(),
  loseProficient: z.int(),
  /** People whose fit to their own job profile would move to a higher band, or a lower one. */
  fitUp: z.int(),
  fitDown: z.int(),
});

/** What a rules change would do, replayed beside the stored levels, in counts per unit. */
export const LevelRulesDryRun = z.object({
  id: Id,
  // 'failed': its job failed on its last attempt (decision 0053); finishedAt says when.
  status: z.enum(['queued', 'running', 'done', 'failed']),
  proposed: LevelRulesDryRunInput,
  baseRulesVersion: z.int(),
  totalPeople: z.int(),
  donePeople: z.int(),
  totals: DryRunCounts,
  /** Units with any change, most changes first (at most 50); `unitId` null for people in no unit. */
  units: z.array(DryRunCounts.extend({ unitId: Id.nullable(), unitName: z.string().nullable() })),
  /** How many units have a change (the list shows the first 50). */
  unitsChanged: z.int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type LevelRulesDryRun = z.infer<typeof LevelRulesDryRun>;
