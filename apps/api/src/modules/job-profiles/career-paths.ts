import {
  type CareerStep,
  JOB_PROFILE_MESSAGES,
  type NextStepInput,
  type NextStepKind,
} from '@competencyhub/domain/schemas/job-profiles';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inIds, uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { jobProfileNextSteps, jobProfiles } from '../../db/schema/job-profiles.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Career paths (issue 9): a job profile's next steps, each a promotion or a lateral move. Read with
 * the profile (both directions) and by the career plan; written as a whole list by the editors.
 */

interface StepRow {
  from_id: string;
  to_id: string;
  kind: NextStepKind;
  title: string;
  grade: string;
  department: string;
  archived: boolean;
}

/** The roles one can move on to from each of the given profiles (in the editors' order). */
export async function nextStepsOf(
  tx: Tx,
  companyId: string,
  jobProfileIds: readonly string[],
): Promise<Map<string, CareerStep[]>> {
  const byProfile = new Map<string, CareerStep[]>();
  if (jobProfileIds.length === 0) return byProfile;
  const rows = rowsOf<StepRow>(
    await tx.execute(sql`
      select s.from_job_profile_id as from_id, s.to_job_profile_id as to_id, s.kind,
             j.title, coalesce(g.code, '') as grade, j.department, j.archived_at is not null as archived
      from job_profile_next_steps s
      join job_profiles j on j.company_id = s.company_id and j.id = s.to_job_profile_id
      left join job_grades g on g.company_id = j.company_id and g.id = j.grade_id
      where s.company_id = ${companyId} and s.from_job_profile_id = any(${uuidArray(jobProfileIds)}::uuid[])
      order by s.position, j.title`),
  );
  for (const row of rows) {
    const list = byProfile.get(row.from_id) ?? [];
    list.push(step(row.to_id, row));
    byProfile.set(row.from_id, list);
  }
  return byProfile;
}

/** The roles whose next steps include this one. */
export async function previousStepsOf(
  tx: Tx,
  companyId: string,
  jobProfileId: string,
): Promise<CareerStep[]> {
  const rows = rowsOf<StepRow>(
    await tx.execute(sql`
      select s.from_job_profile_id as from_id, s.to_job_profile_id as to_id, s.kind,
             j.title, coalesce(g.code, '') as grade, j.department, j.archived_at is not null as archived
      from job_profile_next_steps s
      join job_profiles j on j.company_id = s.company_id and j.id = s.from_job_profile_id
      left join job_grades g on g.company_id = j.company_id and g.id = j.grade_id
      where s.company_id = ${companyId} and s.to_job_profile_id = ${jobProfileId}
      order by j.title`),
  );
  return rows.map((row) => step(row.from_id, row));
}

function step(jobProfileId: string, row: StepRow): CareerStep {
  return {
    jobProfileId,
    title: row.title,
    grade: row.grade,
    department: row.department,
    kind: row.kind,
    archived: row.archived,
  };
}

const refuse = (message: string) => new AppError('RULE_BROKEN', message, { errors: { steps: [message] } });

/**
 * Checks a new list of next steps for `fromId`: other active profiles of the company (one already
 * linked may stay even if archived since), and no promotion that climbs back to this role.
 */
export async function checkNextSteps(
  tx: Tx,
  companyId: string,
  fromId: string,
  steps: readonly NextStepInput[],
): Promise<void> {
  if (steps.some((s) => s.jobProfileId === fromId)) throw refuse(JOB_PROFILE_MESSAGES.nextStepIsSelf);
  if (steps.length === 0) return;
  const ids = steps.map((s) => s.jobProfileId);
  const found = await tx
    .select({ id: jobProfiles.id, archivedAt: jobProfiles.archivedAt })
    .from(jobProfiles)
    .where(and(eq(jobProfiles.companyId, companyId), inIds(jobProfiles.id, ids)));
  const current = new Set(
    (await nextStepsOf(tx, companyId, [fromId])).get(fromId)?.map((s) => s.jobProfileId),
  );
  const usable = new Set(found.filter((p) => p.archivedAt === null || current.has(p.id)).map((p) => p.id));
  if (ids.some((id) => !usable.has(id))) throw refuse(JOB_PROFILE_MESSAGES.nextStepUnknown);
  const promotions = steps.filter((s) => s.kind === 'promotion').map((s) => s.jobProfileId);
  if (promotions.length === 0) return;
  // Every role reachable by promotions from the new promotions, leaving out this role's own links
  // (they are being replaced): if this role is among them, the path would climb in a circle.
  const [loop] = rowsOf<{ loops: boolean }>(
    await tx.execute(sql`
      with recursive reach(id) as (
        select unnest(${uuidArray(promotions)}::uuid[])
        union
        select s.to_job_profile_id from job_profile_next_steps s join reach r on s.from_job_profile_id = r.id
        where s.company_id = ${companyId} and s.kind = 'promotion' and s.from_job_profile_id <> ${fromId}
      )
      select exists (select 1 from reach where id = ${fromId}) as loops`),
  );
  if (loop?.loops) throw refuse(JOB_PROFILE_MESSAGES.promotionLoop);
}

export async function replaceNextSteps(
  tx: Tx,
  companyId: string,
  fromId: string,
  steps: readonly NextStepInput[],
): Promise<void> {
  await tx
    .delete(jobProfileNextSteps)
    .where(
      and(eq(jobProfileNextSteps.companyId, companyId), eq(jobProfileNextSteps.fromJobProfileId, fromId)),
    );
  if (steps.length === 0) return;
  await tx.insert(jobProfileNextSteps).values(
    steps.map((s, position) => ({
      companyId,
      fromJobProfileId: fromId,
      toJobProfileId: s.jobProfileId,
      kind: s.kind,
      position,
    })),
  );
}
