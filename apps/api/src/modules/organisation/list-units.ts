import type { ListUnitsQuery, OrgUnit, OrgUnitPage } from '@competencyhub/domain/schemas/organisation';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { orgUnits } from '../../db/schema/organisation.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { decodeNameCursor, likeText, pageOf } from './name-cursor.ts';
import { findUnit, selectUnits, toUnit, type UnitRow } from './unit-rows.ts';

/**
 * One page of a tree: a level (the roots, or a unit's children) or, with `q`, every unit of the tree
 * whose name, code or external id holds it, each with its path. Ordered by name, then id.
 */
export function listUnits(services: Services, viewer: Viewer, query: ListUnitsQuery): Promise<OrgUnitPage> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    if (query.asOf && !query.q) return levelAsOf(tx, companyId, query, query.asOf);
    const conditions: Array<SQL | undefined> = [eq(orgUnits.hierarchy, query.hierarchy)];
    if (query.q) {
      const pattern = likeText(query.q);
      conditions.push(
        or(ilike(orgUnits.name, pattern), ilike(orgUnits.code, pattern), ilike(orgUnits.externalId, pattern)),
      );
    } else {
      conditions.push(query.parentId ? eq(orgUnits.parentId, query.parentId) : isNull(orgUnits.parentId));
    }
    if (!query.includeArchived) conditions.push(isNull(orgUnits.archivedAt));
    const after = decodeNameCursor(query.cursor);
    if (after) conditions.push(sql`(${orgUnits.name}, ${orgUnits.id}) > (${after.name}, ${after.id})`);
    const rows = await selectUnits(tx, companyId, and(...conditions), query.includeArchived)
      .orderBy(asc(orgUnits.name), asc(orgUnits.id))
      .limit(query.limit + 1);
    const page = pageOf(rows as UnitRow[], query.limit);
    return { items: page.items.map(toUnit), nextCursor: page.nextCursor };
  });
}

/**
 * A level as it will look on `asOf`: each unit under the parent its scheduled move (due by then)
 * gives it, else under its own; sub-unit counts alike. Reads the tree's units once (a company has
 * thousands of units, not people), never the people in them.
 */
async function levelAsOf(
  tx: Tx,
  companyId: string,
  query: ListUnitsQuery,
  asOf: string,
): Promise<OrgUnitPage> {
  const after = decodeNameCursor(query.cursor);
  const rows = rowsOf<UnitRow>(
    await tx.execute(sql`
      with effective as (
        select u.*, case when m.id is null then u.parent_id else m.new_parent_id end as effective_parent
        from org_units u
        left join org_unit_moves m on m.company_id = u.company_id and m.unit_id = u.id
          and m.status = 'scheduled' and m.effective_on <= ${asOf}::date
        where u.company_id = ${companyId} and u.hierarchy = ${query.hierarchy}
          and (${query.includeArchived} or u.archived_at is null)
      )
      select e.id, e.hierarchy, e.effective_parent as "parentId", e.name, e.kind, e.code,
        e.external_id as "externalId", e.head_id as "headId", coalesce(p.full_name, '') as "headName",
        e.archived_at as "archivedAt",
        (select count(*)::int from effective c where c.effective_parent = e.id) as "childCount",
        '{}'::text[] as path
      from effective e
      left join profiles p on p.company_id = e.company_id and p.id = e.head_id
      where e.effective_parent is not distinct from ${query.parentId ?? null}::uuid
        and (${after === null} or (e.name, e.id) > (${after?.name ?? ''}, ${after?.id ?? '00000000-0000-0000-0000-000000000000'}::uuid))
      order by e.name, e.id
      limit ${query.limit + 1}`),
  );
  const page = pageOf(rows, query.limit);
  return { items: page.items.map(toUnit), nextCursor: page.nextCursor };
}

export function unitDetail(services: Services, viewer: Viewer, unitId: string): Promise<OrgUnit> {
  return withTenant(services.database, viewer.tenantId, (tx) => findUnit(tx, viewer.tenantId, unitId));
}
