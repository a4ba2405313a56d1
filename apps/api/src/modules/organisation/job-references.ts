import { JOB_CHANGE_MESSAGES, POSITION_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { jobProfiles } from '../../db/schema/job-profiles.ts';
import { locations, orgUnits, positions } from '../../db/schema/organisation.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';

/** What a job assignment says: the job, the place, who pays, who manages. */
export interface JobFields {
  positionId: string | null;
  jobProfileId: string | null;
  orgUnitId: string | null;
  locationId: string | null;
  costCentreId: string | null;
  managerId: string | null;
}

const refuse = (field: string, message: string) =>
  new AppError('RULE_BROKEN', message, { errors: { [field]: [message] } });

/**
 * Every reference a job change sets must be the company's own and active: a job profile not
 * archived, a unit of the organisation tree and a cost centre of its own tree (neither archived),
 * a location not archived, an active person as manager. Values carried over unchanged are not
 * checked again (a unit archived since may stay on an old record until the next change).
 */
export async function checkJobReferences(tx: Tx, companyId: string, next: JobFields, before: JobFields) {
  const changed = (field: keyof JobFields) => next[field] !== null && next[field] !== before[field];
  if (changed('jobProfileId')) {
    const [row] = await tx
      .select({ id: jobProfiles.id })
      .from(jobProfiles)
      .where(
        and(
          eq(jobProfiles.companyId, companyId),
          eq(jobProfiles.id, next.jobProfileId ?? ''),
          isNull(jobProfiles.archivedAt),
        ),
      );
    if (!row) throw refuse('jobProfileId', JOB_CHANGE_MESSAGES.unknownJobProfile);
  }
  for (const [field, hierarchy, message] of [
    ['orgUnitId', 'organisation', JOB_CHANGE_MESSAGES.unknownUnit],
    ['costCentreId', 'cost_centre', JOB_CHANGE_MESSAGES.unknownCostCentre],
  ] as const) {
    if (!changed(field)) continue;
    const [row] = await tx
      .select({ id: orgUnits.id })
      .from(orgUnits)
      .where(
        and(
          eq(orgUnits.companyId, companyId),
          eq(orgUnits.id, next[field] ?? ''),
          eq(orgUnits.hierarchy, hierarchy),
          isNull(orgUnits.archivedAt),
        ),
      );
    if (!row) throw refuse(field, message);
  }
  if (changed('locationId')) {
    const [row] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          eq(locations.companyId, companyId),
          eq(locations.id, next.locationId ?? ''),
          isNull(locations.archivedAt),
        ),
      );
    if (!row) throw refuse('locationId', JOB_CHANGE_MESSAGES.unknownLocation);
  }
  if (changed('managerId')) {
    const [row] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.companyId, companyId),
          eq(profiles.id, next.managerId ?? ''),
          eq(profiles.status, 'active'),
        ),
      );
    if (!row) throw refuse('managerId', JOB_CHANGE_MESSAGES.unknownManager);
  }
}

/**
 * The seat a job change gives the person: open (neither frozen nor closed) and held by nobody else
 * on that date (one holder per position).
 */
export async function seatFor(tx: Tx, companyId: string, personId: string, positionId: string, on: string) {
  const [seat] = await tx
    .select({
      id: positions.id,
      status: positions.status,
      jobProfileId: positions.jobProfileId,
      orgUnitId: positions.orgUnitId,
      locationId: positions.locationId,
    })
    .from(positions)
    .where(and(eq(positions.companyId, companyId), eq(positions.id, positionId)))
    .for('update');
  if (!seat) throw refuse('positionId', POSITION_MESSAGES.unknownReportsTo);
  if (seat.status === 'frozen' || seat.status === 'closed')
    throw refuse('positionId', POSITION_MESSAGES.unavailable);
  const held = rowsOf(
    await tx.execute(sql`select 1 from job_assignments where company_id = ${companyId} and position_id = ${positionId}
      and person_id <> ${personId} and kind = 'primary' and (ends_on is null or ends_on > ${on}::date) limit 1`),
  );
  if (held.length > 0) throw refuse('positionId', POSITION_MESSAGES.heldByOther);
  return seat;
}
