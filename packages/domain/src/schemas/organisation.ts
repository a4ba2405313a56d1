import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { Id, PageQuery, plainLine, Timestamp } from './common.ts';
import { isTimeZone } from './company-admin.ts';
import {
  FTE_MAX,
  FTE_MIN,
  JOB_CHANGE_MESSAGES,
  JOB_NOTE_MAX,
  LOCATION_PLACE_MAX,
  ORG_CODE_MAX,
  ORG_EXTERNAL_ID_MAX,
  ORG_KIND_MAX,
  ORG_MESSAGES,
  ORG_NAME_MAX,
  POSITION_MESSAGES,
} from './organisation-messages.ts';

/**
 * The organisation (issue 23): a company's units as trees, and its locations. Two trees are kept
 * apart, as Workday keeps supervisory and cost-centre organisations: 'organisation' (divisions,
 * departments, teams: where a person sits and who leads them) and 'cost_centre' (who pays: budgets
 * belong to either). A unit's sub-tree is one indexed lookup in a closure table the server keeps in
 * the same transaction as every change.
 */

export const ORG_HIERARCHIES = ['organisation', 'cost_centre'] as const;
export type OrgHierarchy = (typeof ORG_HIERARCHIES)[number];

/** The kinds offered first; a company may type its own (stored as typed, shown untranslated). */
export const BUILT_IN_UNIT_KINDS = ['division', 'department', 'team', 'cost_centre'] as const;

/** An empty optional field clears the value. */
const optionalLine = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    plainLine(z.string().trim().max(max, { error: message })).nullable(),
  );

const UnitName = plainLine(
  z
    .string({ error: ORG_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: ORG_MESSAGES.nameRequired })
    .max(ORG_NAME_MAX, { error: ORG_MESSAGES.nameTooLong }),
);
const UnitKind = plainLine(
  z
    .string({ error: ORG_MESSAGES.kindRequired })
    .trim()
    .min(1, { error: ORG_MESSAGES.kindRequired })
    .max(ORG_KIND_MAX, { error: ORG_MESSAGES.kindTooLong }),
);
const UnitCode = optionalLine(ORG_CODE_MAX, ORG_MESSAGES.codeTooLong);
const ExternalId = optionalLine(ORG_EXTERNAL_ID_MAX, ORG_MESSAGES.externalIdTooLong);

export const OrgUnit = z.object({
  id: Id,
  hierarchy: z.enum(ORG_HIERARCHIES),
  parentId: Id.nullable(),
  name: z.string(),
  kind: z.string(),
  code: z.string().nullable(),
  externalId: z.string().nullable(),
  headId: Id.nullable(),
  /** The head's name ('' without a head). */
  headName: z.string(),
  archived: z.boolean(),
  /** Sub-units directly below (archived ones only when the list includes them). */
  childCount: z.int(),
  /** Names from the tree's root down to the parent: where a search result sits. */
  path: z.array(z.string()),
});
export type OrgUnit = z.infer<typeof OrgUnit>;

export const OrgUnitPage = z.object({
  items: z.array(OrgUnit),
  nextCursor: z.string().nullable(),
});

/** A unit's move dated in the future: scheduled, then applied on its day (or failed, or cancelled). */
export const ScheduledMove = z.object({
  id: Id,
  unit: z.object({ id: Id, name: z.string() }),
  /** Where it goes: the new parent's path and name; empty for the top level. */
  to: z.array(z.string()),
  /** Where it is now. */
  from: z.array(z.string()),
  effectiveOn: z.iso.date(),
  status: z.enum(['scheduled', 'applied', 'failed', 'cancelled']),
  failure: z.string().nullable(),
});
export type ScheduledMove = z.infer<typeof ScheduledMove>;

export const ScheduledMoveList = z.object({ items: z.array(ScheduledMove) });
export type ScheduledMoveList = z.infer<typeof ScheduledMoveList>;

export const ScheduledMoveParams = z.object({ moveId: Id });

/** What moving a unit answers: the unit as it is now, and the move waiting for its day, if dated later. */
export const MoveResult = z.object({ unit: OrgUnit, scheduled: ScheduledMove.nullable() });
export type MoveResult = z.infer<typeof MoveResult>;
export type OrgUnitPage = z.infer<typeof OrgUnitPage>;

