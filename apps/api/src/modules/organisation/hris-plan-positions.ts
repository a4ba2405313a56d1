import type { HrisPositionRow } from '@competencyhub/domain/hris-csv';
import type { HrisKindCounts } from '@competencyhub/domain/schemas/hris-import';
import type { HrisColumn } from '@competencyhub/domain/schemas/hris-import-messages';
import { type Tree, treeRef } from './hris-plan-tree.ts';
import { type Bounded, claimCode, type PositionWrite } from './hris-plan-types.ts';
import type { SnapshotPosition } from './hris-snapshot.ts';

/**
 * The positions of an HRIS file (decision 0056): each matched by external id, its job profile, unit
 * and location resolved, its code unique, and the position it reports to found in the file or in
 * CompetencyHub, never closed, never itself, and never in a circle over the file and the positions it
 * leaves as they are (one walk per chain, each marking what it has seen). An empty FTE, critical flag
 * or reports-to keeps what a position has (a new one: 1, no, none).
 */

export interface PositionsContext {
  issues: Bounded;
  counts: HrisKindCounts;
  units: Tree;
  costCentres: Tree;
  locationKnown: (externalId: string) => boolean;
  dbLocations: Map<string, { id: string }>;
  jobProfile: (row: number, column: HrisColumn, title: string) => string | null | undefined;
}

/** A position of the file as people's rows see it: the seat brings its job profile, unit and place. */
export interface FilePosition {
  jobProfileId: string;
  unit: string;
  location: string;
}

export function planPositions(
  rows: readonly HrisPositionRow[],
  snapshot: SnapshotPosition[],
  ctx: PositionsContext,
) {
  const { issues, counts } = ctx;
  const dbPositions = new Map<string, SnapshotPosition>();
  const byId = new Map<string, SnapshotPosition>();
  for (const p of snapshot) {
    byId.set(p.id, p);
    if (p.externalId) dbPositions.set(p.externalId, p);
  }
  const fileRows = new Map(rows.map((row) => [row.externalId, row]));
  const filePositions = new Map<string, FilePosition>();
  const codes = new Set<string>();
  for (const p of snapshot)
    if (p.code && !(p.externalId && fileRows.has(p.externalId))) codes.add(p.code.toLocaleLowerCase());
  const writes: PositionWrite[] = [];
  const checked: HrisPositionRow[] = [];
  for (const row of rows) {
    const existing = dbPositions.get(row.externalId) ?? null;
    const jobProfileId = ctx.jobProfile(row.row, 'job_profile', row.jobProfile);
    let bad = jobProfileId === undefined;
    const unit = treeRef(ctx.units, ctx.costCentres, issues, {
      row: row.row,
      column: 'unit_external_id',
      externalId: row.unitExternalId,
    });
    if (!unit) bad = true;
    if (row.locationExternalId && !ctx.locationKnown(row.locationExternalId)) {
      issues.add(row.row, 'location_external_id', 'unknown_location', row.locationExternalId);
      bad = true;
    }
    if (!claimCode(codes, row, issues)) bad = true;
    const above = row.reportsToExternalId;
    if (above) {
      const db = dbPositions.get(above);
      if (!db && !fileRows.has(above)) {
        issues.add(row.row, 'reports_to_external_id', 'unknown_position', above);
        bad = true;
      } else if (db?.status === 'closed') {
        issues.add(row.row, 'reports_to_external_id', 'reports_to_closed', above);
        bad = true;
      }
    }
    if (bad || !jobProfileId) continue;
    checked.push(row);
    filePositions.set(row.externalId, {
      jobProfileId,
      unit: row.unitExternalId,
      location: row.locationExternalId,
    });
    const unitId = ctx.units.db.get(row.unitExternalId)?.id ?? null;
    const locationId = row.locationExternalId
      ? (ctx.dbLocations.get(row.locationExternalId)?.id ?? null)
      : null;
    const reportsToId = above ? (dbPositions.get(above)?.id ?? null) : null;
    const same =
      existing !== null &&
      existing.jobProfileId === jobProfileId &&
      unitId !== null &&
      existing.orgUnitId === unitId &&
      existing.locationId === locationId &&
      (existing.code ?? '') === row.code &&
      (!above || (reportsToId !== null && existing.reportsToId === reportsToId)) &&
      (row.fte === null || existing.fte === row.fte) &&
      (row.critical === null || existing.critical === row.critical);
    counts[existing ? (same ? 'unchanged' : 'change') : 'create']++;
    if (!same)
      writes.push({
        id: existing?.id ?? null,
        externalId: row.externalId,
        code: row.code || null,
        jobProfileId,
        unitExternalId: row.unitExternalId,
        locationExternalId: row.locationExternalId || null,
        reportsToExternalId: above || null,
        fte: row.fte,
        critical: row.critical,
      });
  }
  findReportingLoops(checked, fileRows, dbPositions, byId, issues);
  return { writes, dbPositions, filePositions };
}

/**
 * Positions that would report to each other in a circle: each position's next one after the import
 * is its row's reports-to, else the one it reports to now. Each walk stops at a position already
 * walked, so every position is seen once.
 */
function findReportingLoops(
  rows: readonly HrisPositionRow[],
  fileRows: Map<string, HrisPositionRow>,
  dbPositions: Map<string, SnapshotPosition>,
  byId: Map<string, SnapshotPosition>,
  issues: Bounded,
) {
  const keyOf = (p: SnapshotPosition) => (p.externalId ? `x:${p.externalId}` : `i:${p.id}`);
  const next = (key: string): string | null => {
    const current = key.startsWith('x:') ? dbPositions.get(key.slice(2)) : byId.get(key.slice(2));
    const row = key.startsWith('x:') ? fileRows.get(key.slice(2)) : undefined;
    if (row?.reportsToExternalId) return `x:${row.reportsToExternalId}`;
    const above = current?.reportsToId ? byId.get(current.reportsToId) : undefined;
    return above ? keyOf(above) : null;
  };
  // 1: on the walk under way; 2: leads to the top; 3: in or leading into a circle.
  const state = new Map<string, 1 | 2 | 3>();
  for (const row of rows) {
    if (!row.reportsToExternalId) continue;
    const path: string[] = [];
    let key: string | null = `x:${row.externalId}`;
    let end: 2 | 3 = 2;
    while (key !== null) {
      const seen = state.get(key);
      if (seen === 2 || seen === 3) {
        end = seen;
        break;
      }
      if (seen === 1) {
        end = 3;
        break;
      }
      state.set(key, 1);
      path.push(key);
      key = next(key);
    }
    for (const k of path) state.set(k, end);
    if (end === 3) issues.add(row.row, 'reports_to_external_id', 'reports_to_loop');
  }
}
