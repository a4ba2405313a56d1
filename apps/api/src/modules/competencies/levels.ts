import {
  type CurrentLevel,
  currentLevel,
  type LevelRules,
  MIN_ANONYMOUS_RATERS,
  type NamedRating,
  type PeerAnswer,
  STORED_DEFAULT_RULES,
} from '@competencyhub/domain/current-level';
import { levelOnVersion, type ScaleStep } from '@competencyhub/domain/proficiency';
import { FEEDBACK_RELATIONSHIPS } from '@competencyhub/domain/schemas/feedback-requests';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { inIdsPlaceholder, reusableQuery } from '../../db/reusable-query.ts';
import { companyCompetencySettings } from '../../db/schema/assessments.ts';
import {
  competencyFrameworks,
  competencyRatings,
  competencyScaleVersions,
} from '../../db/schema/competencies.ts';
import { PLAN_EACH_TIME } from '../../db/statement-cache.ts';
import { isoTimestamp } from '../../db/timestamps.ts';

/**
 * People's current levels (issue 8), computed from the append-only ratings: for each person and
 * competency the latest manager rating, the latest self-rating and each peer's latest answer, every
 * one read on the framework's current scale through the chain of mappings, then combined by the
 * company's source policy (domain/current-level.ts). Nothing is stored twice: gap analysis, job
 * profile fit and dashboards all read levels through here.
 */

declare const companyRules: unique symbol;

/**
 * A company's rules as it stored them (its source policy and minimum of colleague answers). Only
 * loadLevelRules makes one, and currentLevels takes nothing else: no level is ever computed with
 * rules the company did not choose (issue 22).
 */
export type CompanyLevelRules = Readonly<LevelRules> & {
  /** The version of the company's rules these are (level_rule_versions): stored levels name it. */
  readonly version: number;
  readonly [companyRules]: true;
};

/**
 * What a transaction marked by `readRulesAndScalesOnce` has read of its company's rules and scales. One
 * company per transaction (row-level security confines it to one), so neither is keyed by company.
 */
interface SettledReads {
  rules?: Promise<CompanyLevelRules>;
  scales: Map<string, FrameworkScale>;
}
const settledReads = new WeakMap<Tx, SettledReads>();

/**
 * Marks a transaction in which the company's rules and the scales it reads will not change before it
 * ends: each is read once there, however many steps ask. A rating's transaction reads them to check
 * the ratings, to store the new levels and to answer the whole assessment (three reads of the scales and
 * two of the rules, measured at 100,000 people; decision 0059). Only a transaction that changes neither
 * may be marked: one that edits a scale or the rules must read what it wrote.
 */
export function readRulesAndScalesOnce(tx: Tx): void {
  if (!settledReads.has(tx)) settledReads.set(tx, { scales: new Map() });
}

/** The company's level settings (built once: every page that shows a level reads them). */
const levelRuleRows = reusableQuery((db) =>
  db
    .select({
      policy: companyCompetencySettings.sourcePolicy,
      minPeers: companyCompetencySettings.minPeerRaters,
      version: companyCompetencySettings.rulesVersion,
    })
    .from(companyCompetencySettings)
    .where(eq(companyCompetencySettings.companyId, sql.placeholder('companyId')))
    .limit(1),
);

/**
 * The company's rules: one small read, once per request, handed to everything that computes a
 * level. A company that has not saved its own has the settings table's column defaults.
 */
export function loadLevelRules(tx: Tx, companyId: string): Promise<CompanyLevelRules> {
  const settled = settledReads.get(tx);
  if (!settled) return readLevelRules(tx, companyId);
  settled.rules ??= readLevelRules(tx, companyId);
  return settled.rules;
}

async function readLevelRules(tx: Tx, companyId: string): Promise<CompanyLevelRules> {
  const [row] = await levelRuleRows(tx, { companyId });
  const rules: LevelRules & { version: number } = {
    policy: row?.policy ?? STORED_DEFAULT_RULES.policy,
    minPeers: Math.max(MIN_ANONYMOUS_RATERS, row?.minPeers ?? STORED_DEFAULT_RULES.minPeers),
    // A company without a settings row is on version 1, its defaults (migration 0036).
    version: row?.version ?? 1,
  };
  return rules as CompanyLevelRules;
}

