import type { ScheduledMove, ScheduledMoveList } from '@competencyhub/domain/schemas/organisation';
import { ORG_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Database, type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/migrate.ts';
import { orgUnitMoves, orgUnits } from '../../db/schema/organisation.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { companyDaySql } from './company-day.ts';
import { lockTrees, moveSubtree } from './org-tree.ts';
import { findUnit, refuse } from './unit-rows.ts';

/**
 * Reorganisations dated in the future (decision 0051): a move checked when it is entered, kept as
 * `scheduled`, and applied by the hourly organisation job on its day — checked again then, since the
 * tree may have changed meanwhile (a failure is kept with its reason and shown).
 */

interface MoveRow {
  id: string;
  unitId: string;
  unitName: string;
  effectiveOn: string;
  status: ScheduledMove['status'];
  failure: string | null;
  from: string[];
  to: string[];
}

/** The path of a unit (its ancestors' names and its own), or [] for none. */
const pathOf = (unitColumn: SQL) => sql`coalesce((select array_agg(a.name order by cl.depth desc)
  from org_unit_closure cl join org_units a on a.company_id = cl.company_id and a.id = cl.ancestor_id
  where cl.company_id = m.company_id and cl.descendant_id = ${unitColumn}), '{}')`;

async function movesWhere(tx: Tx, companyId: string, where: SQL): Promise<ScheduledMove[]> {
  const rows = rowsOf<MoveRow>(
    await tx.execute(sql`
      select m.id, m.unit_id as "unitId", u.name as "unitName", m.effective_on::text as "effectiveOn",
        m.status, m.failure,
        ${pathOf(sql`u.parent_id`)} as "from",
        ${pathOf(sql`m.new_parent_id`)} as "to"
      from org_unit_moves m join org_units u on u.company_id = m.company_id and u.id = m.unit_id
      where m.company_id = ${companyId} and ${where}
      order by m.effective_on, u.name
      limit 100`),
  );
  return rows.map((row) => ({
    id: row.id,
    unit: { id: row.unitId, name: row.unitName },
    from: row.from,
    to: row.to,
    effectiveOn: row.effectiveOn,
    status: row.status,
    failure: row.failure,
  }));
}

/** Waiting moves, and those settled in the last 30 days (so a failure is seen). */
export function listScheduledMoves(services: Services, viewer: Viewer): Promise<ScheduledMoveList> {
  return withTenant(services.database, viewer.tenantId, async (tx) => ({
    items: await movesWhere(
      tx,
      viewer.tenantId,
      sql`(m.status = 'scheduled' or m.settled_at > now() - interval '30 days')`,
    ),
  }));
}

/** Keeps a checked move for its day (the caller checked parent and sub-tree under the tree lock). */
export async function scheduleMove(
  tx: Tx,
  viewer: Viewer,
  unit: { id: string; name: string },
  parentId: string | null,
  effectiveOn: string,
  req: FastifyRequest,
): Promise<ScheduledMove> {
  const companyId = viewer.tenantId;
  let id: string | undefined;
  try {
    const [row] = await tx
      .insert(orgUnitMoves)
      .values({ companyId, unitId: unit.id, newParentId: parentId, effectiveOn, createdBy: viewer.userId })
      .returning({ id: orgUnitMoves.id });
    id = row?.id;
  } catch (error) {
    if (isUniqueViolation(error, 'org_unit_moves_pending')) {
      throw refuse('effectiveOn', ORG_MESSAGES.moveAlreadyScheduled, 'CONFLICT');
    }
    throw error;
  }
  await writeAudit(tx, req, {
    action: 'org_unit.move_scheduled',
    companyId,
    actorId: viewer.userId,
    actorEmail: viewer.email,
    targetType: 'org_unit',
    targetId: unit.id,
    details: { name: unit.name, to: parentId, effectiveOn },
  });
  const [move] = await movesWhere(tx, companyId, sql`m.id = ${id ?? ''}`);
  if (!move) throw new Error('scheduled move not found');
  return move;
}

export function cancelScheduledMove(services: Services, viewer: Viewer, moveId: string, req: FastifyRequest) {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const [move] = await movesWhere(tx, companyId, sql`m.id = ${moveId}`);
    if (!move) throw new AppError('NOT_FOUND', 'Move not found');
    if (move.status !== 'scheduled') throw refuse('moveId', ORG_MESSAGES.moveNotScheduled, 'CONFLICT');
    await tx
      .update(orgUnitMoves)
      .set({ status: 'cancelled', settledAt: new Date() })
      .where(and(eq(orgUnitMoves.companyId, companyId), eq(orgUnitMoves.id, moveId)));
    await writeAudit(tx, req, {
      action: 'org_unit.move_cancelled',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'org_unit',
      targetId: move.unit.id,
      details: { name: move.unit.name, effectiveOn: move.effectiveOn },
    });
    return { ok: true as const };
  });
}

/**
 * Applies the moves due by `now` in each company's own day (company-day.ts), oldest first, each in its own tenant transaction: checked again
 * (the unit and its new parent still active and in the same tree, the parent not inside the unit),
 * then moved as a move made now would be; a move that no longer holds is marked failed with why.
 */
export async function applyDueMoves(database: Database, now: Date): Promise<number> {
  // Every time zone's day is within one day of UTC's: that bounds the scan, the company's day decides.
  const utcDay = now.toISOString().slice(0, 10);
  const due = rowsOf<{ id: string; companyId: string }>(
    await database.db.execute(sql`select m.id, m.company_id as "companyId" from org_unit_moves m
      where m.status = 'scheduled' and m.effective_on <= ${utcDay}::date + 1
        and m.effective_on <= ${companyDaySql(sql`m.company_id`, now)}
      order by m.effective_on, m.created_at limit 200`),
  );
  for (const move of due) {
    try {
      await withTenant(database, move.companyId, async (tx) => {
        await lockTrees(tx, move.companyId);
        const [row] = await tx
          .select()
          .from(orgUnitMoves)
          .where(and(eq(orgUnitMoves.id, move.id), eq(orgUnitMoves.status, 'scheduled')));
        if (!row) return;
        const unit = await findUnit(tx, move.companyId, row.unitId);
        if (unit.archived) throw refuse('unit', ORG_MESSAGES.archived);
        if (row.newParentId) {
          const parent = await findUnit(tx, move.companyId, row.newParentId);
          if (parent.archived || parent.hierarchy !== unit.hierarchy)
            throw refuse('parentId', ORG_MESSAGES.unknownParent);
        }
        if (unit.parentId !== row.newParentId) {
          await moveSubtree(tx, move.companyId, unit.id, row.newParentId);
          await tx
            .update(orgUnits)
            .set({ parentId: row.newParentId, updatedAt: new Date() })
            .where(and(eq(orgUnits.companyId, move.companyId), eq(orgUnits.id, unit.id)));
        }
        await tx
          .update(orgUnitMoves)
          .set({ status: 'applied', settledAt: new Date() })
          .where(eq(orgUnitMoves.id, move.id));
        await writeAudit(tx, null, {
          action: 'org_unit.moved',
          companyId: move.companyId,
          targetType: 'org_unit',
          targetId: unit.id,
          details: { name: unit.name, from: unit.parentId, to: row.newParentId, scheduledMove: move.id },
        });
      });
    } catch (error) {
      const failure = error instanceof AppError ? error.message : 'The move could not be applied';
      await database.db
        .update(orgUnitMoves)
        .set({ status: 'failed', failure, settledAt: new Date() })
        .where(eq(orgUnitMoves.id, move.id));
    }
  }
  return due.length;
}
