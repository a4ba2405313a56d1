import type {
  EndSecondaryAssignment,
  JobHistory,
  SecondaryAssignmentInput,
} from '@competencyhub/domain/schemas/organisation';
import { JOB_CHANGE_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { jobAssignments } from '../../db/schema/organisation.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { assertOutranks } from '../profiles/membership.ts';
import { findProfile } from '../profiles/repo.ts';
import { companyToday } from './company-day.ts';
import { historyOf } from './job-changes.ts';
import { checkJobReferences, type JobFields } from './job-references.ts';
import { refuse } from './unit-rows.ts';

/**
 * Secondary assignments (issue 23, point 2): a dotted-line manager, a project in another unit or a
 * second role beside a person's primary job, dated like every job record. They are written here and
 * never touch the profile cache (decision 0052): a person's line manager, unit and job profile stay
 * those of their primary assignment. User Management records them (manage_people), audited.
 */

const NONE: JobFields = {
  positionId: null,
  jobProfileId: null,
  orgUnitId: null,
  locationId: null,
  costCentreId: null,
  managerId: null,
};

/** The person, if the viewer may record their jobs; anyone else, or another company's, is a 404. */
async function personFor(tx: Tx, viewer: Viewer, personId: string) {
  const person = await findProfile(tx, viewer.tenantId, personId);
  if (!person || (person.status !== 'active' && person.status !== 'deactivated')) throw notFound('Person');
  assertOutranks(viewer, person);
  return person;
}

export function addSecondaryAssignment(
  services: Services,
  viewer: Viewer,
  personId: string,
  input: SecondaryAssignmentInput,
  req: FastifyRequest,
): Promise<JobHistory> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const person = await personFor(tx, viewer, personId);
    if (input.managerId === personId) throw refuse('managerId', JOB_CHANGE_MESSAGES.managerSelf);
    await checkJobReferences(
      tx,
      companyId,
      { ...NONE, managerId: input.managerId, orgUnitId: input.orgUnitId, jobProfileId: input.jobProfileId },
      NONE,
    );
    const [row] = await tx
      .insert(jobAssignments)
      .values({
        companyId,
        personId,
        kind: 'secondary',
        managerId: input.managerId,
        orgUnitId: input.orgUnitId,
        jobProfileId: input.jobProfileId,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        reason: 'project',
        note: input.note,
        recordedBy: viewer.userId,
      })
      .returning({ id: jobAssignments.id });
    await writeAudit(tx, req, {
      action: 'job_assignment.secondary_added',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: personId,
      details: { name: person.fullName, assignmentId: row?.id ?? null, ...input },
    });
    return historyOf(tx, companyId, personId, await companyToday(tx, companyId));
  });
}

export function endSecondaryAssignment(
  services: Services,
  viewer: Viewer,
  personId: string,
  assignmentId: string,
  input: EndSecondaryAssignment,
  req: FastifyRequest,
): Promise<JobHistory> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const person = await personFor(tx, viewer, personId);
    const where = and(
      eq(jobAssignments.companyId, companyId),
      eq(jobAssignments.personId, personId),
      eq(jobAssignments.id, assignmentId),
      eq(jobAssignments.kind, 'secondary'),
    );
    const [assignment] = await tx.select().from(jobAssignments).where(where).for('update');
    if (!assignment) throw notFound('Assignment');
    const today = await companyToday(tx, companyId);
    if (assignment.endsOn !== null && assignment.endsOn <= today) {
      throw refuse('endsOn', JOB_CHANGE_MESSAGES.secondaryEnded);
    }
    if (input.endsOn <= assignment.startsOn) throw refuse('endsOn', JOB_CHANGE_MESSAGES.endBeforeStart);
    await tx.update(jobAssignments).set({ endsOn: input.endsOn }).where(where);
    await writeAudit(tx, req, {
      action: 'job_assignment.secondary_ended',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: personId,
      details: { name: person.fullName, assignmentId, from: assignment.endsOn, endsOn: input.endsOn },
    });
    return historyOf(tx, companyId, personId, today);
  });
}

/** One secondary assignment as an HRIS import adds it (hris-apply.ts), every reference an id. */
export interface ImportedSecondary {
  personId: string;
  managerId: string | null;
  orgUnitId: string | null;
  jobProfileId: string | null;
  startsOn: string;
}

/**
 * Adds an HRIS import's secondary assignments at once, set-based, as addSecondaryAssignment adds one
 * (kind `secondary`, reason `project`, open-ended, no note), never touching the line manager or the
 * profile. The import has checked every reference; an identical assignment of the person that has not
 * ended before the new one starts is already there and is not added again, so a chunk applied twice
 * (a job resumed) adds nothing the second time.
 */
export async function recordImportedSecondaries(
  tx: Tx,
  companyId: string,
  assignments: readonly ImportedSecondary[],
  recordedBy: string | null,
): Promise<void> {
  if (assignments.length === 0) return;
  const rows = JSON.stringify(
    assignments.map((a) => ({
      person_id: a.personId,
      manager_id: a.managerId,
      org_unit_id: a.orgUnitId,
      job_profile_id: a.jobProfileId,
      starts_on: a.startsOn,
    })),
  );
  await tx.execute(sql`insert into job_assignments (company_id, person_id, kind, manager_id, org_unit_id,
      job_profile_id, starts_on, reason, recorded_by)
    select ${companyId}::uuid, v.person_id, 'secondary', v.manager_id, v.org_unit_id, v.job_profile_id, v.starts_on,
      'project', ${recordedBy}::uuid
    from jsonb_to_recordset(${rows}::jsonb) as v(person_id uuid, manager_id uuid, org_unit_id uuid,
      job_profile_id uuid, starts_on date)
    where not exists (select 1 from job_assignments s
      where s.company_id = ${companyId} and s.person_id = v.person_id and s.kind = 'secondary'
        and s.manager_id is not distinct from v.manager_id and s.org_unit_id is not distinct from v.org_unit_id
        and s.job_profile_id is not distinct from v.job_profile_id
        and (s.ends_on is null or s.ends_on > v.starts_on))`);
}
