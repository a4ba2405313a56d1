import type { CurrentLevel } from '@competencyhub/domain/current-level';
import {
  levelConfidence,
  levelValidUntil,
  toStoredContributions,
  toTenths,
} from '@competencyhub/domain/level-confidence';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { type CompanyLevelRules, computeLevels, loadLevelRules } from '../competencies/levels.ts';
import { writeStoredFits } from './stored-fits.ts';

/**
 * The one writer of stored levels (issue 23, decision 0053). It computes the levels of the people
 * and competencies named with the domain's own function (competencies/levels.ts → current-level.ts,
 * no second implementation) and writes them set-based: one statement upserts the rows that changed,
 * deletes those no rating carries any more, and appends a level_changes row for every level that
 * moved, with the person's unit and job profile as they are at that moment. Every rating is written
 * in a transaction that calls this before it commits, so a stored level is never behind its ratings;
 * a change of rules or scale goes through the recompute job (recompute.ts), which calls it in chunks.
 */

/** 'evidence': a certification linked to a competency, changed (it moves how long a level holds). */
export type LevelChangeCause = 'rating' | 'recompute' | 'evidence';

export interface StoredLevelScope {
  personIds: readonly string[];
  /** Only these competencies (a rating's); all of each person's when omitted (a recompute). */
  competencyIds?: readonly string[];
}

interface StoredLevelInput {
  person_id: string;
  competency_id: string;
  framework_id: string;
  level_tenths: number | null;
  proficient: boolean;
  manager_validated: boolean;
  sources: string[];
  peer_count: number;
  peers_withheld: number;
  contributions: ReturnType<typeof toStoredContributions>;
  last_self_at: string | null;
  last_manager_at: string | null;
  last_rated_at: string | null;
  scale_version: number;
  confidence: number;
  valid_until: string | null;
}

/** A computed level as the row the table stores (pure: the writer and the consistency check share it). */
export function storedRow(
  personId: string,
  competencyId: string,
  frameworkId: string,
  level: CurrentLevel,
  scale: { currentVersion: number; proficientLevel: number; levels: readonly unknown[] },
  asOf: string,
  /** The latest expiry of the person's certifications linked to the competency (certificateExpiries). */
  certificateExpiry: string | null,
): StoredLevelInput {
  const of = (source: string) => level.contributions.find((c) => c.source === source);
  let newest: string | null = null;
  for (const c of level.contributions) if (newest === null || c.ratedAt > newest) newest = c.ratedAt;
  return {
    person_id: personId,
    competency_id: competencyId,
    framework_id: frameworkId,
    level_tenths: toTenths(level.level),
    proficient: level.level !== null && level.level >= scale.proficientLevel,
    manager_validated: of('manager') !== undefined,
    sources: level.contributions.map((c) => c.source),
    peer_count: of('peers')?.peerCount ?? 0,
    peers_withheld: level.peersWithheld,
    contributions: toStoredContributions(level.contributions),
    last_self_at: of('self')?.ratedAt ?? null,
    last_manager_at: of('manager')?.ratedAt ?? null,
    last_rated_at: newest,
    scale_version: scale.currentVersion,
    confidence: levelConfidence(level, scale.levels.length, asOf),
    valid_until: levelValidUntil(level, certificateExpiry),
  };
}

/**
 * The latest expiry of each person's certifications linked to each competency (pieces of evidence of
 * kind certification, migration 0051), keyed `${personId}:${competencyId}`; a certification without
 * an expiry vouches for no date and is left out. One indexed read (evidence_by_person).
 */
export async function certificateExpiries(
  tx: Tx,
  companyId: string,
  personIds: readonly string[],
  competencyIds?: readonly string[],
): Promise<Map<string, string>> {
  const expiries = new Map<string, string>();
  if (personIds.length === 0) return expiries;
  const rows = rowsOf<{ person_id: string; competency_id: string; expires_on: string }>(
    await tx.execute(sql`
      select e.person_id, e.competency_id, max(c.expires_on)::text as expires_on
      from evidence e
      join certifications c on c.company_id = e.company_id and c.id = e.certification_id
      where e.company_id = ${companyId} and e.person_id = any(${uuidArray(personIds)}::uuid[])
        and e.kind = 'certification' and c.expires_on is not null
        ${competencyIds ? sql`and e.competency_id = any(${uuidArray(competencyIds)}::uuid[])` : sql``}
      group by e.person_id, e.competency_id`),
  );
  for (const row of rows) expiries.set(`${row.person_id}:${row.competency_id}`, row.expires_on);
  return expiries;
}

/**
 * Brings the stored levels of `scope` in line with the ratings under `rules` (the company's current
 * rules unless given). Returns how many levels changed (each one logged in level_changes).
 */
