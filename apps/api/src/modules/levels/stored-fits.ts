import { analyseGaps, type Importance, type Requirement } from '@competencyhub/domain/gap-analysis';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { requirementInUseAs } from '../assessments/catalog.ts';
import { loadLevelRules } from '../competencies/levels.ts';
import { storedLevelNumbers } from './read-stored-levels.ts';

/**
 * Stored fits (migration 0044, decision 0058): each person's fit to their own job profile, worked
 * out by the domain's analyseGaps from their stored levels, and written only here. It is written with
 * their stored levels (writeStoredLevels calls it), when their job profile changes (the assignment
 * service's refreshCurrentJobs) and when their profile's requirements change (a new requirements
 * version). Readers over many people (job-profile lists, a team sorted by fit, averages) read it.
 */

/** People worked out per statement: their requirements and levels are read a chunk at a time. */
const FIT_CHUNK = 1000;

interface PersonRow {
  id: string;
  job_profile_id: string | null;
  requirements_version: number | null;
}

interface RequirementRow {
  job_profile_id: string;
  competency_id: string;
  required_level: number;
  importance: Importance;
}

/** Works out and stores the fits of the given people (a person without a job profile has none). */
export async function writeStoredFits(
  tx: Tx,
  companyId: string,
  personIds: readonly string[],
  rulesVersion?: number,
): Promise<void> {
  if (personIds.length === 0) return;
  const version = rulesVersion ?? (await loadLevelRules(tx, companyId)).version;
  for (let start = 0; start < personIds.length; start += FIT_CHUNK) {
    await writeChunk(tx, companyId, personIds.slice(start, start + FIT_CHUNK), version);
  }
}

/** A person's fit as the table stores it, worked out afresh (the writer and the nightly check share it). */
export interface FreshFit {
  person_id: string;
  job_profile_id: string | null;
  fit_percent: number | null;
  requirements_met: number;
  requirement_count: number;
  requirements_version: number;
}

/**
 * The fits of the given people (at most FIT_CHUNK) as the writer would store them now, from their
 * stored levels and their profile's requirements in use; someone without a job profile is absent.
 */
export async function freshFits(
  tx: Tx,
  companyId: string,
  personIds: readonly string[],
): Promise<FreshFit[]> {
  const ids = uuidArray(personIds);
  const people = rowsOf<PersonRow>(
    await tx.execute(sql`
      select p.id, p.job_profile_id, jp.requirements_version
      from profiles p
      left join job_profiles jp on jp.company_id = p.company_id and jp.id = p.job_profile_id
      where p.company_id = ${companyId} and p.id = any(${ids}::uuid[])`),
  );
  const holders = people.filter((person) => person.job_profile_id !== null);
  const profileIds = [...new Set(holders.map((person) => person.job_profile_id as string))];
  const requirements =
    profileIds.length === 0
      ? []
      : rowsOf<RequirementRow>(
          await tx.execute(sql`
            select r.job_profile_id, r.competency_id, r.required_level, r.importance
            from job_profile_requirements r
            where r.company_id = ${companyId} and r.job_profile_id = any(${uuidArray(profileIds)}::uuid[])
              and ${requirementInUseAs('r')}`),
        );
  const byProfile = new Map<string, Requirement[]>();
  for (const row of requirements) {
    let list = byProfile.get(row.job_profile_id);
    if (!list) {
      list = [];
      byProfile.set(row.job_profile_id, list);
    }
    list.push({
      competencyId: row.competency_id,
      requiredLevel: row.required_level,
      importance: row.importance,
    });
  }
  const levels = await storedLevelNumbers(
    tx,
    companyId,
    holders.map((person) => person.id),
    [...new Set(requirements.map((row) => row.competency_id))],
  );
  return holders.map((person) => {
    const profileRequirements = byProfile.get(person.job_profile_id as string) ?? [];
    const fit = analyseGaps(profileRequirements, levels.get(person.id) ?? new Map<string, number>());
    return {
      person_id: person.id,
      job_profile_id: person.job_profile_id,
      fit_percent: fit.fitPercent,
      requirements_met: fit.requirementsMet,
      requirement_count: profileRequirements.length,
      requirements_version: person.requirements_version ?? 1,
    };
  });
}

async function writeChunk(tx: Tx, companyId: string, personIds: readonly string[], rulesVersion: number) {
  const ids = uuidArray(personIds);
  const input = await freshFits(tx, companyId, personIds);
  // One statement: the fits of those with a job profile written (unchanged rows left alone), and the
  // fit of anyone in the chunk without one removed.
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(
        person_id uuid, job_profile_id uuid, fit_percent smallint, requirements_met smallint,
        requirement_count smallint, requirements_version integer)
    ),
    gone as (
      delete from stored_fits f
      where f.company_id = ${companyId} and f.person_id = any(${ids}::uuid[])
        and not exists (select 1 from input i where i.person_id = f.person_id)
    )
    insert into stored_fits (company_id, person_id, job_profile_id, fit_percent, requirements_met,
      requirement_count, requirements_version, rules_version)
    select ${companyId}, i.person_id, i.job_profile_id, i.fit_percent, i.requirements_met,
      i.requirement_count, i.requirements_version, ${rulesVersion}
    from input i
    on conflict (company_id, person_id) do update set
      job_profile_id = excluded.job_profile_id, fit_percent = excluded.fit_percent,
      requirements_met = excluded.requirements_met, requirement_count = excluded.requirement_count,
      requirements_version = excluded.requirements_version, rules_version = excluded.rules_version,
      computed_at = now()
    where (stored_fits.job_profile_id, stored_fits.fit_percent, stored_fits.requirements_met,
           stored_fits.requirement_count, stored_fits.requirements_version, stored_fits.rules_version)
      is distinct from (excluded.job_profile_id, excluded.fit_percent, excluded.requirements_met,
           excluded.requirement_count, excluded.requirements_version, excluded.rules_version)`);
}

/** The fits of everyone who holds a job profile, after its requirements changed. */
export async function writeStoredFitsOfProfile(tx: Tx, companyId: string, jobProfileId: string) {
  const holders = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select p.id from profiles p where p.company_id = ${companyId} and p.job_profile_id = ${jobProfileId}`),
  );
  await writeStoredFits(
    tx,
    companyId,
    holders.map((row) => row.id),
  );
}
