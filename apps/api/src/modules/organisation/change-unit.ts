import type {
  ArchiveInput,
  MoveOrgUnit,
  MoveResult,
  NewOrgUnit,
  OrgHierarchy,
  OrgUnit,
  OrgUnitUpdate,
} from '@competencyhub/domain/schemas/organisation';
import { ORG_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { orgUnits } from '../../db/schema/organisation.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { companyDaySql, companyToday } from './company-day.ts';
import { addLeaf, isInSubtree, lockTrees, moveSubtree } from './org-tree.ts';
import { scheduleMove } from './scheduled-moves.ts';
import { changedFields, findUnit, refuse, uniqueRefusal } from './unit-rows.ts';

/**
 * Changing the organisation's trees (manage_organisation): add a unit, rename or re-code it, name
 * its head, move it with its sub-tree, archive and restore it. Every change takes the company's tree
 * lock, keeps the closure table in the same transaction and is audited.
 */

async function inTrees<T>(services: Services, viewer: Viewer, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withTenant(services.database, viewer.tenantId, async (tx) => {
      await lockTrees(tx, viewer.tenantId);
      return fn(tx);
    });
  } catch (error) {
    throw uniqueRefusal(error) ?? error;
  }
}

/** The new parent: an active unit of the same company and tree. */
async function checkParent(tx: Tx, companyId: string, hierarchy: OrgHierarchy, parentId: string | null) {
  if (!parentId) return;
  const [parent] = await tx
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(
      and(
        eq(orgUnits.companyId, companyId),
        eq(orgUnits.hierarchy, hierarchy),
        eq(orgUnits.id, parentId),
        isNull(orgUnits.archivedAt),
      ),
    );
  if (!parent) throw refuse('parentId', ORG_MESSAGES.unknownParent);
}

async function checkHead(tx: Tx, companyId: string, headId: string | null | undefined) {
  if (!headId) return;
  const [head] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, headId), eq(profiles.status, 'active')));
  if (!head) throw refuse('headId', ORG_MESSAGES.unknownHead);
}

const audit = (
  viewer: Viewer,
  action: Parameters<typeof writeAudit>[2]['action'],
  unit: OrgUnit,
  details = {},
) => ({
  action,
  companyId: viewer.tenantId,
  actorId: viewer.userId,
  actorEmail: viewer.email,
  targetType: 'org_unit',
  targetId: unit.id,
  details: { name: unit.name, hierarchy: unit.hierarchy, ...details },
});

export function createUnit(services: Services, viewer: Viewer, input: NewOrgUnit, req: FastifyRequest) {
  const companyId = viewer.tenantId;
  return inTrees(services, viewer, async (tx) => {
    await checkParent(tx, companyId, input.hierarchy, input.parentId);
    await checkHead(tx, companyId, input.headId);
    const [row] = await tx
      .insert(orgUnits)
      .values({
        companyId,
        hierarchy: input.hierarchy,
        parentId: input.parentId,
        name: input.name,
        kind: input.kind,
        code: input.code ?? null,
        externalId: input.externalId ?? null,
        headId: input.headId ?? null,
      })
      .returning({ id: orgUnits.id });
    if (!row) throw new Error('unit not inserted');
    await addLeaf(tx, companyId, row.id, input.parentId);
    const unit = await findUnit(tx, companyId, row.id);
    await writeAudit(tx, req, audit(viewer, 'org_unit.created', unit, { parentId: input.parentId }));
    return unit;
  });
}

export function updateUnit(
  services: Services,
  viewer: Viewer,
  unitId: string,
  input: OrgUnitUpdate,
  req: FastifyRequest,
) {
  const companyId = viewer.tenantId;
  return inTrees(services, viewer, async (tx) => {
    const before = await findUnit(tx, companyId, unitId);
    if (before.archived) throw refuse('name', ORG_MESSAGES.archived);
    await checkHead(tx, companyId, input.headId);
    await tx
      .update(orgUnits)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, unitId)));
    const unit = await findUnit(tx, companyId, unitId);
    const changed = changedFields(before, unit, Object.keys(input) as Array<keyof OrgUnitUpdate>);
    await writeAudit(tx, req, audit(viewer, 'org_unit.updated', unit, { changed }));
    return unit;
  });
}

