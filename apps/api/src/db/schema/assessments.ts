import type { SourcePolicy } from '@competencyhub/domain/current-level';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Assessments (migration 0011; tenant tables): feedback requests, cycles and their members, the company's
 * rating settings.
 */

export const feedbackRequests = pgTable('feedback_requests', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  subjectId: uuid('subject_id').notNull(),
  raterId: uuid('rater_id').notNull(),
  requestedBy: uuid('requested_by'),
  relationship: text('relationship').notNull(),
  status: text('status').notNull().default('pending'),
  message: text('message').notNull().default(''),
  declineReason: text('decline_reason'),
  competencyIds: uuid('competency_ids').array().notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  respondedAt: timestamp('responded_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** Who let a proposed request go out (0028): the line manager or an administrator. */
  approvedBy: uuid('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const assessmentCycles = pgTable('assessment_cycles', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  scope: text('scope').notNull(),
  scopeValue: text('scope_value'),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('open'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
  autoRemindedAt: timestamp('auto_reminded_at', { withTimezone: true }),
});

export const assessmentCycleMembers = pgTable(
  'assessment_cycle_members',
  {
    companyId: uuid('company_id').notNull(),
    cycleId: uuid('cycle_id').notNull(),
    personId: uuid('person_id').notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.personId] })],
);

export const companyCompetencySettings = pgTable('company_competency_settings', {
  companyId: uuid('company_id').primaryKey(),
  minPeerRaters: integer('min_peer_raters').notNull().default(3),
  sourcePolicy: jsonb('source_policy').$type<SourcePolicy>().notNull(),
  /** A line manager's team includes their indirect reports (0018); off: direct reports only. */
  teamsIncludeIndirectReports: boolean('teams_include_indirect_reports').notNull().default(false),
  /** The current version of the rules (0036): level_rule_versions keeps every one. */
  rulesVersion: integer('rules_version').notNull().default(1),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});
