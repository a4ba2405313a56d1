import type { SourcePolicy } from '@competencyhub/domain/current-level';
import type { StoredContribution } from '@competencyhub/domain/level-confidence';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Stored levels and their rules (migration 0036, decision 0053): written only by modules/levels. */

export const levelRuleVersions = pgTable(
  'level_rule_versions',
  {
    companyId: uuid('company_id').notNull(),
    version: integer('version').notNull(),
    sourcePolicy: jsonb('source_policy').$type<SourcePolicy>().notNull(),
    minPeerRaters: integer('min_peer_raters').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.version] })],
);

export const storedLevels = pgTable(
  'stored_levels',
  {
    companyId: uuid('company_id').notNull(),
    personId: uuid('person_id').notNull(),
    competencyId: uuid('competency_id').notNull(),
    frameworkId: uuid('framework_id').notNull(),
    levelTenths: smallint('level_tenths'),
    proficient: boolean('proficient').notNull(),
    managerValidated: boolean('manager_validated').notNull(),
    sources: text('sources').array().notNull(),
    peerCount: smallint('peer_count').notNull(),
    peersWithheld: smallint('peers_withheld').notNull(),
    contributions: jsonb('contributions').$type<StoredContribution[]>().notNull(),
    lastSelfAt: timestamp('last_self_at', { withTimezone: true }),
    lastManagerAt: timestamp('last_manager_at', { withTimezone: true }),
    lastRatedAt: timestamp('last_rated_at', { withTimezone: true }),
    rulesVersion: integer('rules_version').notNull(),
    scaleVersion: integer('scale_version').notNull(),
    confidence: smallint('confidence').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.personId, t.competencyId] })],
);

export const levelChanges = pgTable('level_changes', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  competencyId: uuid('competency_id').notNull(),
  fromTenths: smallint('from_tenths'),
  toTenths: smallint('to_tenths'),
  proficient: boolean('proficient').notNull(),
  rulesVersion: integer('rules_version').notNull(),
  orgUnitId: uuid('org_unit_id'),
  jobProfileId: uuid('job_profile_id'),
  cause: text('cause').$type<'rating' | 'recompute' | 'evidence'>().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RecomputeReason = 'initial' | 'rules' | 'scale' | 'competency_archived' | 'manual';
export type RecomputeStatus = 'queued' | 'running' | 'done' | 'failed';

export const levelRecomputes = pgTable('level_recomputes', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  reason: text('reason').$type<RecomputeReason>().notNull(),
  status: text('status').$type<RecomputeStatus>().notNull().default('queued'),
  rulesVersion: integer('rules_version').notNull(),
  totalPeople: integer('total_people').notNull().default(0),
  donePeople: integer('done_people').notNull().default(0),
  changedLevels: integer('changed_levels').notNull().default(0),
  cursorPersonId: uuid('cursor_person_id'),
  requestedBy: uuid('requested_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const levelConsistencyChecks = pgTable('level_consistency_checks', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  sampled: integer('sampled').notNull(),
  mismatched: integer('mismatched').notNull(),
  examples: jsonb('examples')
    .$type<
      Array<{
        companyId: string;
        personId: string;
        competencyId: string;
        stored: number | null;
        fresh: number | null;
      }>
    >()
    .notNull(),
  /** Stored fits compared the same night (migration 0046). */
  fitsSampled: integer('fits_sampled').notNull().default(0),
  fitsMismatched: integer('fits_mismatched').notNull().default(0),
  fitExamples: jsonb('fit_examples')
    .$type<
      Array<{
        companyId: string;
        personId: string;
        jobProfileId: string | null;
        stored: number | null;
        fresh: number | null;
      }>
    >()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Job profiles' fit totals compared the same night (migration 0050). */
  fitTotalsSampled: integer('fit_totals_sampled').notNull().default(0),
  fitTotalsMismatched: integer('fit_totals_mismatched').notNull().default(0),
  fitTotalExamples: jsonb('fit_total_examples')
    .$type<Array<{ companyId: string; jobProfileId: string; stored: FitTotal; fresh: FitTotal }>>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

/** A job profile's active holders, their known fits and the sum of those (decision 0064). */
export interface FitTotal {
  holders: number;
  known: number;
  total: number;
}

/** Counts of one unit in a dry run: proficiencies gained and lost, fit bands up and down. */
export interface DryRunCounts {
  people: number;
  gainProficient: number;
  loseProficient: number;
  fitUp: number;
  fitDown: number;
}

/** 'failed': its job failed on its last attempt (migration 0040). */
export type DryRunStatus = 'queued' | 'running' | 'done' | 'failed';

export const levelDryRuns = pgTable('level_dry_runs', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  sourcePolicy: jsonb('source_policy').$type<SourcePolicy>().notNull(),
  minPeerRaters: integer('min_peer_raters').notNull(),
  baseRulesVersion: integer('base_rules_version').notNull(),
  status: text('status').$type<DryRunStatus>().notNull().default('queued'),
  totalPeople: integer('total_people').notNull().default(0),
  donePeople: integer('done_people').notNull().default(0),
  cursorPersonId: uuid('cursor_person_id'),
  result: jsonb('result').$type<Record<string, DryRunCounts>>().notNull().default({}),
  requestedBy: uuid('requested_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** Each version of a job profile's requirements (migration 0038): written only by requirement-versions.ts. */
export const jobProfileRequirementVersions = pgTable(
  'job_profile_requirement_versions',
  {
    companyId: uuid('company_id').notNull(),
    jobProfileId: uuid('job_profile_id').notNull(),
    version: integer('version').notNull(),
    requirements: jsonb('requirements')
      .$type<Array<{ competencyId: string; requiredLevel: number; importance: string }>>()
      .notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.jobProfileId, t.version] })],
);
