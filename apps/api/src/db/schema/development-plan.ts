import { sql } from 'drizzle-orm';
import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Development plans (0016): actions toward gaps, their competencies, the plan's review, comments. */
export const developmentActions = pgTable('development_actions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  profileId: uuid('profile_id').notNull(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  url: text('url'),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('planned'),
  mentorId: uuid('mentor_id'),
  evidenceUrl: text('evidence_url'),
  evidenceFileId: uuid('evidence_file_id'),
  completionNote: text('completion_note').notNull().default(''),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  reassessmentRequestedAt: timestamp('reassessment_requested_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const developmentActionCompetencies = pgTable(
  'development_action_competencies',
  {
    companyId: uuid('company_id').notNull(),
    actionId: uuid('action_id').notNull(),
    competencyId: uuid('competency_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.competencyId] })],
);

export const developmentPlans = pgTable('development_plans', {
  companyId: uuid('company_id').notNull(),
  profileId: uuid('profile_id').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  approvedBy: uuid('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  overdueEmailedAt: timestamp('overdue_emailed_at', { withTimezone: true }),
});

export const developmentPlanComments = pgTable('development_plan_comments', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  profileId: uuid('profile_id').notNull(),
  authorId: uuid('author_id'),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
