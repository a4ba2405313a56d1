import { ORG_DEPTH_MAX, ORG_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { refuse } from './unit-rows.ts';

/**
 * The closure table of the organisation's trees (decision 0051): one row per (ancestor, descendant)
 * pair, each unit its own ancestor at depth 0. Only this file writes it, always in the transaction
 * that changes org_units, after taking the company's tree lock: two moves at once can then never
 * build a cycle, and a sub-tree read is always one index range.
 */

/** Serialises changes to one company's trees (other companies are not held up). */
export async function lockTrees(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`org_units:${companyId}`}, 0))`);
}

/** How deep a unit sits (a root is 1) and how many levels its sub-tree has below it. */
async function depthOf(tx: Tx, companyId: string, unitId: string) {
  const [row] = rowsOf<{ above: number; below: number }>(
    await tx.execute(sql`select
      (select count(*)::int from org_unit_closure where company_id = ${companyId} and descendant_id = ${unitId}) as above,
      (select coalesce(max(depth), 0)::int from org_unit_closure where company_id = ${companyId} and ancestor_id = ${unitId}) as below`),
  );
  return { above: row?.above ?? 1, below: row?.below ?? 0 };
}

/** Adds a new unit under parentId (or as a root). */
export async function addLeaf(tx: Tx, companyId: string, unitId: string, parentId: string | null) {
  if (parentId) {
    const parent = await depthOf(tx, companyId, parentId);
    if (parent.above + 1 > ORG_DEPTH_MAX) throw refuse('parentId', ORG_MESSAGES.tooDeep);
  }
  await tx.execute(sql`insert into org_unit_closure (company_id, ancestor_id, descendant_id, depth)
    select ${companyId}::uuid, ${unitId}::uuid, ${unitId}::uuid, 0
    union all
    select company_id, ancestor_id, ${unitId}::uuid, depth + 1 from org_unit_closure
    where company_id = ${companyId} and descendant_id = ${parentId}`);
}

/**
 * Adds many new units at once (an HRIS import's level of the tree), each under its parent or as a
 * root: their own rows and their parents' ancestors in one statement. The caller has checked the depth.
 */
export async function addLeaves(
  tx: Tx,
  companyId: string,
  units: ReadonlyArray<{ id: string; parentId: string | null }>,
) {
  if (units.length === 0) return;
  const rows = sql`jsonb_to_recordset(${JSON.stringify(units.map((u) => ({ id: u.id, parent_id: u.parentId })))}::jsonb)
    as n(id uuid, parent_id uuid)`;
  await tx.execute(sql`insert into org_unit_closure (company_id, ancestor_id, descendant_id, depth)
    select ${companyId}::uuid, n.id, n.id, 0 from ${rows}
    union all
    select c.company_id, c.ancestor_id, n.id, c.depth + 1 from ${rows}
    join org_unit_closure c on c.company_id = ${companyId} and c.descendant_id = n.parent_id`);
}

/** Whether `unitId` is `rootId` itself or sits anywhere below it. */
export async function isInSubtree(
  tx: Tx,
  companyId: string,
  rootId: string,
  unitId: string,
): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`select 1 from org_unit_closure
      where company_id = ${companyId} and ancestor_id = ${rootId} and descendant_id = ${unitId}`),
  );
  return rows.length > 0;
}

/**
 * Re-hangs a unit's whole sub-tree under newParentId (null: as a root), in two set-based statements
 * whatever the sub-tree's size: the links from its old ancestors go, the links from the new ones come.
 */
export async function moveSubtree(tx: Tx, companyId: string, unitId: string, newParentId: string | null) {
  if (newParentId) {
    if (await isInSubtree(tx, companyId, unitId, newParentId))
      throw refuse('parentId', ORG_MESSAGES.moveIntoItself);
    const [parent, moved] = [await depthOf(tx, companyId, newParentId), await depthOf(tx, companyId, unitId)];
    if (parent.above + 1 + moved.below > ORG_DEPTH_MAX) throw refuse('parentId', ORG_MESSAGES.tooDeep);
  }
  await tx.execute(sql`delete from org_unit_closure c
    where c.company_id = ${companyId}
      and c.descendant_id in (select descendant_id from org_unit_closure where company_id = ${companyId} and ancestor_id = ${unitId})
      and c.ancestor_id in (select ancestor_id from org_unit_closure where company_id = ${companyId} and descendant_id = ${unitId} and depth > 0)`);
  if (!newParentId) return;
  await tx.execute(sql`insert into org_unit_closure (company_id, ancestor_id, descendant_id, depth)
    select ${companyId}::uuid, up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
    from org_unit_closure up cross join org_unit_closure down
    where up.company_id = ${companyId} and up.descendant_id = ${newParentId}
      and down.company_id = ${companyId} and down.ancestor_id = ${unitId}`);
}
