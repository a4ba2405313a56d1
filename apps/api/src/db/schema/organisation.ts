import type { OrgHierarchy } from '@competencyhub/domain/schemas/organisation';
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The organisation's tables (migration 0029, decision 0051): units in two trees, their closure, locations. */

export const orgUnits = pgTable('org_units', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  hierarchy: text('hierarchy').$type<OrgHierarchy>().notNull(),
  parentId: uuid('parent_id'),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  code: text('code'),
  externalId: text('external_id'),
  headId: uuid('head_id'),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every (ancestor, descendant) pair, each unit its own at depth 0: written only by org-tree.ts. */
export const orgUnitClosure = pgTable(
  'org_unit_closure',
  {
    companyId: uuid('company_id').notNull(),
    ancestorId: uuid('ancestor_id').notNull(),
    descendantId: uuid('descendant_id').notNull(),
    depth: integer('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.ancestorId, t.descendantId] })],
);

export const locations = pgTable('locations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  region: text('region'),
  city: text('city'),
  timeZone: text('time_zone').notNull(),
  externalId: text('external_id'),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