/**
 * Rules a company is considering, for a dry run only (modules/levels/dry-run.ts): the levels they
 * produce are counted, never stored or shown as anyone's level.
 */
export function proposedRules(rules: LevelRules): CompanyLevelRules {
  const proposed: LevelRules & { version: number } = {
    policy: rules.policy,
    minPeers: Math.max(MIN_ANONYMOUS_RATERS, rules.minPeers),
    version: 0,
  };
  return proposed as CompanyLevelRules;
}

export interface FrameworkScale {
  currentVersion: number;
  levels: Array<{ value: number; name: string }>;
  proficientLevel: number;
  steps: ScaleStep[];
}

/** Every scale version of the company's frameworks (those `only` allows), with each one's current version. */
const scaleSelect = (db: Db | Tx, only?: SQL) =>
  db
    .select({
      frameworkId: competencyScaleVersions.frameworkId,
      version: competencyScaleVersions.version,
      levels: competencyScaleVersions.levels,
      proficientLevel: competencyScaleVersions.proficientLevel,
      mapping: competencyScaleVersions.mappingFromPrevious,
      currentVersion: competencyFrameworks.scaleVersion,
    })
    .from(competencyScaleVersions)
    .innerJoin(
      competencyFrameworks,
      and(
        eq(competencyFrameworks.companyId, competencyScaleVersions.companyId),
        eq(competencyFrameworks.id, competencyScaleVersions.frameworkId),
      ),
    )
    .where(and(eq(competencyScaleVersions.companyId, sql.placeholder('companyId')), only));
// Built once each: every page that shows a level reads the scales.
const scaleRows = reusableQuery((db) => scaleSelect(db));
const scaleRowsOf = reusableQuery((db) =>
  scaleSelect(db, inIdsPlaceholder(competencyScaleVersions.frameworkId, 'frameworkIds')),
);

/** The current scale and the mapping history of each framework of the company (or of the ones named). */
export async function loadScales(
  tx: Tx,
  companyId: string,
  frameworkIds?: readonly string[],
): Promise<Map<string, FrameworkScale>> {
  const settled = settledReads.get(tx)?.scales;
  if (!settled || !frameworkIds) {
    const scales = await readScales(tx, companyId, frameworkIds);
    if (settled) for (const [id, scale] of scales) settled.set(id, scale);
    return scales;
  }
  const missing = frameworkIds.filter((id) => !settled.has(id));
  if (missing.length > 0)
    for (const [id, scale] of await readScales(tx, companyId, missing)) settled.set(id, scale);
  const scales = new Map<string, FrameworkScale>();
  for (const id of frameworkIds) {
    const scale = settled.get(id);
    if (scale) scales.set(id, scale);
  }
  return scales;
}

async function readScales(
  tx: Tx,
  companyId: string,
  frameworkIds?: readonly string[],
): Promise<Map<string, FrameworkScale>> {
  if (frameworkIds && frameworkIds.length === 0) return new Map();
  const rows = frameworkIds
    ? await scaleRowsOf(tx, { companyId, frameworkIds: uuidArray(frameworkIds) })
    : await scaleRows(tx, { companyId });
  const scales = new Map<string, FrameworkScale>();
  for (const row of rows) {
    const scale = scales.get(row.frameworkId) ?? {
      currentVersion: row.currentVersion,
      levels: [],
      proficientLevel: 1,
      steps: [],
    };
    if (row.version === row.currentVersion) {
      scale.levels = row.levels;
      scale.proficientLevel = row.proficientLevel;
    }
    if (row.mapping) {
      scale.steps.push({
        version: row.version,
        mapping: Object.fromEntries(Object.entries(row.mapping).map(([from, to]) => [Number(from), to])),
      });
    }
    scales.set(row.frameworkId, scale);
  }
  return scales;
}

