import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Job profiles and their requirements (migration 0010), the next steps from each (0015), their family
 * and grade (0039; the free-text grade before it is kept as legacy_grade, which nothing reads): tenant
 * tables.
 */

export const jobProfiles = pgTable('job_profiles', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  title: text('title').notNull(),
  department: text('department').notNull().default(''),
  /** The job family and the grade of the ladder (schema/job-architecture.ts), over (company_id, id). */
  jobFamilyId: uuid('job_family_id'),
  gradeId: uuid('grade_id'),
  description: text('description').notNull().default(''),
  /** The version of its requirements in force (0038): job_profile_requirement_versions keeps each. */
  requirementsVersion: integer('requirements_version').notNull().default(1),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const jobProfileRequirements = pgTable(
  'job_profile_requirements',
  {
    companyId: uuid('company_id').notNull(),
    jobProfileId: uuid('job_profile_id').notNull(),
    competencyId: uuid('competency_id').notNull(),
    requiredLevel: integer('required_level').notNull(),
    importance: text('importance').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobProfileId, t.competencyId] })],
);

/** Career paths (0015): the roles one can move on to from a job profile. */
export const jobProfileNextSteps = pgTable(
  'job_profile_next_steps',
  {
    companyId: uuid('company_id').notNull(),
    fromJobProfileId: uuid('from_job_profile_id').notNull(),
    toJobProfileId: uuid('to_job_profile_id').notNull(),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fromJobProfileId, t.toJobProfileId] })],
);
