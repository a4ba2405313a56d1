import type { TeamMatrix } from '@competencyhub/domain/schemas/teams';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';

/** A cell as the API answers it: `[column, level, required level]`. */
export type MatrixCell = TeamMatrix['members'][number]['cells'][number];

/**
 * The cells of a page of the matrix (decision 0067): for each member, one per competency shown that
 * they have a level in or their profile requires, their levels first, then what is required and not
 * rated. The database answers by column number, one row of two arrays per member and per profile,
 * rather than a row per level keyed by competency id: 200 rows instead of 2,400, and no matching of
 * ids in JavaScript, which had been a fifth of what the matrix call added to its own SQL.
 *
 * `columns` are the competency ids shown, in column order; none is archived, so every requirement
 * among them is in use. A level counts only on its framework's current scale, as everywhere.
 */
export async function matrixCells(
  tx: Tx,
  companyId: string,
  people: ReadonlyArray<{ id: string; job_profile_id: string | null }>,
  columns: readonly string[],
): Promise<Map<string, MatrixCell[]>> {
  const cells = new Map<string, MatrixCell[]>();
  if (people.length === 0 || columns.length === 0) return cells;
  const shown = sql`(
    select c.id, (c.ord - 1)::int as col from unnest(${uuidArray(columns)}::uuid[]) with ordinality c(id, ord))`;
  const profileIds = [...new Set(people.flatMap((p) => (p.job_profile_id ? [p.job_profile_id] : [])))];
  // The profiles' requirements and the members' levels in one statement (one round trip, one result
  // to read): a row per profile (`profile`) and per member with a level shown.
  const rows = rowsOf<{ id: string; profile: boolean } & ColumnNumbers>(
    await tx.execute(sql`
      select r.job_profile_id as id, true as profile, array_agg(c.col) as cols,
        array_agg(r.required_level) as numbers
      from job_profile_requirements r
      join ${shown} c on c.id = r.competency_id
      where r.company_id = ${companyId} and r.job_profile_id = any(${uuidArray(profileIds)}::uuid[])
      group by r.job_profile_id
      union all
      select p.id, false, array_agg(c.col), array_agg(s.level_tenths::int)
      from unnest(${uuidArray(people.map((p) => p.id))}::uuid[]) p(id)
      cross join lateral (
        select s.competency_id, s.level_tenths, s.framework_id, s.scale_version
        from stored_levels s where s.company_id = ${companyId} and s.person_id = p.id offset 0) s
      join competency_frameworks f
        on f.company_id = ${companyId} and f.id = s.framework_id and f.scale_version = s.scale_version
      join ${shown} c on c.id = s.competency_id
      where s.level_tenths is not null
      group by p.id`),
  );
  const required = new Map<string, ColumnNumbers>();
  const levels: Array<{ id: string } & ColumnNumbers> = [];
  for (const row of rows) {
    if (row.profile) required.set(row.id, row);
    else levels.push(row);
  }
  const levelsOf = new Map(levels.map((row) => [row.id, row]));
  // The required level of each column for each profile, by column number (0: none required).
  const byColumn = new Map<string, Int32Array>();
  for (const [id, { cols, numbers }] of required) {
    const levelOf = new Int32Array(columns.length);
    for (const [i, col] of cols.entries()) levelOf[col] = numbers[i] ?? 0;
    byColumn.set(id, levelOf);
  }
  const rated = new Uint8Array(columns.length);
  for (const person of people) {
    const own = levelsOf.get(person.id);
    const needs = person.job_profile_id ? required.get(person.job_profile_id) : undefined;
    const requiredOf = person.job_profile_id ? byColumn.get(person.job_profile_id) : undefined;
    const list: MatrixCell[] = [];
    rated.fill(0);
    if (own) {
      for (const [i, col] of own.cols.entries()) {
        const tenths = own.numbers[i] ?? 0;
        list.push([col, tenths / 10, requiredOf?.[col] || null]);
        rated[col] = 1;
      }
    }
    if (needs) {
      for (const [i, col] of needs.cols.entries())
        if (!rated[col]) list.push([col, null, needs.numbers[i] ?? null]);
    }
    cells.set(person.id, list);
  }
  return cells;
}

/** Column numbers and, at the same places, a number for each (a level in tenths, or a required level). */
interface ColumnNumbers {
  cols: number[];
  numbers: number[];
}