/** A rating as stored, read on its framework's current scale; null when the history cannot carry it. */
export function readOnCurrentScale(
  scale: FrameworkScale | undefined,
  level: number,
  ratedVersion: number,
): number | null {
  if (!scale) return null;
  return levelOnVersion(level, ratedVersion, scale.currentVersion, scale.steps);
}

export interface LevelOptions {
  /** Only these competencies (all when omitted). */
  competencyIds?: readonly string[];
  /** The frameworks' scales when the caller already has them (a competency catalogue). */
  scales?: ReadonlyMap<string, FrameworkScale>;
}

interface LatestRatingRow {
  subject_id: string;
  competency_id: string;
  framework_id: string;
  scale_version: number;
  level: number;
  rated_at: string | Date;
  grp: 'self' | 'manager' | 'peers';
  rater_key: string;
  rater_name: string | null;
}

/**
 * Current levels of the given people, by person then competency, under the company's rules. One
 * query: the newest manager and self-rating of each person and competency (DISTINCT ON), and every
 * colleague answer, which the domain releases only in rounds (peerRounds), so it needs them all,
 * not just each colleague's last.
 */
export async function currentLevels(
  tx: Tx,
  companyId: string,
  rules: CompanyLevelRules,
  subjectIds: readonly string[],
  options: LevelOptions = {},
): Promise<Map<string, Map<string, CurrentLevel>>> {
  return (await computeLevels(tx, companyId, rules, subjectIds, options)).levels;
}

export interface ComputedLevels {
  levels: Map<string, Map<string, CurrentLevel>>;
  /** Each competency's framework, for the competencies computed. */
  frameworkOf: Map<string, string>;
  scales: ReadonlyMap<string, FrameworkScale>;
}

