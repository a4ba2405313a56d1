import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Cross-functional teams (0017): a name, a lead, members and an optional chosen set of competencies. */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  leadId: uuid('lead_id'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    companyId: uuid('company_id').notNull(),
    teamId: uuid('team_id').notNull(),
    profileId: uuid('profile_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.profileId] })],
);

export const teamCompetencies = pgTable(
  'team_competencies',
  {
    companyId: uuid('company_id').notNull(),
    teamId: uuid('team_id').notNull(),
    competencyId: uuid('competency_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.competencyId] })],
);
