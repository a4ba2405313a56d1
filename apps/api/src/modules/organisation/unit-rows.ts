import type { OrgHierarchy, OrgUnit } from '@competencyhub/domain/schemas/organisation';
import { ORG_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { orgUnits } from '../../db/schema/organisation.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';

/** The organisation module's repository: reading units as the API answers them, and its refusals. */

export const refuse = (field: string, message: string, code: 'RULE_BROKEN' | 'CONFLICT' = 'RULE_BROKEN') =>
  new AppError(code, message, { errors: { [field]: [message] } });

/** A unique index broken by a write, as the field the person must change. */
export function uniqueRefusal(error: unknown): AppError | null {
  if (isUniqueViolation(error, 'org_units_sibling_name'))
    return refuse('name', ORG_MESSAGES.nameTaken, 'CONFLICT');
  if (isUniqueViolation(error, 'org_units_code')) return refuse('code', ORG_MESSAGES.codeTaken, 'CONFLICT');
  if (
    isUniqueViolation(error, 'org_units_external_id') ||
    isUniqueViolation(error, 'locations_external_id')
  ) {
    return refuse('externalId', ORG_MESSAGES.externalIdTaken, 'CONFLICT');
  }
  if (isUniqueViolation(error, 'locations_name'))
    return refuse('name', ORG_MESSAGES.locationNameTaken, 'CONFLICT');
  return null;
}

/**
 * A unit as the API answers it: its head's name, how many sub-units sit directly below it, and the
 * names of its ancestors (two index lookups each, on a page of at most 100 units).
 */
export function unitColumns(includeArchived: boolean) {
  const archivedChildren = includeArchived ? sql`true` : sql`c.archived_at is null`;
  return {
    id: orgUnits.id,
    hierarchy: orgUnits.hierarchy,
    parentId: orgUnits.parentId,
    name: orgUnits.name,
    kind: orgUnits.kind,
    code: orgUnits.code,
    externalId: orgUnits.externalId,
    headId: orgUnits.headId,
    headName: sql<string>`coalesce(${profiles.fullName}, '')`,
    archivedAt: orgUnits.archivedAt,
    childCount: sql<number>`(select count(*)::int from org_units c
      where c.company_id = ${orgUnits.companyId} and c.hierarchy = ${orgUnits.hierarchy}
        and c.parent_id = ${orgUnits.id} and ${archivedChildren})`,
    path: sql<
      string[]
    >`(select coalesce(array_agg(a.name order by cl.depth desc), '{}') from org_unit_closure cl
      join org_units a on a.company_id = cl.company_id and a.id = cl.ancestor_id
      where cl.company_id = ${orgUnits.companyId} and cl.descendant_id = ${orgUnits.id} and cl.depth > 0)`,
  };
}

export type UnitRow = {
  id: string;
  hierarchy: OrgHierarchy;
  parentId: string | null;
  name: string;
  kind: string;
  code: string | null;
  externalId: string | null;
  headId: string | null;
  headName: string;
  archivedAt: Date | null;
  childCount: number;
  path: string[];
};

export function toUnit(row: UnitRow): OrgUnit {
  const { archivedAt, ...rest } = row;
  return { ...rest, archived: archivedAt !== null };
}

/** Units of the company with their head, filtered by `where`. */
export function selectUnits(tx: Tx, companyId: string, where: SQL | undefined, includeArchived = true) {
  return tx
    .select(unitColumns(includeArchived))
    .from(orgUnits)
    .leftJoin(profiles, and(eq(profiles.companyId, orgUnits.companyId), eq(profiles.id, orgUnits.headId)))
    .where(and(eq(orgUnits.companyId, companyId), where));
}

/** One unit of the company, or 404 (another company's id reads as missing). */
export async function findUnit(tx: Tx, companyId: string, unitId: string): Promise<OrgUnit> {
  const [row] = await selectUnits(tx, companyId, eq(orgUnits.id, unitId));
  if (!row) throw notFoundUnit();
  return toUnit(row as UnitRow);
}

export const notFoundUnit = () => new AppError('NOT_FOUND', 'Unit not found');

/** What an update changed, field by field, for its audit row. */
export function changedFields<T extends object>(before: T, after: T, keys: ReadonlyArray<keyof T>) {
  return Object.fromEntries(
    keys
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, { from: before[key], to: after[key] }]),
  );
}