/** currentLevels, with what the writer of stored levels needs besides: frameworks and their scales. */
export async function computeLevels(
  tx: Tx,
  companyId: string,
  rules: CompanyLevelRules,
  subjectIds: readonly string[],
  options: LevelOptions = {},
): Promise<ComputedLevels> {
  const result = new Map<string, Map<string, CurrentLevel>>();
  const frameworkOf = new Map<string, string>();
  const empty = { levels: result, frameworkOf, scales: new Map<string, FrameworkScale>() };
  if (subjectIds.length === 0) return empty;
  if (options.competencyIds && options.competencyIds.length === 0) return empty;
  // Planned for its own people every time (PLAN_EACH_TIME): 2 people and 200 want different plans.
  // One person's (the most frequent: every gap analysis) is always the same plan, so it is prepared.
  // Each person's ratings are read one person at a time (LATERAL) through the (company, subject,
  // competency, source, date) index: the latest self and manager rating of each competency come out
  // of it per person, with no sort over the whole team (with hundreds of people the planner would
  // otherwise scan and hash the whole table). Rater names are joined to those latest rows only.
  // Colleague answers all come back: the domain releases them in rounds (peerRounds sorts them).
  const people = sql`unnest(${uuidArray(subjectIds)}::uuid[]) s(id)`;
  const onlyCompetencies = options.competencyIds
    ? sql`and r.competency_id = any(${uuidArray(options.competencyIds)}::uuid[])`
    : sql``;
  // Given the competencies (a rating's write: one or a few), the latest self and manager rating of
  // each is one index entry (competency_ratings_latest_idx, `limit 1`) however often the person was
  // rated in it; otherwise `distinct on` over the person's own and manager ratings.
  const latestNamed = options.competencyIds
    ? sql`
         select r.subject_id, r.competency_id, r.framework_id, r.scale_version, r.level, r.rated_at, r.rater_id, r.source
         from unnest(${uuidArray(options.competencyIds)}::uuid[]) c(id)
         cross join (values ('self'), ('manager')) v(source)
         cross join lateral (
           select * from ${competencyRatings} r
           where r.company_id = ${companyId} and r.subject_id = s.id and r.competency_id = c.id and r.source = v.source
           order by r.rated_at desc limit 1) r`
    : sql`
         select distinct on (r.competency_id, r.source)
                r.subject_id, r.competency_id, r.framework_id, r.scale_version, r.level, r.rated_at, r.rater_id, r.source
         from ${competencyRatings} r
         where r.company_id = ${companyId} and r.subject_id = s.id and r.source in ('self', 'manager')
         order by r.competency_id, r.source, r.rated_at desc`;
  // Colleagues' answers by their sources, which the index can seek (a `not in ('self', 'manager')`
  // read every self and manager rating of the competency too, and a person rated in it for years has many).
  const colleagueSources = sql.raw(`(${FEEDBACK_RELATIONSHIPS.map((source) => `'${source}'`).join(', ')})`);
  const rows = rowsOf<LatestRatingRow>(
    await tx.execute(sql`${sql.raw(subjectIds.length === 1 ? '' : PLAN_EACH_TIME)}
      (select x.subject_id, x.competency_id, x.framework_id, x.scale_version, x.level, x.rated_at,
              x.source as grp, '' as rater_key, p.full_name as rater_name
       from ${people} cross join lateral (${latestNamed}) x
       left join profiles p on p.company_id = ${companyId} and p.id = x.rater_id)
      union all
      (select r.subject_id, r.competency_id, r.framework_id, r.scale_version, r.level, r.rated_at,
         'peers' as grp, coalesce(r.rater_key, r.rater_id, r.id)::text as rater_key, null as rater_name
       from ${people} cross join lateral (
         select * from ${competencyRatings} r
         where r.company_id = ${companyId} and r.subject_id = s.id and r.source in ${colleagueSources} ${onlyCompetencies}
         order by r.rated_at, r.id offset 0) r)`),
  );
  const frameworkIds = new Set<string>();
  for (const row of rows) frameworkIds.add(row.framework_id);
  const known = options.scales;
  const scales =
    known && [...frameworkIds].every((id) => known.has(id))
      ? known
      : await loadScales(tx, companyId, [...frameworkIds]);

  // A team's levels read thousands of rows, which come person by person: the person's map and the
  // framework's scale of the row before are kept at hand instead of looked up again.
  type Inputs = { manager: NamedRating | null; self: NamedRating | null; peers: PeerAnswer[] };
  const inputs = new Map<string, Map<string, Inputs>>();
  let lastSubject = '';
  let bySubject = new Map<string, Inputs>();
  let lastFramework = '';
  let scale: FrameworkScale | undefined;
  for (const row of rows) {
    if (row.framework_id !== lastFramework) {
      lastFramework = row.framework_id;
      scale = scales.get(lastFramework);
    }
    const level = readOnCurrentScale(scale, row.level, row.scale_version);
    if (level === null) continue;
    if (row.subject_id !== lastSubject) {
      lastSubject = row.subject_id;
      const known = inputs.get(lastSubject);
      if (known) bySubject = known;
      else {
        bySubject = new Map<string, Inputs>();
        inputs.set(lastSubject, bySubject);
      }
    }
    let entry = bySubject.get(row.competency_id);
    if (!entry) {
      entry = { manager: null, self: null, peers: [] };
      bySubject.set(row.competency_id, entry);
      frameworkOf.set(row.competency_id, row.framework_id);
    }
    const ratedAt = isoTimestamp(row.rated_at);
    if (row.grp === 'peers') entry.peers.push({ rater: row.rater_key, level, ratedAt });
    else entry[row.grp] = { level, ratedAt, raterName: row.rater_name ?? '' };
  }
  for (const [subjectId, byCompetency] of inputs) {
    const levels = new Map<string, CurrentLevel>();
    for (const [competencyId, entry] of byCompetency) {
      levels.set(competencyId, currentLevel(entry, rules));
    }
    result.set(subjectId, levels);
  }
  return { levels: result, frameworkOf, scales };
}

/** Just the numbers, for gap analysis: competency → level, leaving out competencies without one. */
export function levelNumbers(levels: ReadonlyMap<string, CurrentLevel> | undefined): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const [competencyId, level] of levels ?? []) {
    if (level.level !== null) numbers.set(competencyId, level.level);
  }
  return numbers;
}
