import type {
  ListPositionsQuery,
  NewPosition,
  Position,
  PositionPage,
  PositionUpdate,
} from '@competencyhub/domain/schemas/organisation';
import { POSITION_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/migrate.ts';
import { jobProfiles } from '../../db/schema/job-profiles.ts';
import { locations, orgUnits, positions } from '../../db/schema/organisation.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { companyDaySql } from './company-day.ts';
import { decodeNameCursor, likeText, pageOf } from './name-cursor.ts';
import { changedFields, refuse } from './unit-rows.ts';

/**
 * Positions (issue 23): seats in units that job records fill. Listed by job profile title, filtered
 * by unit (with its sub-units), status, critical flag or text; changed by account holders and
 * platform staff. `filled` is read from the job record holding the seat today, never stored by hand.
 */

const reportsTo = alias(positions, 'reports_to');
const reportsToProfile = alias(jobProfiles, 'reports_to_profile');

const columns = {
  id: positions.id,
  code: positions.code,
  externalId: positions.externalId,
  jobProfileId: positions.jobProfileId,
  jobProfileName: jobProfiles.title,
  orgUnitId: positions.orgUnitId,
  orgUnitName: orgUnits.name,
  locationId: positions.locationId,
  locationName: locations.name,
  reportsToId: positions.reportsToId,
  reportsToName: sql<string | null>`case when ${positions.reportsToId} is null then null
    else coalesce(${reportsTo.code} || ' · ', '') || ${reportsToProfile.title} end`,
  fte: positions.fte,
  status: positions.status,
  critical: positions.critical,
  holderId: sql<string | null>`holder.id`,
  holderName: sql<string | null>`holder.full_name`,
};

function selectPositions(tx: Tx, companyId: string, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(positions)
    .innerJoin(
      jobProfiles,
      and(eq(jobProfiles.companyId, positions.companyId), eq(jobProfiles.id, positions.jobProfileId)),
    )
    .innerJoin(
      orgUnits,
      and(eq(orgUnits.companyId, positions.companyId), eq(orgUnits.id, positions.orgUnitId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.companyId, positions.companyId), eq(locations.id, positions.locationId)),
    )
    .leftJoin(
      reportsTo,
      and(eq(reportsTo.companyId, positions.companyId), eq(reportsTo.id, positions.reportsToId)),
    )
    .leftJoin(
      reportsToProfile,
      and(
        eq(reportsToProfile.companyId, reportsTo.companyId),
        eq(reportsToProfile.id, reportsTo.jobProfileId),
      ),
    )
    .leftJoin(
      sql`lateral (select p.id, p.full_name from job_assignments a join profiles p
        on p.company_id = a.company_id and p.id = a.person_id
        where a.company_id = ${positions.companyId} and a.position_id = ${positions.id} and a.kind = 'primary'
          and a.starts_on <= ${companyDaySql(companyId)} and (a.ends_on is null or a.ends_on > ${companyDaySql(companyId)})
        limit 1) holder`,
      sql`true`,
    )
    .where(and(eq(positions.companyId, companyId), where));
}

type PositionRow = Awaited<ReturnType<typeof selectPositions>>[number];

function toPosition(row: PositionRow): Position {
  const named = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
  return {
    id: row.id,
    code: row.code,
    externalId: row.externalId,
    jobProfile: { id: row.jobProfileId, name: row.jobProfileName },
    orgUnit: { id: row.orgUnitId, name: row.orgUnitName },
    location: named(row.locationId, row.locationName),
    reportsTo: named(row.reportsToId, row.reportsToName),
    fte: Number(row.fte),
    status: row.holderId && row.status === 'vacant' ? 'filled' : row.status,
    critical: row.critical,
    holder: named(row.holderId, row.holderName),
  };
}

async function findPosition(tx: Tx, companyId: string, positionId: string): Promise<Position> {
  const [row] = await selectPositions(tx, companyId, eq(positions.id, positionId));
  if (!row) throw new AppError('NOT_FOUND', 'Position not found');
  return toPosition(row);
}

export function listPositions(
  services: Services,
  viewer: Viewer,
  query: ListPositionsQuery,
): Promise<PositionPage> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const conditions: Array<SQL | undefined> = [];
    if (query.unitId) {
      conditions.push(sql`${positions.orgUnitId} in (select descendant_id from org_unit_closure
        where company_id = ${companyId} and ancestor_id = ${query.unitId})`);
    }
    if (query.status === 'filled') conditions.push(sql`holder.id is not null`);
    else if (query.status === 'vacant')
      conditions.push(and(eq(positions.status, 'vacant'), sql`holder.id is null`));
    else if (query.status) conditions.push(eq(positions.status, query.status));
    if (query.critical !== undefined) conditions.push(eq(positions.critical, query.critical));
    if (query.q) {
      const pattern = likeText(query.q);
      conditions.push(
        or(ilike(jobProfiles.title, pattern), ilike(positions.code, pattern), ilike(orgUnits.name, pattern)),
      );
    }
    const after = decodeNameCursor(query.cursor);
    if (after) conditions.push(sql`(${jobProfiles.title}, ${positions.id}) > (${after.name}, ${after.id})`);
    const rows = await selectPositions(tx, companyId, and(...conditions))
      .orderBy(asc(jobProfiles.title), asc(positions.id))
      .limit(query.limit + 1);
    const page = pageOf(
      rows.map((row) => ({ ...row, name: row.jobProfileName })),
      query.limit,
    );
    return { items: page.items.map(toPosition), nextCursor: page.nextCursor };
  });
}

