import type { JobChangeReason, RecordJobChange } from '@competencyhub/domain/schemas/organisation';
import { JOB_CHANGE_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { jobAssignments } from '../../db/schema/organisation.ts';
import { AppError } from '../../http/errors.ts';
import { writeStoredFits } from '../levels/stored-fits.ts';
import { wouldLoop } from '../profiles/reporting-lines.ts';
import { checkJobReferences, type JobFields, seatFor } from './job-references.ts';
import { turn } from './turn.ts';

/**
 * The one writer of dated job assignments and of the cache they feed (decision 0052): a person's
 * job profile, unit, location, cost centre and line manager on their profile are those of the primary
 * assignment that holds today. Nothing else writes those columns.
 */

/**
 * The day in UTC as PostgreSQL's date text: the hourly job's window around each company's own day
 * (company-day.ts, which decides when a change takes effect).
 */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

const FIELDS = [
  'positionId',
  'jobProfileId',
  'orgUnitId',
  'locationId',
  'costCentreId',
  'managerId',
] as const;

const refuse = (field: string, message: string) =>
  new AppError('RULE_BROKEN', message, { errors: { [field]: [message] } });

/** The person's open primary assignment (the last one, possibly starting in the future). */
export async function openAssignment(tx: Tx, companyId: string, personId: string) {
  const [row] = await tx
    .select()
    .from(jobAssignments)
    .where(
      and(
        eq(jobAssignments.companyId, companyId),
        eq(jobAssignments.personId, personId),
        eq(jobAssignments.kind, 'primary'),
        isNull(jobAssignments.endsOn),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Writes the cache from the primary assignment that holds `on`, set-based, for the people `where`
 * picks (a list of people, or every assignment that started or ended lately): only rows that differ
 * are touched. The free-text job title, department and location follow a changed job profile, unit
 * or location, so every page that still shows them agrees.
 */
export async function refreshCurrentJobs(
  tx: Tx,
  /** The day whose records hold: a date, or an expression of each record's company (company-day.ts). */
  on: string | SQL,
  where: SQL,
  /**
   * Many people of one company (an import's chunk): each one's record is looked up from the list, by
   * person, whatever the planner believes of the table's size (PGlite never analyses it, and a join
   * planned from stale figures walked every record once per person).
   */
  people?: {
    companyId: string;
    ids: readonly string[];
    /** Each listed person's external id from an import (null: keep theirs), set in the same update. */
    externalIds?: readonly (string | null)[];
  },
): Promise<number> {
  const externalIds = people?.externalIds ?? null;
  const records = people
    ? sql`unnest(${uuidArray(people.ids)}::uuid[], array(
        select e.value from jsonb_array_elements_text(${JSON.stringify(externalIds ?? [])}::jsonb)
          with ordinality as e(value, n) order by e.n)) as x(id, external_id)
      cross join lateral (
        select * from job_assignments j
        where j.company_id = ${people.companyId} and j.person_id = x.id and j.kind = 'primary'
          and j.starts_on <= ${on}::date and (j.ends_on is null or j.ends_on > ${on}::date)
        order by j.starts_on desc limit 1) a`
    : sql`job_assignments a`;
  // Each listed person's job profile before the update, read by its index: joining `profiles` a second
  // time into the update (to compare old and new) made PGlite, which never analyses, scan every
  // profile per record: an import of 2,000 people took 17 s instead of 1.
  const before = people
    ? new Map(
        rowsOf<{ id: string; job_profile_id: string | null }>(
          await tx.execute(sql`
            select id, job_profile_id from profiles
            where company_id = ${people.companyId} and id = any(${uuidArray(people.ids)}::uuid[])`),
        ).map((row) => [row.id, row.job_profile_id]),
      )
    : null;
  const updated = rowsOf<{
    company_id: string;
    id: string;
    job_profile_id: string | null;
    new_profile: boolean;
  }>(
    await tx.execute(sql`
    update profiles p set
      job_title = case when a.job_profile_id is not distinct from p.job_profile_id then p.job_title else jp.title end,
      job_profile_id = a.job_profile_id,
      department = case when a.org_unit_id is not distinct from p.org_unit_id then p.department else u.name end,
      org_unit_id = a.org_unit_id,
      location = case when a.location_id is not distinct from p.location_id then p.location else l.name end,
      location_id = a.location_id,
      cost_centre_id = a.cost_centre_id,
      line_manager_id = a.manager_id,${
        externalIds
          ? sql`
      external_id = coalesce(x.external_id, p.external_id),`
          : sql``
      }
      updated_at = now()
    from ${records}
    ${
      before
        ? sql``
        : sql`-- The row as it was: FROM sees the table before the update.
    join profiles o on o.company_id = a.company_id and o.id = a.person_id`
    }
    left join job_profiles jp on jp.company_id = a.company_id and jp.id = a.job_profile_id
    left join org_units u on u.company_id = a.company_id and u.id = a.org_unit_id
    left join locations l on l.company_id = a.company_id and l.id = a.location_id
    where a.company_id = p.company_id and a.person_id = p.id and a.kind = 'primary'
      and a.starts_on <= ${on}::date and (a.ends_on is null or a.ends_on > ${on}::date)
      and (${where})${
        // The listed people by key: without it, PGlite (which never analyses) hashed the company's
        // every profile for each chunk of an import (118 ms of 192 at 100,000 people).
        // …and each profile joined to its own list entry: with only `a.person_id = p.id`, PostgreSQL
        // crossed the chunk's 500 profiles with its 500 entries and looked up a record for each of the
        // 250,000 pairs (430 ms a chunk, an import of 100,000 people 135 s instead of PGlite's 70).
        people ? sql` and p.id = any(${uuidArray(people.ids)}::uuid[]) and p.id = x.id` : sql``
      }
      and ((p.job_profile_id, p.org_unit_id, p.location_id, p.cost_centre_id, p.line_manager_id)
        is distinct from (a.job_profile_id, a.org_unit_id, a.location_id, a.cost_centre_id, a.manager_id)${
          externalIds
            ? sql` or (x.external_id is not null and x.external_id is distinct from p.external_id)`
            : sql``
        })
    returning p.company_id, p.id, p.job_profile_id,
      ${before ? sql`false` : sql`o.job_profile_id is distinct from p.job_profile_id`} as new_profile`),
  );
  const changed = updated.map((row) => ({
    ...row,
    new_profile: before ? before.get(row.id) !== row.job_profile_id : row.new_profile,
  }));
  // Someone in another job profile has another fit (levels/stored-fits.ts), per company.
  const byCompany = new Map<string, string[]>();
  for (const row of changed) {
    if (!row.new_profile) continue;
    const list = byCompany.get(row.company_id) ?? [];
    list.push(row.id);
    byCompany.set(row.company_id, list);
  }
  for (const [companyId, personIds] of byCompany) await writeStoredFits(tx, companyId, personIds);
  return changed.length;
}

const fieldsOf = (row: JobFields): JobFields => ({
  positionId: row.positionId,
  jobProfileId: row.jobProfileId,
  orgUnitId: row.orgUnitId,
  locationId: row.locationId,
  costCentreId: row.costCentreId,
  managerId: row.managerId,
});

/** The manager may not be the person, nor anyone who reports to them. */
async function checkManager(tx: Tx, companyId: string, personId: string, managerId: string | null) {
  if (!managerId) return;
  if (managerId === personId) throw refuse('managerId', JOB_CHANGE_MESSAGES.managerSelf);
  if (await wouldLoop(tx, companyId, personId, managerId))
    throw refuse('managerId', JOB_CHANGE_MESSAGES.managerLoop);
}

export interface RecordedChange {
  id: string | null;
  previousId: string | null;
  takesEffectNow: boolean;
}

/**
 * Records a job change from `input.effectiveOn`: the open assignment ends that day and a new one
 * starts with the fields given (the others carried over); `leaving` only ends it. A change dated
 * today or earlier updates the cache now; a later one when its day comes (the daily sweep). The
 * caller holds the company's reporting-lines lock.
 */
export async function recordChange(
  tx: Tx,
  companyId: string,
  personId: string,
  input: RecordJobChange,
  recordedBy: string | null,
  today: string,
): Promise<RecordedChange> {
  const open = await openAssignment(tx, companyId, personId);
  if (open && input.effectiveOn <= open.startsOn) {
    throw refuse(
      'effectiveOn',
      input.effectiveOn === open.startsOn ? JOB_CHANGE_MESSAGES.sameDay : JOB_CHANGE_MESSAGES.tooEarly,
    );
  }
  if (input.reason === 'leaving') {
    if (!open) throw refuse('reason', JOB_CHANGE_MESSAGES.notInCompany);
    await tx.update(jobAssignments).set({ endsOn: input.effectiveOn }).where(eq(jobAssignments.id, open.id));
    return { id: null, previousId: open.id, takesEffectNow: input.effectiveOn <= today };
  }
  const before: JobFields = open
    ? fieldsOf(open)
    : {
        positionId: null,
        jobProfileId: null,
        orgUnitId: null,
        locationId: null,
        costCentreId: null,
        managerId: null,
      };
  const next: JobFields = { ...before };
  // A seat brings its job profile, unit and location, unless the change names its own.
  if (input.positionId) {
    const seat = await seatFor(tx, companyId, personId, input.positionId, input.effectiveOn);
    next.jobProfileId = seat.jobProfileId;
    next.orgUnitId = seat.orgUnitId;
    next.locationId = seat.locationId;
  }
  for (const field of FIELDS) if (input[field] !== undefined) next[field] = input[field] ?? null;
  const changed = FIELDS.some((field) => next[field] !== before[field]);
  // A leave or a return may keep every field; any other change must change something.
  if (open && !changed && input.reason !== 'leave' && input.reason !== 'return') {
    throw refuse('form', JOB_CHANGE_MESSAGES.nothingToChange);
  }
  await checkJobReferences(tx, companyId, next, before);
  await checkManager(tx, companyId, personId, next.managerId === before.managerId ? null : next.managerId);
  if (open)
    await tx.update(jobAssignments).set({ endsOn: input.effectiveOn }).where(eq(jobAssignments.id, open.id));
  const [row] = await tx
    .insert(jobAssignments)
    .values({
      companyId,
      personId,
      ...next,
      startsOn: input.effectiveOn,
      reason: open ? input.reason : ('hire' satisfies JobChangeReason),
      note: input.note ?? null,
      recordedBy,
    })
    .returning({ id: jobAssignments.id });
  const takesEffectNow = input.effectiveOn <= today;
  if (takesEffectNow) {
    await refreshCurrentJobs(tx, today, sql`p.company_id = ${companyId} and p.id = ${personId}`);
  }
  return { id: row?.id ?? null, previousId: open?.id ?? null, takesEffectNow };
}

/**
 * Fixes the current record in place (User Management's line manager, a job profile assigned from
 * Job Profiles): no new period, the assignment that holds today takes the new value, and so does the
 * cache. A person without one gets their first, starting today.
 */
export async function correctCurrentJob(
  tx: Tx,
  companyId: string,
  personId: string,
  patch: Partial<JobFields>,
  recordedBy: string | null,
  today: string,
): Promise<void> {
  const [current] = await tx
    .select({ id: jobAssignments.id })
    .from(jobAssignments)
    .where(
      and(
        eq(jobAssignments.companyId, companyId),
        eq(jobAssignments.personId, personId),
        eq(jobAssignments.kind, 'primary'),
        sql`${jobAssignments.startsOn} <= ${today}::date`,
        sql`(${jobAssignments.endsOn} is null or ${jobAssignments.endsOn} > ${today}::date)`,
      ),
    )
    .orderBy(desc(jobAssignments.startsOn))
    .limit(1)
    .for('update');
  if (current) {
    await tx.update(jobAssignments).set(patch).where(eq(jobAssignments.id, current.id));
  } else {
    const open = await openAssignment(tx, companyId, personId);
    // Only a pending future change and nothing today: today's record runs until that change.
    await tx.insert(jobAssignments).values({
      companyId,
      personId,
      ...patch,
      startsOn: today,
      endsOn: open ? open.startsOn : null,
      reason: 'hire',
      recordedBy,
    });
  }
  await refreshCurrentJobs(tx, today, sql`p.company_id = ${companyId} and p.id = ${personId}`);
}

/** One person's job as an HRIS import sets it (hris-apply.ts), every reference already an id. */
export interface ImportedJob {
  personId: string;
  /** Stored on the profile when the person was matched by e-mail; null: it has it already. */
  externalId: string | null;
  /** 'hire': a first record; 'change': a new period from effectiveOn; 'correct': the open one, same day. */
  mode: 'hire' | 'change' | 'correct' | 'none';
  openId: string | null;
  effectiveOn: string;
  positionId: string | null;
  jobProfileId: string | null;
  orgUnitId: string | null;
  locationId: string | null;
  /** The open record's cost centre unless the file names another (the planner carries it over). */
  costCentreId: string | null;
  managerId: string | null;
}

/**
 * Records many people's job changes at once, set-based (an HRIS import's chunk, decision 0056): each
 * open record ends on its change's day and the next opens with the file's fields (what the file leaves
 * empty carried over by the planner), as `reorganisation`, or `hire` for a first record; a change dated the day the open
 * record began corrects it in place. The import has checked every rule over the whole file first
 * (references, loops, seats, dates); the database's one-open-record index still holds. The caller
 * holds the company's reporting-lines lock. The event loop gets a turn between statements (on PGlite
 * each runs on this thread).
 */
export async function recordImportedJobs(
  tx: Tx,
  companyId: string,
  jobs: readonly ImportedJob[],
  recordedBy: string | null,
  today: string,
): Promise<void> {
  if (jobs.length === 0) return;
  // Each statement names its rows' ids as one array, so PostgreSQL reaches them by key whatever the
  // company's size (a join on the JSON rows alone was planned as a scan of every record).
  const recordset = (part: readonly ImportedJob[]) => sql`jsonb_to_recordset(${JSON.stringify(
    part.map((job) => ({
      person_id: job.personId,
      external_id: job.externalId,
      mode: job.mode,
      open_id: job.openId,
      effective_on: job.effectiveOn,
      position_id: job.positionId,
      job_profile_id: job.jobProfileId,
      org_unit_id: job.orgUnitId,
      location_id: job.locationId,
      cost_centre_id: job.costCentreId,
      manager_id: job.managerId,
    })),
  )}::jsonb) as v(person_id uuid, external_id text, mode text, open_id uuid, effective_on date,
    position_id uuid, job_profile_id uuid, org_unit_id uuid, location_id uuid, cost_centre_id uuid,
    manager_id uuid)`;
  const openIds = (part: readonly ImportedJob[]) => uuidArray(part.map((job) => job.openId ?? ''));
  const corrected = jobs.filter((job) => job.mode === 'correct');
  if (corrected.length > 0)
    await tx.execute(sql`update job_assignments a set position_id = v.position_id, job_profile_id = v.job_profile_id,
        org_unit_id = v.org_unit_id, location_id = v.location_id, cost_centre_id = v.cost_centre_id,
        manager_id = v.manager_id
      from ${recordset(corrected)}
      where a.company_id = ${companyId} and a.id = any(${openIds(corrected)}::uuid[]) and a.id = v.open_id
        and a.ends_on is null`);
  const changed = jobs.filter((job) => job.mode === 'change');
  if (changed.length > 0)
    await tx.execute(sql`update job_assignments a set ends_on = v.effective_on from ${recordset(changed)}
      where a.company_id = ${companyId} and a.id = any(${openIds(changed)}::uuid[]) and a.id = v.open_id
        and a.ends_on is null`);
  await turn();
  const opened = jobs.filter((job) => job.mode === 'hire' || job.mode === 'change');
  if (opened.length > 0)
    await tx.execute(sql`insert into job_assignments (company_id, person_id, kind, position_id, job_profile_id,
        org_unit_id, location_id, cost_centre_id, manager_id, starts_on, reason, recorded_by)
      select ${companyId}::uuid, v.person_id, 'primary', v.position_id, v.job_profile_id, v.org_unit_id, v.location_id,
        v.cost_centre_id, v.manager_id, v.effective_on, case when v.mode = 'hire' then 'hire' else 'reorganisation' end,
        ${recordedBy}::uuid
      from ${recordset(opened)}`);
  await turn();
  // Each person's external id is written by the same update as their current job: a second update of
  // every profile of the chunk cost an import of 100,000 people on PGlite 15 s.
  await refreshCurrentJobs(tx, today, sql`p.company_id = ${companyId}`, {
    companyId,
    ids: jobs.map((job) => job.personId),
    externalIds: jobs.map((job) => job.externalId),
  });
  // Whoever has no current job today (a change dated later) gets theirs here.
  const named = jobs.filter((job) => job.externalId !== null);
  if (named.length > 0)
    await tx.execute(sql`update profiles p set external_id = v.external_id, updated_at = now() from ${recordset(named)}
      where p.company_id = ${companyId} and p.id = any(${uuidArray(named.map((job) => job.personId))}::uuid[])
        and p.id = v.person_id and p.external_id is distinct from v.external_id`);
}
