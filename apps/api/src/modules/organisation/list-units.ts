import type { ListUnitsQuery, OrgUnit, OrgUnitPage } from '@competencyhub/domain/schemas/organisation';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
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

export function unitDetail(services: Services, viewer: Viewer, unitId: string): Promise<OrgUnit> {
  return withTenant(services.database, viewer.tenantId, (tx) => findUnit(tx, viewer.tenantId, unitId));
}