/** Every reference is the company's own and open; a position never reports to one below it. */
async function checkReferences(tx: Tx, companyId: string, positionId: string | null, input: PositionUpdate) {
  const missing = async (table: 'job_profiles' | 'org_units' | 'locations', id: string, extra: SQL) =>
    rowsOf(
      await tx.execute(sql`select 1 from ${sql.identifier(table)} where company_id = ${companyId} and id = ${id}
        and archived_at is null and ${extra}`),
    ).length === 0;
  if (input.jobProfileId && (await missing('job_profiles', input.jobProfileId, sql`true`))) {
    throw refuse('jobProfileId', POSITION_MESSAGES.unknownJobProfile);
  }
  if (input.orgUnitId && (await missing('org_units', input.orgUnitId, sql`hierarchy = 'organisation'`))) {
    throw refuse('orgUnitId', POSITION_MESSAGES.unknownUnit);
  }
  if (input.locationId && (await missing('locations', input.locationId, sql`true`))) {
    throw refuse('locationId', POSITION_MESSAGES.unknownLocation);
  }
  if (input.reportsToId) {
    const [above] = await tx
      .select({ id: positions.id, status: positions.status })
      .from(positions)
      .where(and(eq(positions.companyId, companyId), eq(positions.id, input.reportsToId)));
    if (!above || above.status === 'closed' || above.id === positionId) {
      throw refuse('reportsToId', POSITION_MESSAGES.unknownReportsTo);
    }
    if (positionId) {
      const loop = rowsOf(
        await tx.execute(sql`with recursive chain(id) as (
            select reports_to_id from positions where company_id = ${companyId} and id = ${input.reportsToId}
            union select p.reports_to_id from positions p join chain on p.id = chain.id
            where p.company_id = ${companyId})
          select 1 from chain where id = ${positionId} limit 1`),
      );
      if (loop.length > 0) throw refuse('reportsToId', POSITION_MESSAGES.reportsLoop);
    }
  }
}

/** One change of the reporting lines between positions at a time per company (an HRIS import's too). */
export async function lockPositions(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`positions:${companyId}`}, 0))`);
}

async function inPositions<T>(services: Services, viewer: Viewer, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withTenant(services.database, viewer.tenantId, async (tx) => {
      await lockPositions(tx, viewer.tenantId);
      return fn(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'positions_code'))
      throw refuse('code', POSITION_MESSAGES.codeTaken, 'CONFLICT');
    if (isUniqueViolation(error, 'positions_external_id')) {
      throw refuse('externalId', 'Another record already has this external id', 'CONFLICT');
    }
    throw error;
  }
}

const audit = (
  viewer: Viewer,
  action: 'position.created' | 'position.updated',
  position: Position,
  details = {},
) => ({
  action,
  companyId: viewer.tenantId,
  actorId: viewer.userId,
  actorEmail: viewer.email,
  targetType: 'position',
  targetId: position.id,
  details: {
    jobProfile: position.jobProfile.name,
    unit: position.orgUnit.name,
    code: position.code,
    ...details,
  },
});

export function createPosition(services: Services, viewer: Viewer, input: NewPosition, req: FastifyRequest) {
  const companyId = viewer.tenantId;
  return inPositions(services, viewer, async (tx) => {
    await checkReferences(tx, companyId, null, input);
    const [row] = await tx
      .insert(positions)
      .values({
        companyId,
        jobProfileId: input.jobProfileId,
        orgUnitId: input.orgUnitId,
        locationId: input.locationId ?? null,
        reportsToId: input.reportsToId ?? null,
        fte: input.fte,
        status: input.status,
        critical: input.critical,
        code: input.code ?? null,
        externalId: input.externalId ?? null,
      })
      .returning({ id: positions.id });
    if (!row) throw new Error('position not inserted');
    const position = await findPosition(tx, companyId, row.id);
    await writeAudit(tx, req, audit(viewer, 'position.created', position));
    return position;
  });
}

export function updatePosition(
  services: Services,
  viewer: Viewer,
  positionId: string,
  input: PositionUpdate,
  req: FastifyRequest,
) {
  const companyId = viewer.tenantId;
  return inPositions(services, viewer, async (tx) => {
    const before = await findPosition(tx, companyId, positionId);
    await checkReferences(tx, companyId, positionId, input);
    if (before.holder && (input.status === 'closed' || input.status === 'frozen')) {
      throw refuse('status', POSITION_MESSAGES.heldWhileClosing);
    }
    await tx
      .update(positions)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(positions.companyId, companyId), eq(positions.id, positionId)));
    const position = await findPosition(tx, companyId, positionId);
    const flat = (p: Position) => ({
      jobProfileId: p.jobProfile.id,
      orgUnitId: p.orgUnit.id,
      locationId: p.location?.id ?? null,
      reportsToId: p.reportsTo?.id ?? null,
      fte: p.fte,
      status: p.status,
      critical: p.critical,
      code: p.code,
      externalId: p.externalId,
    });
    const changed = changedFields(
      flat(before),
      flat(position),
      Object.keys(input) as Array<keyof PositionUpdate>,
    );
    await writeAudit(tx, req, audit(viewer, 'position.updated', position, { changed }));
    return position;
  });
}
