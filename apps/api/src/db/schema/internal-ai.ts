import type { HealthCheckReason } from '@competencyhub/domain/schemas/internal-ai';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Internal AI (0023): an enterprise company's own endpoint, its encrypted key, and the calls made to it. */
export const internalAiEndpoints = pgTable('internal_ai_endpoints', {
  companyId: uuid('company_id').primaryKey(),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  apiKeyEncrypted: text('api_key_encrypted').notNull(),
  apiKeyHint: text('api_key_hint').notNull(),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  lastCheckOk: boolean('last_check_ok'),
  lastCheckReason: text('last_check_reason').$type<HealthCheckReason>(),
  lastCheckHttpStatus: integer('last_check_http_status'),
  lastCheckMs: integer('last_check_ms'),
  configuredBy: uuid('configured_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const internalAiCalls = pgTable('internal_ai_calls', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  purpose: text('purpose').$type<'health_check' | 'assistant' | 'generator'>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  ok: boolean('ok').notNull(),
  httpStatus: integer('http_status'),
});
