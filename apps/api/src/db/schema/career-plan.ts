import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** A person's career plan (migration 0015; tenant tables). */

/** The one or two roles a person aims for (0015). */
export const careerTargets = pgTable(
  'career_targets',
  {
    companyId: uuid('company_id').notNull(),
    profileId: uuid('profile_id').notNull(),
    jobProfileId: uuid('job_profile_id').notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.jobProfileId] })],
);

/** Comments on a person's career plan (0015). */
export const careerPlanComments = pgTable('career_plan_comments', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  profileId: uuid('profile_id').notNull(),
  authorId: uuid('author_id'),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