/**
 * Moves a unit with its sub-tree now, or, with a later `effectiveOn`, keeps the move for its day
 * (checked now as it would be now, and again when it is applied).
 */
export function moveUnit(
  services: Services,
  viewer: Viewer,
  unitId: string,
  input: MoveOrgUnit,
  req: FastifyRequest,
) {
  const companyId = viewer.tenantId;
  return inTrees(services, viewer, async (tx): Promise<MoveResult> => {
    const before = await findUnit(tx, companyId, unitId);
    if (before.archived) throw refuse('parentId', ORG_MESSAGES.archived);
    const later = input.effectiveOn !== undefined && input.effectiveOn > (await companyToday(tx, companyId));
    if (!later && before.parentId === input.parentId) return { unit: before, scheduled: null };
    await checkParent(tx, companyId, before.hierarchy, input.parentId);
    if (input.parentId && (await isInSubtree(tx, companyId, unitId, input.parentId))) {
      throw refuse('parentId', ORG_MESSAGES.moveIntoItself);
    }
    if (later && input.effectiveOn) {
      return {
        unit: before,
        scheduled: await scheduleMove(tx, viewer, before, input.parentId, input.effectiveOn, req),
      };
    }
    await moveSubtree(tx, companyId, unitId, input.parentId);
    await tx
      .update(orgUnits)
      .set({ parentId: input.parentId, updatedAt: new Date() })
      .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, unitId)));
    const unit = await findUnit(tx, companyId, unitId);
    await writeAudit(
      tx,
      req,
      audit(viewer, 'org_unit.moved', unit, {
        from: before.parentId,
        to: input.parentId,
        fromPath: before.path,
      }),
    );
    return { unit, scheduled: null };
  });
}

/**
 * Whether anyone still sits in (or is charged to) the unit, now or from a date to come, or an open
 * position is in it: they move first, so nobody is left in a unit that is gone.
 */
async function holdsPeople(tx: Tx, companyId: string, unitId: string): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`select 1 where exists (
        select 1 from job_assignments where company_id = ${companyId}
          and (org_unit_id = ${unitId} or cost_centre_id = ${unitId})
          and (ends_on is null or ends_on > ${companyDaySql(companyId)}))
      or exists (select 1 from profiles where company_id = ${companyId} and status = 'active'
          and (org_unit_id = ${unitId} or cost_centre_id = ${unitId}))
      or exists (select 1 from positions where company_id = ${companyId} and org_unit_id = ${unitId}
          and status <> 'closed')`),
  );
  return rows.length > 0;
}

/**
 * Archives a unit (it leaves the tree's lists and can no longer take sub-units), or restores it.
 * A unit with active sub-units is refused: they are archived or moved first. A unit is restored
 * only under an active parent.
 */
export function archiveUnit(
  services: Services,
  viewer: Viewer,
  unitId: string,
  input: ArchiveInput,
  req: FastifyRequest,
) {
  const companyId = viewer.tenantId;
  return inTrees(services, viewer, async (tx) => {
    const before = await findUnit(tx, companyId, unitId);
    if (before.archived === input.archived) return before;
    if (input.archived) {
      const [child] = await tx
        .select({ id: orgUnits.id })
        .from(orgUnits)
        .where(
          and(eq(orgUnits.companyId, companyId), eq(orgUnits.parentId, unitId), isNull(orgUnits.archivedAt)),
        )
        .limit(1);
      if (child) throw refuse('archived', ORG_MESSAGES.hasActiveChildren);
      if (await holdsPeople(tx, companyId, unitId)) throw refuse('archived', ORG_MESSAGES.hasPeople);
    } else if (before.parentId) {
      const [parent] = await tx
        .select({ archivedAt: orgUnits.archivedAt })
        .from(orgUnits)
        .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, before.parentId)));
      if (parent?.archivedAt) throw refuse('archived', ORG_MESSAGES.parentArchived);
    }
    await tx
      .update(orgUnits)
      .set({ archivedAt: input.archived ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, unitId)));
    const unit = await findUnit(tx, companyId, unitId);
    await writeAudit(
      tx,
      req,
      audit(viewer, input.archived ? 'org_unit.archived' : 'org_unit.restored', unit),
    );
    return unit;
  });
}