export async function writeStoredLevels(
  tx: Tx,
  companyId: string,
  scope: StoredLevelScope,
  cause: LevelChangeCause,
  givenRules?: CompanyLevelRules,
): Promise<number> {
  if (scope.personIds.length === 0) return 0;
  if (scope.competencyIds && scope.competencyIds.length === 0) return 0;
  const rules = givenRules ?? (await loadLevelRules(tx, companyId));
  const computed = await computeLevels(tx, companyId, rules, scope.personIds, {
    competencyIds: scope.competencyIds,
  });
  const expiries = await certificateExpiries(tx, companyId, scope.personIds, scope.competencyIds);
  const asOf = new Date().toISOString();
  const input: StoredLevelInput[] = [];
  for (const [personId, byCompetency] of computed.levels) {
    for (const [competencyId, level] of byCompetency) {
      const frameworkId = computed.frameworkOf.get(competencyId);
      const scale = frameworkId ? computed.scales.get(frameworkId) : undefined;
      if (!frameworkId || !scale) continue;
      const expiry = expiries.get(`${personId}:${competencyId}`) ?? null;
      input.push(storedRow(personId, competencyId, frameworkId, level, scale, asOf, expiry));
    }
  }
  const onlyCompetencies = scope.competencyIds
    ? sql`and s.competency_id = any(${uuidArray(scope.competencyIds)}::uuid[])`
    : sql``;
  // One statement: every CTE sees the table as it was before it, so `old` holds the levels being
  // replaced. Rows whose content did not change are not rewritten (the update's WHERE).
  const [result] = rowsOf<{ changed: number }>(
    await tx.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(
          person_id uuid, competency_id uuid, framework_id uuid, level_tenths smallint, proficient boolean,
          manager_validated boolean, sources text[], peer_count smallint, peers_withheld smallint,
          contributions jsonb, last_self_at timestamptz, last_manager_at timestamptz,
          last_rated_at timestamptz, scale_version integer, confidence smallint, valid_until date)
      ),
      old as (
        select s.person_id, s.competency_id, s.level_tenths from stored_levels s
        where s.company_id = ${companyId} and s.person_id = any(${uuidArray(scope.personIds)}::uuid[])
          ${onlyCompetencies}
      ),
      gone as (
        delete from stored_levels s
        where s.company_id = ${companyId} and s.person_id = any(${uuidArray(scope.personIds)}::uuid[])
          ${onlyCompetencies}
          and not exists (select 1 from input i where i.person_id = s.person_id and i.competency_id = s.competency_id)
        returning s.person_id, s.competency_id, null::smallint as level_tenths, false as proficient
      ),
      written as (
        insert into stored_levels as s (company_id, person_id, competency_id, framework_id, level_tenths,
          proficient, manager_validated, sources, peer_count, peers_withheld, contributions, last_self_at,
          last_manager_at, last_rated_at, rules_version, scale_version, confidence, valid_until, computed_at)
        select ${companyId}, i.person_id, i.competency_id, i.framework_id, i.level_tenths, i.proficient,
          i.manager_validated, i.sources, i.peer_count, i.peers_withheld, i.contributions, i.last_self_at,
          i.last_manager_at, i.last_rated_at, ${rules.version}, i.scale_version, i.confidence, i.valid_until, now()
        from input i
        on conflict (company_id, person_id, competency_id) do update set
          framework_id = excluded.framework_id, level_tenths = excluded.level_tenths,
          proficient = excluded.proficient, manager_validated = excluded.manager_validated,
          sources = excluded.sources, peer_count = excluded.peer_count,
          peers_withheld = excluded.peers_withheld, contributions = excluded.contributions,
          last_self_at = excluded.last_self_at, last_manager_at = excluded.last_manager_at,
          last_rated_at = excluded.last_rated_at, rules_version = excluded.rules_version,
          scale_version = excluded.scale_version, confidence = excluded.confidence,
          valid_until = excluded.valid_until, computed_at = excluded.computed_at
        where (s.level_tenths, s.proficient, s.manager_validated, s.sources, s.peer_count, s.peers_withheld,
               s.contributions, s.last_self_at, s.last_manager_at, s.last_rated_at, s.rules_version,
               s.scale_version, s.confidence, s.valid_until)
          is distinct from
              (excluded.level_tenths, excluded.proficient, excluded.manager_validated, excluded.sources,
               excluded.peer_count, excluded.peers_withheld, excluded.contributions, excluded.last_self_at,
               excluded.last_manager_at, excluded.last_rated_at, excluded.rules_version,
               excluded.scale_version, excluded.confidence, excluded.valid_until)
        returning s.person_id, s.competency_id, s.level_tenths, s.proficient
      ),
      moved as (
        select w.* from (select * from written union all select * from gone) w
        left join old o on o.person_id = w.person_id and o.competency_id = w.competency_id
        where (o.person_id is null and w.level_tenths is not null)
           or (o.person_id is not null and o.level_tenths is distinct from w.level_tenths)
      ),
      logged as (
        insert into level_changes (company_id, person_id, competency_id, from_tenths, to_tenths, proficient,
          rules_version, org_unit_id, job_profile_id, cause)
        select ${companyId}, m.person_id, m.competency_id, o.level_tenths, m.level_tenths, m.proficient,
          ${rules.version}, p.org_unit_id, p.job_profile_id, ${cause}
        from moved m
        left join old o on o.person_id = m.person_id and o.competency_id = m.competency_id
        join profiles p on p.company_id = ${companyId} and p.id = m.person_id
          -- Named again so the planner looks the few people up instead of hashing the whole company.
          and p.id = any(${uuidArray(scope.personIds)}::uuid[])
        returning 1
      )
      select count(*)::int as changed from logged`),
  );
  // Their fits follow their levels (stored-fits.ts), in the same transaction.
  await writeStoredFits(tx, companyId, scope.personIds, rules.version);
  return result?.changed ?? 0;
}