/**
 * One level of a tree (the roots, or a unit's children), or a search across the whole tree by name,
 * code or external id. Always one page at a time: a tree of thousands of units opens level by level.
 */
export const ListUnitsQuery = PageQuery.extend({
  hierarchy: z.enum(ORG_HIERARCHIES).default('organisation'),
  /** A level as it will look on that day, with the moves scheduled until then (a preview). */
  asOf: z.iso.date().optional(),
  parentId: Id.optional(),
  q: plainLine(z.string().trim().max(100, { error: 'Search at most 100 characters' })).optional(),
  includeArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type ListUnitsQuery = z.infer<typeof ListUnitsQuery>;

export const OrgUnitParams = z.object({ unitId: Id });

export const NewOrgUnit = z.object({
  hierarchy: z.enum(ORG_HIERARCHIES),
  parentId: Id.nullable(),
  name: UnitName,
  kind: UnitKind,
  code: UnitCode.optional(),
  externalId: ExternalId.optional(),
  headId: Id.nullable().optional(),
});
export type NewOrgUnit = z.infer<typeof NewOrgUnit>;

/** Absent fields stay as they are; an empty code, external id or a null head clears it. */
export const OrgUnitUpdate = z
  .object({
    name: UnitName,
    kind: UnitKind,
    code: UnitCode,
    externalId: ExternalId,
    headId: Id.nullable(),
  })
  .partial();
export type OrgUnitUpdate = z.infer<typeof OrgUnitUpdate>;

/**
 * Moves a unit with its whole sub-tree under another unit of the same tree (null: to the top), now,
 * or from a later date (a scheduled move, applied on its day).
 */
export const MoveOrgUnit = z.object({
  parentId: Id.nullable(),
  effectiveOn: z.iso.date({ error: 'Choose the date the move takes effect' }).optional(),
});
export type MoveOrgUnit = z.infer<typeof MoveOrgUnit>;

export const Location = z.object({
  id: Id,
  name: z.string(),
  /** ISO 3166-1 alpha-2; null only while the location needs review. */
  country: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  /** IANA time zone; null only while the location needs review. */
  timeZone: z.string().nullable(),
  externalId: z.string().nullable(),
  /** Made from a free-text location: its country and time zone wait for an administrator. */
  needsReview: z.boolean(),
  archived: z.boolean(),
});
export type Location = z.infer<typeof Location>;

export const LocationPage = z.object({ items: z.array(Location), nextCursor: z.string().nullable() });
export type LocationPage = z.infer<typeof LocationPage>;

export const ListLocationsQuery = PageQuery.extend({
  q: plainLine(z.string().trim().max(100, { error: 'Search at most 100 characters' })).optional(),
  includeArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type ListLocationsQuery = z.infer<typeof ListLocationsQuery>;

export const LocationParams = z.object({ locationId: Id });

const Country = z
  .string({ error: ORG_MESSAGES.unknownCountry })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: ORG_MESSAGES.unknownCountry });
const TimeZone = z
  .string({ error: ORG_MESSAGES.unknownTimeZone })
  .trim()
  .refine(isTimeZone, { error: ORG_MESSAGES.unknownTimeZone });
const Place = optionalLine(LOCATION_PLACE_MAX, ORG_MESSAGES.placeTooLong);

export const NewLocation = z.object({
  name: UnitName,
  country: Country,
  region: Place.optional(),
  city: Place.optional(),
  timeZone: TimeZone,
  externalId: ExternalId.optional(),
});
export type NewLocation = z.infer<typeof NewLocation>;

export const LocationUpdate = z
  .object({
    name: UnitName,
    country: Country,
    region: Place,
    city: Place,
    timeZone: TimeZone,
    externalId: ExternalId,
  })
  .partial();
export type LocationUpdate = z.infer<typeof LocationUpdate>;

/** One side of a pair of near-twin units: where it sits and how many people it holds. */
export const TwinUnit = z.object({
  id: Id,
  name: z.string(),
  path: z.array(z.string()),
  people: z.int(),
  /** Made from a free-text department (migration 0031). */
  fromFreeText: z.boolean(),
});
export type TwinUnit = z.infer<typeof TwinUnit>;

/** Units whose names differ only by case, spacing, punctuation or a typo or two, to merge or keep apart. */
export const UnitTwins = z.object({ items: z.array(z.object({ first: TwinUnit, second: TwinUnit })) });
export type UnitTwins = z.infer<typeof UnitTwins>;

/** Merges a unit into another of the same tree: its people, positions and sub-units move, it is archived. */
export const MergeOrgUnit = z.object({ intoId: Id });
export type MergeOrgUnit = z.infer<typeof MergeOrgUnit>;

export const KeepUnitsApart = z.object({ firstId: Id, secondId: Id });
export type KeepUnitsApart = z.infer<typeof KeepUnitsApart>;

/** Archive or restore a unit or a location. */
export const ArchiveInput = z.object({ archived: z.boolean() });
export type ArchiveInput = z.infer<typeof ArchiveInput>;

/**
 * Why a person's job changed (dated job assignments). `initial_record`: what their profile said when
 * the organisation model arrived; `correction`: the current record fixed in place, not a new job.
 */
export const JOB_CHANGE_REASONS = [
  'initial_record',
  'hire',
  'promotion',
  'lateral_move',
  'reorganisation',
  'leave',
  'return',
  'leaving',
  'correction',
  'project',
] as const;
export type JobChangeReason = (typeof JOB_CHANGE_REASONS)[number];
/** What a person records: the first and the correction are the system's own. */
export const RECORDABLE_REASONS = [
  'hire',
  'promotion',
  'lateral_move',
  'reorganisation',
  'leave',
  'return',
  'leaving',
] as const satisfies readonly JobChangeReason[];

const Named = z.object({ id: Id, name: z.string() }).nullable();

/** One period of a person's job: what, where, under whom, from when to when (ends exclusive). */
export const JobAssignment = z.object({
  id: Id,
  kind: z.enum(['primary', 'secondary']),
  startsOn: z.iso.date(),
  /** The first day it no longer holds; null while open. */
  endsOn: z.iso.date().nullable(),
  reason: z.enum(JOB_CHANGE_REASONS),
  note: z.string().nullable(),
  position: Named,
  jobProfile: Named,
  orgUnit: Named,
  location: Named,
  costCentre: Named,
  manager: Named,
  recordedAt: Timestamp,
  /** Who recorded it ('' for the system). */
  recordedByName: z.string(),
});
export type JobAssignment = z.infer<typeof JobAssignment>;

export const JobHistory = z.object({
  /** Newest first; at most the last 100 periods. */
  items: z.array(JobAssignment),
  /** The period that holds today, if any. */
  currentId: Id.nullable(),
});
export type JobHistory = z.infer<typeof JobHistory>;

export const PersonParams = z.object({ personId: Id });

/**
 * A job change from a date: the fields given replace the current ones (null clears one), the rest
 * carry over. `leaving` ends the person's job on that date and takes no other field.
 */
export const RecordJobChange = z.object({
  effectiveOn: z.iso.date({ error: JOB_CHANGE_MESSAGES.dateRequired }),
  reason: z.enum(RECORDABLE_REASONS),
  /** The seat taken: its job profile, unit and location apply unless given here too. */
  positionId: Id.nullable().optional(),
  jobProfileId: Id.nullable().optional(),
  orgUnitId: Id.nullable().optional(),
  locationId: Id.nullable().optional(),
  costCentreId: Id.nullable().optional(),
  managerId: Id.nullable().optional(),
  note: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      plainLine(z.string().trim().max(JOB_NOTE_MAX, { error: JOB_CHANGE_MESSAGES.noteTooLong })).nullable(),
    )
    .optional(),
});
export type RecordJobChange = z.infer<typeof RecordJobChange>;

export const POSITION_STATUSES = ['filled', 'vacant', 'frozen', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

/**
 * A seat: a job profile in a unit (and location), reporting to another position, with its
 * full-time equivalent, its status and whether it is critical. Its holder is whoever's current
 * primary job record names it; `filled` follows from that, `frozen` and `closed` are set by hand.
 */
export const Position = z.object({
  id: Id,
  code: z.string().nullable(),
  externalId: z.string().nullable(),
  jobProfile: z.object({ id: Id, name: z.string() }),
  orgUnit: z.object({ id: Id, name: z.string() }),
  location: z.object({ id: Id, name: z.string() }).nullable(),
  reportsTo: z.object({ id: Id, name: z.string() }).nullable(),
  fte: z.number(),
  status: z.enum(POSITION_STATUSES),
  critical: z.boolean(),
  holder: z.object({ id: Id, name: z.string() }).nullable(),
});
export type Position = z.infer<typeof Position>;

export const PositionPage = z.object({ items: z.array(Position), nextCursor: z.string().nullable() });
export type PositionPage = z.infer<typeof PositionPage>;

export const ListPositionsQuery = PageQuery.extend({
  /** A unit and all its sub-units. */
  unitId: Id.optional(),
  status: z.enum(POSITION_STATUSES).optional(),
  critical: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  q: plainLine(z.string().trim().max(100, { error: 'Search at most 100 characters' })).optional(),
});
export type ListPositionsQuery = z.infer<typeof ListPositionsQuery>;

export const PositionParams = z.object({ positionId: Id });

const Fte = z.coerce
  .number({ error: POSITION_MESSAGES.fteRange })
  .min(FTE_MIN, { error: POSITION_MESSAGES.fteRange })
  .max(FTE_MAX, { error: POSITION_MESSAGES.fteRange })
  .transform((v) => Math.round(v * 100) / 100);

/** What is set by hand: `filled` comes from a job record, never from here. */
const SettableStatus = z.enum(['vacant', 'frozen', 'closed'], {
  error: POSITION_MESSAGES.filledByAssignment,
});

export const NewPosition = z.object({
  jobProfileId: Id,
  orgUnitId: Id,
  locationId: Id.nullable().optional(),
  reportsToId: Id.nullable().optional(),
  fte: Fte.default(1),
  status: SettableStatus.default('vacant'),
  critical: z.boolean().default(false),
  code: UnitCode.optional(),
  externalId: ExternalId.optional(),
});
export type NewPosition = z.infer<typeof NewPosition>;

export const PositionUpdate = z
  .object({
    jobProfileId: Id,
    orgUnitId: Id,
    locationId: Id.nullable(),
    reportsToId: Id.nullable(),
    fte: Fte,
    status: SettableStatus,
    critical: z.boolean(),
    code: UnitCode,
    externalId: ExternalId,
  })
  .partial();
export type PositionUpdate = z.infer<typeof PositionUpdate>;

/**
 * A secondary assignment (issue 23, point 2): a dotted-line manager, a project in another unit, a second
 * role, alongside the person's primary job. It never changes their line manager, unit or job profile.
 */
export const SecondaryAssignmentInput = z
  .object({
    startsOn: z.iso.date({ error: JOB_CHANGE_MESSAGES.dateRequired }),
    /** The first day it no longer holds; null while open-ended. */
    endsOn: z.iso.date({ error: JOB_CHANGE_MESSAGES.endBeforeStart }).nullable().default(null),
    managerId: Id.nullable().default(null),
    orgUnitId: Id.nullable().default(null),
    jobProfileId: Id.nullable().default(null),
    note: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        plainLine(z.string().trim().max(JOB_NOTE_MAX, { error: JOB_CHANGE_MESSAGES.noteTooLong })).nullable(),
      )
      .default(null),
  })
  .refine((input) => input.managerId !== null || input.orgUnitId !== null || input.jobProfileId !== null, {
    error: JOB_CHANGE_MESSAGES.secondaryNeedsSomething,
    path: ['managerId'],
  })
  .refine((input) => input.endsOn === null || input.endsOn > input.startsOn, {
    error: JOB_CHANGE_MESSAGES.endBeforeStart,
    path: ['endsOn'],
  });
export type SecondaryAssignmentInput = z.infer<typeof SecondaryAssignmentInput>;

/** Ending a secondary assignment: the first day it no longer holds. */
export const EndSecondaryAssignment = z.object({
  endsOn: z.iso.date({ error: JOB_CHANGE_MESSAGES.dateRequired }),
});
export type EndSecondaryAssignment = z.infer<typeof EndSecondaryAssignment>;

export const AssignmentParams = z.object({ personId: Id, assignmentId: Id });
