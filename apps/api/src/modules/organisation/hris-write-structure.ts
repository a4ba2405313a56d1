import { randomUUID } from 'node:crypto';
import type { OrgHierarchy } from '@competencyhub/domain/schemas/organisation';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { locations, orgUnits } from '../../db/schema/organisation.ts';
import type { Plan } from './hris-plan-types.ts';
import { addLeaves, moveSubtree } from './org-tree.ts';
import { lockPositions } from './positions.ts';

/**
 * An HRIS import's structure (decision 0056): units and cost centres, locations and positions, each
 * written set-based where a company has many of them (thousands of units, as many positions as people).
 */

/**
 * The ids of the units, cost centres, locations and positions the file creates, each given before anything
 * is written (decision 0082): the people's records name them in the same transaction, where a second
 * plan, reading the company through other connections, could not see them.
 */
export interface NewStructureIds {
  /** By tree, then external id (each tree has its own external ids). */
  units: Record<OrgHierarchy, Map<string, string>>;
  locations: Map<string, string>;
  positions: Map<string, string>;
}

export function newStructureIds(plan: Plan): NewStructureIds {
  const ids: NewStructureIds = {
    units: { organisation: new Map(), cost_centre: new Map() },
    locations: new Map(),
    positions: new Map(),
  };
  for (const unit of plan.units) if (!unit.id) ids.units[unit.hierarchy].set(unit.externalId, randomUUID());
  for (const place of plan.locations) if (!place.id) ids.locations.set(place.externalId, randomUUID());
  for (const seat of plan.positions) if (!seat.id) ids.positions.set(seat.externalId, randomUUID());
  return ids;
}

/** Positions per statement: one JSON parameter each, whatever the file's size. */
const POSITIONS_PER_STATEMENT = 1000;

/**
 * Units and cost centres parents first: the new ones a level of each tree at a time (one insert, and
 * their closure rows in one statement by the tree's writer), then the changed ones, each moved one
 * re-hung with its sub-tree. A company's 2,000 units are a few statements, not thousands. The caller
 * holds the tree lock.
 */
export async function writeUnits(tx: Tx, companyId: string, plan: Plan, ids: NewStructureIds) {
  // Every unit of both trees by hierarchy and external id: thousands at most, read once.
  const unitIds = new Map<string, string>();
  const keyOf = (hierarchy: string, externalId: string) => `${hierarchy}:${externalId}`;
  const known = await tx
    .select({ id: orgUnits.id, hierarchy: orgUnits.hierarchy, externalId: orgUnits.externalId })
    .from(orgUnits)
    .where(eq(orgUnits.companyId, companyId));
  for (const row of known) if (row.externalId) unitIds.set(keyOf(row.hierarchy, row.externalId), row.id);
  const parentOf = (unit: Plan['units'][number]) =>
    unit.parentExternalId ? (unitIds.get(keyOf(unit.hierarchy, unit.parentExternalId)) ?? null) : null;
  const levels = new Map<string, Plan['units']>();
  for (const unit of plan.units) {
    if (unit.id) continue;
    const level = `${unit.hierarchy}:${unit.depth}`;
    const list = levels.get(level);
    if (list) list.push(unit);
    else levels.set(level, [unit]);
  }
  // Parents first: plan.units is sorted by depth, so the levels are met in that order.
  for (const level of levels.values()) {
    const rows = await tx
      .insert(orgUnits)
      .values(
        level.map((unit) => ({
          id: ids.units[unit.hierarchy].get(unit.externalId),
          companyId,
          hierarchy: unit.hierarchy,
          parentId: parentOf(unit),
          name: unit.name,
          // A new unit always has its kind (a cost centre's is cost_centre).
          kind: unit.kind ?? 'cost_centre',
          code: unit.code,
          externalId: unit.externalId,
        })),
      )
      .returning({
        id: orgUnits.id,
        hierarchy: orgUnits.hierarchy,
        externalId: orgUnits.externalId,
        parentId: orgUnits.parentId,
      });
    for (const row of rows) if (row.externalId) unitIds.set(keyOf(row.hierarchy, row.externalId), row.id);
    await addLeaves(tx, companyId, rows);
  }
  // Moves first, one at a time (each re-hangs a sub-tree in the closure table, checked against the
  // tree as the moves before it left it); then every changed unit's own columns in one statement.
  const changed = plan.units.filter((unit) => unit.id);
  for (const unit of changed)
    if (unit.moves && unit.id) await moveSubtree(tx, companyId, unit.id, parentOf(unit));
  if (changed.length === 0) return;
  const rows = JSON.stringify(
    changed.map((unit) => ({
      id: unit.id,
      name: unit.name,
      // null keeps the unit's kind: the file left it empty.
      kind: unit.kind,
      code: unit.code,
      parent_id: parentOf(unit),
    })),
  );
  // A file may hand a code or a sibling's name from one unit to another, or swap two: the unique
  // indexes are checked row by row, so the changed units first give theirs up (a placeholder name of
  // their own id, no code), and the order the database then updates them in cannot matter.
  await tx.execute(sql`update org_units u set name = '~' || u.id::text, code = null
    where u.company_id = ${companyId} and u.id in (
      select v.id from jsonb_to_recordset(${rows}::jsonb) as v(id uuid))`);
  await tx.execute(sql`update org_units u set name = v.name, kind = coalesce(v.kind, u.kind), code = v.code,
      parent_id = v.parent_id, updated_at = now()
    from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, name text, kind text, code text, parent_id uuid)
    where u.company_id = ${companyId} and u.id = v.id`);
}

