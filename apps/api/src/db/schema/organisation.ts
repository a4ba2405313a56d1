import type {
  HrisImportCounts,
  HrisImportIssue,
  HrisImportStatus,
} from '@competencyhub/domain/schemas/hris-import';
import type { JobChangeReason, OrgHierarchy } from '@competencyhub/domain/schemas/organisation';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  /** 'free_text': made from a free-text department when the organisation model arrived (0031). */
  origin: text('origin').$type<'free_text'>(),
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
  /** Null only while needsReview: made from a free-text location (0031). */
  country: text('country'),
  region: text('region'),
  city: text('city'),
  timeZone: text('time_zone'),
  externalId: text('external_id'),
  needsReview: boolean('needs_review').notNull().default(false),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const positions = pgTable('positions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  code: text('code'),
  externalId: text('external_id'),
  jobProfileId: uuid('job_profile_id').notNull(),
  orgUnitId: uuid('org_unit_id').notNull(),
  locationId: uuid('location_id'),
  reportsToId: uuid('reports_to_id'),
  fte: numeric('fte', { precision: 4, scale: 2, mode: 'number' }).notNull().default(1),
  status: text('status').$type<'filled' | 'vacant' | 'frozen' | 'closed'>().notNull().default('vacant'),
  critical: boolean('critical').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who held which job where, under whom, from when to when (0031): written only by job-assignments.ts. */
export const jobAssignments = pgTable('job_assignments', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  kind: text('kind').$type<'primary' | 'secondary'>().notNull().default('primary'),
  positionId: uuid('position_id'),
  jobProfileId: uuid('job_profile_id'),
  orgUnitId: uuid('org_unit_id'),
  locationId: uuid('location_id'),
  costCentreId: uuid('cost_centre_id'),
  managerId: uuid('manager_id'),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }),
  reason: text('reason').$type<JobChangeReason>().notNull(),
  note: text('note'),
  recordedBy: uuid('recorded_by'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pairs of near-twin units an administrator said are different (0032); first_id < second_id. */
export const orgUnitKeptApart = pgTable(
  'org_unit_kept_apart',
  {
    companyId: uuid('company_id').notNull(),
    firstId: uuid('first_id').notNull(),
    secondId: uuid('second_id').notNull(),
    keptBy: uuid('kept_by'),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.firstId, t.secondId] })],
);

/** A unit's move dated in the future (0035): applied by the hourly organisation job on its day. */
export const orgUnitMoves = pgTable('org_unit_moves', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  unitId: uuid('unit_id').notNull(),
  newParentId: uuid('new_parent_id'),
  effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
  status: text('status')
    .$type<'scheduled' | 'applied' | 'failed' | 'cancelled'>()
    .notNull()
    .default('scheduled'),
  failure: text('failure'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/** An uploaded HRIS file, its preview and the progress of applying it (0041, decision 0056). */
export const hrisImports = pgTable('hris_imports', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  status: text('status').$type<HrisImportStatus>().notNull().default('previewed'),
  fileName: text('file_name').notNull().default(''),
  file: text('file').notNull(),
  totalRows: integer('total_rows').notNull().default(0),
  totalPeople: integer('total_people').notNull().default(0),
  donePeople: integer('done_people').notNull().default(0),
  counts: jsonb('counts').$type<HrisImportCounts>().notNull(),
  issues: jsonb('issues').$type<HrisImportIssue[]>().notNull(),
  issueCount: integer('issue_count').notNull().default(0),
  notices: jsonb('notices').$type<HrisImportIssue[]>().notNull(),
  noticeCount: integer('notice_count').notNull().default(0),
  failure: text('failure'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
