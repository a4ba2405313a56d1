import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Public site (migration 0003; product-wide, no tenant). */

export const faqEntries = pgTable('faq_entries', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  category: text('category').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
  locale: text('locale').notNull().default('en-US'),
  createdAt: createdAt(),
});

/** FAQ feedback (0025): one vote per person per entry, and views per entry per day. */
export const faqVotes = pgTable(
  'faq_votes',
  {
    faqId: uuid('faq_id').notNull(),
    userId: uuid('user_id').notNull(),
    vote: text('vote').$type<'upvote' | 'downvote'>().notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.faqId, table.userId] })],
);

export const faqViews = pgTable(
  'faq_views',
  {
    faqId: uuid('faq_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.faqId, table.day] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  status: text('status').notNull().default('new'),
  createdAt: createdAt(),
  ip: text('ip'),
});