/**
 * Locations, then positions (new and changed ones, then whom they report to once all exist), their
 * references found by external id.
 */
export async function writePlaces(tx: Tx, companyId: string, plan: Plan, ids: NewStructureIds) {
  const added = plan.locations.filter((place) => !place.id);
  if (added.length > 0)
    await tx.insert(locations).values(
      added.map((place) => ({
        id: ids.locations.get(place.externalId),
        companyId,
        externalId: place.externalId,
        name: place.name,
        country: place.country,
        city: place.city,
        timeZone: place.timeZone,
      })),
    );
  const changedPlaces = plan.locations.filter((place) => place.id);
  if (changedPlaces.length > 0) {
    const rows = JSON.stringify(
      changedPlaces.map((place) => ({
        id: place.id,
        name: place.name,
        country: place.country,
        city: place.city,
        time_zone: place.timeZone,
      })),
    );
    await tx.execute(sql`update locations l set name = v.name, country = v.country, city = v.city,
        time_zone = v.time_zone, needs_review = false, updated_at = now()
      from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, name text, country text, city text, time_zone text)
      where l.company_id = ${companyId} and l.id = v.id`);
  }
  if (plan.positions.length === 0) return;
  // One change of the reporting lines between positions at a time (positions.ts takes it too).
  await lockPositions(tx, companyId);
  for (let at = 0; at < plan.positions.length; at += POSITIONS_PER_STATEMENT)
    await writePositions(tx, companyId, plan.positions.slice(at, at + POSITIONS_PER_STATEMENT), ids);
  const reporting = plan.positions.filter((seat) => seat.reportsToExternalId !== null);
  for (let at = 0; at < reporting.length; at += POSITIONS_PER_STATEMENT) {
    const part = reporting.slice(at, at + POSITIONS_PER_STATEMENT);
    const lines = JSON.stringify(
      part.map((s) => ({ external_id: s.externalId, above: s.reportsToExternalId })),
    );
    await tx.execute(sql`update positions p set reports_to_id = r.id, updated_at = now()
      from jsonb_to_recordset(${lines}::jsonb) as v(external_id text, above text)
      join positions r on r.company_id = ${companyId} and r.external_id = v.above
      where p.company_id = ${companyId} and p.external_id = v.external_id
        and p.reports_to_id is distinct from r.id`);
  }
}

/** New and changed positions of one part, their unit and location found by external id. */
async function writePositions(tx: Tx, companyId: string, part: Plan['positions'], ids: NewStructureIds) {
  const seats = (rows: Plan['positions']) =>
    sql`jsonb_to_recordset(${JSON.stringify(
      rows.map((seat) => ({
        id: seat.id ?? ids.positions.get(seat.externalId),
        external_id: seat.externalId,
        code: seat.code,
        job_profile_id: seat.jobProfileId,
        unit: seat.unitExternalId,
        place: seat.locationExternalId,
        fte: seat.fte,
        critical: seat.critical,
      })),
    )}::jsonb) as v(id uuid, external_id text, code text, job_profile_id uuid, unit text, place text,
      fte numeric, critical boolean)
    join org_units u on u.company_id = ${companyId} and u.hierarchy = 'organisation' and u.external_id = v.unit
    left join locations l on l.company_id = ${companyId} and l.external_id = v.place`;
  const created = part.filter((seat) => !seat.id);
  const changed = part.filter((seat) => seat.id);
  let written = 0;
  if (created.length > 0)
    written += rowsOf(
      await tx.execute(sql`insert into positions (id, company_id, external_id, code, job_profile_id,
          org_unit_id, location_id, fte, critical)
        select v.id, ${companyId}::uuid, v.external_id, v.code, v.job_profile_id, u.id, l.id, coalesce(v.fte, 1),
          coalesce(v.critical, false)
        from ${seats(created)}
        returning id`),
    ).length;
  if (changed.length > 0)
    written += rowsOf(
      await tx.execute(sql`update positions p set code = v.code, job_profile_id = v.job_profile_id,
          org_unit_id = u.id, location_id = l.id, fte = coalesce(v.fte, p.fte),
          critical = coalesce(v.critical, p.critical), updated_at = now()
        from ${seats(changed)}
        where p.company_id = ${companyId} and p.id = any(${uuidArray(changed.map((seat) => seat.id ?? ''))}::uuid[])
          and p.id = v.id
        returning p.id`),
    ).length;
  if (written !== part.length) throw new Error('hris import: a position’s unit is missing');
}
