import type { AnswerMode, Citation, ExternalSource } from '@competencyhub/domain/schemas/assistant';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** The assistant's conversations (0026): sessions, messages with their citations, feedback on answers. */
export const assistantSessions = pgTable('assistant_sessions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const assistantMessages = pgTable('assistant_messages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  sessionId: uuid('session_id').notNull(),
  role: text('role').$type<'user' | 'assistant'>().notNull(),
  content: text('content').notNull(),
  citations: jsonb('citations').$type<Citation[]>().notNull().default([]),
  externalSources: jsonb('external_sources').$type<ExternalSource[]>().notNull().default([]),
  mode: text('mode').$type<AnswerMode>(),
  currentPage: text('current_page'),
  userRole: text('user_role'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
});

export const assistantFeedback = pgTable(
  'assistant_feedback',
  {
    messageId: uuid('message_id').notNull(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    rating: text('rating').$type<'helpful' | 'not_helpful'>().notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] })],
);

/** The product's help articles (0026), synchronised from the code at start-up; `search` is generated. */
export const helpArticles = pgTable(
  'help_articles',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    area: text('area').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.locale] })],
);
