import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Competency core (migration 0009; tenant tables): frameworks, their scale versions, categories,
 * competencies, and the ratings of them.
 */

export interface StoredScaleLevel {
  value: number;
  name: string;
}

export const competencyFrameworks = pgTable('competency_frameworks', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  scaleVersion: integer('scale_version').notNull().default(1),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const competencyScaleVersions = pgTable(
  'competency_scale_versions',
  {
    companyId: uuid('company_id').notNull(),
    frameworkId: uuid('framework_id').notNull(),
    version: integer('version').notNull(),
    levels: jsonb('levels').$type<StoredScaleLevel[]>().notNull(),
    proficientLevel: integer('proficient_level').notNull(),
    /** Old level → new level, as JSON object keys; null for version 1. */
    mappingFromPrevious: jsonb('mapping_from_previous').$type<Record<string, number>>(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.frameworkId, t.version] })],
);

export const competencyCategories = pgTable('competency_categories', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  frameworkId: uuid('framework_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const competencies = pgTable('competencies', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  frameworkId: uuid('framework_id').notNull(),
  categoryId: uuid('category_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').notNull(),
  tags: text('tags').array().notNull().default(sql`'{}'`),
  levelDescriptions: text('level_descriptions').array().notNull().default(sql`'{}'`),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const competencyRatings = pgTable('competency_ratings', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  subjectId: uuid('subject_id').notNull(),
  competencyId: uuid('competency_id').notNull(),
  frameworkId: uuid('framework_id').notNull(),
  scaleVersion: integer('scale_version').notNull(),
  level: integer('level').notNull(),
  source: text('source').notNull(),
  raterId: uuid('rater_id'),
  /** A colleague's stable pseudonym (0042): set by a trigger on insert, kept when the colleague is erased. */
  raterKey: uuid('rater_key'),
  comment: text('comment').notNull().default(''),
  ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  feedbackRequestId: uuid('feedback_request_id'),
  cycleId: uuid('cycle_id'),
});

/**
 * Pieces of evidence per person and competency (migration 0049, decision 0065): a link or an uploaded
 * file given with a rating (a rating may carry several, `ratingId`), or a certification linked to the
 * competency (migration 0051), each with the day it was added and who added it.
 * Appended, never edited.
 */
export const evidence = pgTable(
  'evidence',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    personId: uuid('person_id').notNull(),
    competencyId: uuid('competency_id').notNull(),
    kind: text('kind').$type<'link' | 'file' | 'certification'>().notNull(),
    ratingId: uuid('rating_id'),
    url: text('url'),
    fileId: uuid('file_id'),
    /** A certification linked to the competency (migration 0051): the piece leaves with the link. */
    certificationId: uuid('certification_id'),
    position: integer('position').notNull().default(0),
    /**
     * The company's day it was added: left out of an insert (Drizzle sends DEFAULT, which is null), the
     * trigger evidence_company_day fills it (migration 0053).
     */
    addedOn: date('added_on', { mode: 'string' }).notNull().default(sql`null`),
    addedBy: uuid('added_by'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);
