import { nearTwins } from '@competencyhub/domain/near-twins';
import type {
  KeepUnitsApart,
  MergeOrgUnit,
  OrgUnit,
  TwinUnit,
  UnitTwins,
} from '@competencyhub/domain/schemas/organisation';
import { ORG_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { jobAssignments, orgUnitKeptApart, orgUnits, positions } from '../../db/schema/organisation.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { lockTrees, moveSubtree } from './org-tree.ts';
import { findUnit, refuse } from './unit-rows.ts';

/**
 * Near-twin units (decision 0051): units made from free text are compared with every active unit of
 * the organisation tree; an administrator merges a pair or keeps it apart. Bounded: at most 500 free-text
 * units against at most 5,000 others (free-text departments number tens; a company's units thousands).
 */

const SUSPECTS_MAX = 500;
const UNITS_MAX = 5_000;

/** How many people sit in each unit now. */
async function peopleIn(tx: Tx, companyId: string, unitIds: string[]): Promise<Map<string, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await tx
    .select({ unitId: profiles.orgUnitId, people: sql<number>`count(*)::int` })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        inArray(profiles.orgUnitId, unitIds),
        eq(profiles.status, 'active'),
      ),
    )
    .groupBy(profiles.orgUnitId);
  return new Map(rows.map((row) => [row.unitId ?? '', row.people]));
}

export function unitTwins(services: Services, viewer: Viewer): Promise<UnitTwins> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const active = and(
      eq(orgUnits.companyId, companyId),
      eq(orgUnits.hierarchy, 'organisation'),
      isNull(orgUnits.archivedAt),
    );
    const columns = { id: orgUnits.id, name: orgUnits.name, origin: orgUnits.origin };
    const suspects = await tx
      .select(columns)
      .from(orgUnits)
      .where(and(active, isNotNull(orgUnits.origin)))
      .orderBy(asc(orgUnits.name))
      .limit(SUSPECTS_MAX);
    if (suspects.length === 0) return { items: [] };
    const all = await tx
      .select(columns)
      .from(orgUnits)
      .where(active)
      .orderBy(asc(orgUnits.name))
      .limit(UNITS_MAX);
    const keptApart = await tx
      .select({ first: orgUnitKeptApart.firstId, second: orgUnitKeptApart.secondId })
      .from(orgUnitKeptApart)
      .where(eq(orgUnitKeptApart.companyId, companyId));
    const apart = new Set(keptApart.map((pair) => `${pair.first}:${pair.second}`));
    const pairs = nearTwins(suspects, all).filter(
      ([a, b]) => !apart.has(a.id < b.id ? `${a.id}:${b.id}` : `${b.id}:${a.id}`),
    );
    const ids = [...new Set(pairs.flatMap(([a, b]) => [a.id, b.id]))];
    const people = await peopleIn(tx, companyId, ids);
    const units = new Map<string, OrgUnit>();
    for (const id of ids) units.set(id, await findUnit(tx, companyId, id));
    const origin = new Map(all.map((unit) => [unit.id, unit.origin]));
    const side = (id: string): TwinUnit => {
      const unit = units.get(id);
      return {
        id,
        name: unit?.name ?? '',
        path: unit?.path ?? [],
        people: people.get(id) ?? 0,
        fromFreeText: origin.get(id) === 'free_text',
      };
    };
    return { items: pairs.map(([a, b]) => ({ first: side(a.id), second: side(b.id) })) };
  });
}

export function keepUnitsApart(
  services: Services,
  viewer: Viewer,
  input: KeepUnitsApart,
  req: FastifyRequest,
) {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    if (input.firstId === input.secondId) throw refuse('secondId', ORG_MESSAGES.unknownMergeTarget);
    const first = await findUnit(tx, companyId, input.firstId);
    const second = await findUnit(tx, companyId, input.secondId);
    const [a, b] = first.id < second.id ? [first, second] : [second, first];
    await tx
      .insert(orgUnitKeptApart)
      .values({ companyId, firstId: a.id, secondId: b.id, keptBy: viewer.userId })
      .onConflictDoNothing();
    await writeAudit(tx, req, {
      action: 'org_unit.kept_apart',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'org_unit',
      targetId: a.id,
      details: { names: [a.name, b.name], ids: [a.id, b.id] },
    });
    return { ok: true as const };
  });
}

/**
 * Merges a unit into another of the same tree, as the typo it was: every job record, person and
 * position that names it names the target instead (history included), its sub-units move under the
 * target with their sub-trees, and it is archived.
 */
export function mergeUnit(
  services: Services,
  viewer: Viewer,
  unitId: string,
  input: MergeOrgUnit,
  req: FastifyRequest,
) {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    await lockTrees(tx, companyId);
    const source = await findUnit(tx, companyId, unitId);
    const target = await findUnit(tx, companyId, input.intoId).catch(() => null);
    if (
      !target ||
      target.id === source.id ||
      target.hierarchy !== source.hierarchy ||
      target.archived ||
      source.archived
    ) {
      throw refuse('intoId', ORG_MESSAGES.unknownMergeTarget);
    }
    // The target may not sit inside the source: its sub-units are about to move under the target.
    const [inside] = await tx
      .execute(sql`select 1 from org_unit_closure
      where company_id = ${companyId} and ancestor_id = ${source.id} and descendant_id = ${target.id}`)
      .then((r) => (r as { rows?: unknown[] }).rows ?? (r as unknown[]));
    if (inside) throw refuse('intoId', ORG_MESSAGES.moveIntoItself);
    const children = await tx
      .select({ id: orgUnits.id })
      .from(orgUnits)
      .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.parentId, source.id)));
    for (const child of children) {
      await moveSubtree(tx, companyId, child.id, target.id);
      await tx
        .update(orgUnits)
        .set({ parentId: target.id, updatedAt: new Date() })
        .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, child.id)));
    }
    const column = source.hierarchy === 'cost_centre' ? 'costCentreId' : 'orgUnitId';
    const moved = await tx
      .update(jobAssignments)
      .set({ [column]: target.id })
      .where(and(eq(jobAssignments.companyId, companyId), eq(jobAssignments[column], source.id)))
      .returning({ id: jobAssignments.id });
    await tx
      .update(profiles)
      .set(
        column === 'orgUnitId'
          ? { orgUnitId: target.id, department: target.name }
          : { costCentreId: target.id },
      )
      .where(and(eq(profiles.companyId, companyId), eq(profiles[column], source.id)));
    if (column === 'orgUnitId') {
      await tx
        .update(positions)
        .set({ orgUnitId: target.id })
        .where(and(eq(positions.companyId, companyId), eq(positions.orgUnitId, source.id)));
    }
    await tx
      .update(orgUnits)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, source.id)));
    await writeAudit(tx, req, {
      action: 'org_unit.merged',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'org_unit',
      targetId: source.id,
      details: {
        name: source.name,
        into: { id: target.id, name: target.name },
        records: moved.length,
        subUnits: children.length,
      },
    });
    return findUnit(tx, companyId, target.id);
  });
}
