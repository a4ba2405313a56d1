import type {
  KnowledgeCategory,
  KnowledgeSearchConfig,
  KnowledgeStatus,
} from '@competencyhub/domain/schemas/knowledge-base';
import type { KnowledgeFetchProblem } from '@competencyhub/domain/schemas/knowledge-base-messages';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** The company knowledge base (0027): pages, their passages (with a generated `search`), the review rule. */
export const knowledgeSources = pgTable('knowledge_sources', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  productWide: boolean('product_wide').notNull().default(false),
  url: text('url').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  searchQuery: text('search_query'),
  tags: text('tags').array().notNull().default(sql`'{}'`),
  category: text('category').$type<KnowledgeCategory>().notNull(),
  notes: text('notes'),
  status: text('status').$type<KnowledgeStatus>().notNull(),
  autoApproved: boolean('auto_approved').notNull(),
  searchConfig: text('search_config').$type<KnowledgeSearchConfig>().notNull().default('english'),
  contentType: text('content_type'),
  passageCount: integer('passage_count').notNull().default(0),
  textLength: integer('text_length').notNull().default(0),
  submittedBy: uuid('submitted_by'),
  submittedByName: text('submitted_by_name'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  reviewedBy: uuid('reviewed_by'),
  reviewedByName: text('reviewed_by_name'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  rejectionReason: text('rejection_reason'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  fetchProblem: text('fetch_problem').$type<KnowledgeFetchProblem>(),
  fetchProblemAt: timestamp('fetch_problem_at', { withTimezone: true }),
});

export const knowledgePassages = pgTable('knowledge_passages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  sourceId: uuid('source_id').notNull(),
  productWide: boolean('product_wide').notNull().default(false),
  position: integer('position').notNull(),
  heading: text('heading'),
  body: text('body').notNull(),
  searchConfig: text('search_config').$type<KnowledgeSearchConfig>().notNull(),
});

export const companyKnowledgeSettings = pgTable('company_knowledge_settings', {
  companyId: uuid('company_id').primaryKey(),
  reviewEveryone: boolean('review_everyone').notNull().default(false),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});
