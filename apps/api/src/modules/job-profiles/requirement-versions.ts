import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { writeStoredFitsOfProfile } from '../levels/stored-fits.ts';

/**
 * The one writer of requirement versions (decision 0053): after the requirements of these job
 * profiles changed in this transaction, each gets a new version number and a snapshot of its
 * requirements as they now are; earlier snapshots stay. Set-based: one statement whatever the count.
 * A profile whose requirements equal its latest snapshot gets no new version (a save that changed
 * nothing, or a scale change that left its levels where they were).
 */
export async function recordRequirementVersions(
  tx: Tx,
  companyId: string,
  jobProfileIds: readonly string[],
  createdBy: string | null,
): Promise<void> {
  if (jobProfileIds.length === 0) return;
  const recorded = rowsOf<{ job_profile_id: string }>(
    await tx.execute(sql`
    with now_required as (
      select p.id,
        coalesce((select jsonb_agg(jsonb_build_object('competencyId', r.competency_id,
                    'requiredLevel', r.required_level, 'importance', r.importance) order by r.position)
                  from job_profile_requirements r
                  where r.company_id = p.company_id and r.job_profile_id = p.id), '[]'::jsonb) as requirements
      from job_profiles p
      where p.company_id = ${companyId} and p.id = any(${uuidArray(jobProfileIds)}::uuid[])
    ),
    changed as (
      select n.id, n.requirements from now_required n
      where not exists (
        select 1 from job_profile_requirement_versions v
        join job_profiles p on p.company_id = v.company_id and p.id = v.job_profile_id
          and p.requirements_version = v.version
        where v.company_id = ${companyId} and v.job_profile_id = n.id and v.requirements = n.requirements)
    ),
    bumped as (
      update job_profiles p set requirements_version = p.requirements_version + 1
      from changed c
      where p.company_id = ${companyId} and p.id = c.id
        and exists (select 1 from job_profile_requirement_versions v
                    where v.company_id = p.company_id and v.job_profile_id = p.id)
      returning p.id, p.requirements_version
    )
    insert into job_profile_requirement_versions (company_id, job_profile_id, version, requirements, created_by)
    select ${companyId}, c.id, coalesce(b.requirements_version, 1), c.requirements, ${createdBy}
    from changed c left join bumped b on b.id = c.id
    returning job_profile_id`),
  );
  // Whoever holds a profile whose requirements changed has a new fit (stored-fits.ts).
  for (const { job_profile_id } of recorded) await writeStoredFitsOfProfile(tx, companyId, job_profile_id);
}
