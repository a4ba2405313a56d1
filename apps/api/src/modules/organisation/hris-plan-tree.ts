import { COST_CENTRE_KIND } from '@competencyhub/domain/hris-csv';
import type { HrisKindCounts } from '@competencyhub/domain/schemas/hris-import';
import type { HrisColumn, HrisProblem } from '@competencyhub/domain/schemas/hris-import-messages';
import type { OrgHierarchy } from '@competencyhub/domain/schemas/organisation';
import { ORG_DEPTH_MAX } from '@competencyhub/domain/schemas/organisation-messages';
import { type Bounded, claimCode, type Ref, type UnitWrite } from './hris-plan-types.ts';
import type { SnapshotUnit } from './hris-snapshot.ts';

/**
 * The two trees of an HRIS file (decision 0056): units of the organisation and cost centres, each
 * with its own external ids, planned by the same code. A parent is resolved in its own tree (in the
 * file first, then in CompetencyHub); a parent or reference found only in the other tree is refused
 * as such. Loops and depth are found over the file and what it leaves as it is, each walk marking
 * what it has seen, so the whole is one pass.
 */

export interface TreeRow {
  row: number;
  externalId: string;
  name: string;
  parentExternalId: string;
  /** Null for a cost centre: a new one is a `cost_centre`, one CompetencyHub has keeps its kind. */
  kind: string | null;
  code: string;
}

/** One tree's records by external id, in the file and in CompetencyHub. */
export interface Tree {
  hierarchy: OrgHierarchy;
  db: Map<string, SnapshotUnit>;
  file: Map<string, TreeRow>;
}

export function treeOf(hierarchy: OrgHierarchy, rows: TreeRow[], units: readonly SnapshotUnit[]): Tree {
  const db = new Map<string, SnapshotUnit>();
  for (const unit of units)
    if (unit.hierarchy === hierarchy && unit.externalId) db.set(unit.externalId, unit);
  return { hierarchy, db, file: new Map(rows.map((row) => [row.externalId, row])) };
}

export const inTree = (tree: Tree, externalId: string) =>
  tree.file.has(externalId) || tree.db.has(externalId);

/** The problems of a reference missing from its tree, or found in the other one. */
const MISSING: Record<OrgHierarchy, { parent: HrisProblem; ref: HrisProblem; cross: HrisProblem }> = {
  organisation: { parent: 'unknown_parent_unit', ref: 'unknown_unit', cross: 'not_a_unit' },
  cost_centre: { parent: 'unknown_cost_centre', ref: 'unknown_cost_centre', cross: 'not_a_cost_centre' },
};
const ARCHIVED: Record<OrgHierarchy, HrisProblem> = {
  organisation: 'unit_archived',
  cost_centre: 'cost_centre_archived',
};

/**
 * A unit or cost centre a row names, as a reference: undefined (a problem listed) when it is in
 * neither the file nor CompetencyHub, only in the other tree, or (with `active`) archived.
 */
export function treeRef(
  tree: Tree,
  other: Tree,
  issues: Bounded,
  at: { row: number; column: HrisColumn; externalId: string; active?: boolean },
): Ref | undefined {
  const { row, column, externalId } = at;
  if (!inTree(tree, externalId)) {
    const cross = inTree(other, externalId);
    issues.add(row, column, MISSING[tree.hierarchy][cross ? 'cross' : 'ref'], externalId);
    return undefined;
  }
  const unit = tree.db.get(externalId);
  if (at.active && unit?.archived) {
    issues.add(row, column, ARCHIVED[tree.hierarchy]);
    return undefined;
  }
  return unit ? { id: unit.id } : { externalId };
}

/** Plans one tree's rows: what to create or change, parents first; problems listed on `issues`. */
export function planTree(
  tree: Tree,
  other: Tree,
  units: readonly SnapshotUnit[],
  issues: Bounded,
  counts: HrisKindCounts,
): UnitWrite[] {
  const own = units.filter((unit) => unit.hierarchy === tree.hierarchy);
  const unitById = new Map(own.map((unit) => [unit.id, unit]));
  // Each unit's parent after the import, as a key: `x:<external id>` for units with one, `i:<id>` else.
  const keyOf = (unit: SnapshotUnit) => (unit.externalId ? `x:${unit.externalId}` : `i:${unit.id}`);
  const parentOf = (key: string): string | null => {
    if (key.startsWith('x:')) {
      const externalId = key.slice(2);
      const row = tree.file.get(externalId);
      if (row) return row.parentExternalId ? `x:${row.parentExternalId}` : null;
      const unit = tree.db.get(externalId);
      const parent = unit?.parentId ? unitById.get(unit.parentId) : undefined;
      return parent ? keyOf(parent) : null;
    }
    const unit = unitById.get(key.slice(2));
    const parent = unit?.parentId ? unitById.get(unit.parentId) : undefined;
    return parent ? keyOf(parent) : null;
  };
  const depth = new Map<string, number>();
  const depthOf = (start: string): number => {
    // Walks up until a unit of known depth, a root or a loop (a unit seen twice in this walk).
    const path: string[] = [];
    const onPath = new Set<string>();
    let key: string | null = start;
    let base = 0;
    while (key !== null) {
      const known = depth.get(key);
      if (known !== undefined) {
        base = known;
        break;
      }
      if (onPath.has(key)) {
        for (const k of path) depth.set(k, -1);
        return -1;
      }
      onPath.add(key);
      path.push(key);
      key = parentOf(key);
    }
    if (base === -1) {
      for (const k of path) depth.set(k, -1);
      return -1;
    }
    for (let i = path.length - 1; i >= 0; i--) depth.set(path[i] as string, base + path.length - i);
    return depth.get(start) ?? -1;
  };
  const inFile = (unit: SnapshotUnit) => unit.externalId !== null && tree.file.has(unit.externalId);
  // Active siblings' names differ: compared under each unit's parent after the import.
  const siblingNames = new Set<string>();
  const codes = new Set<string>();
  for (const unit of own) {
    if (inFile(unit)) continue;
    if (!unit.archived) siblingNames.add(`${parentOf(keyOf(unit)) ?? ''}|${unit.name.toLocaleLowerCase()}`);
    if (unit.code) codes.add(unit.code.toLocaleLowerCase());
  }
  const missing = MISSING[tree.hierarchy];
  const writes: UnitWrite[] = [];
  for (const row of tree.file.values()) {
    const existing = tree.db.get(row.externalId) ?? null;
    let bad = false;
    if (existing?.archived) {
      issues.add(row.row, 'external_id', ARCHIVED[tree.hierarchy]);
      bad = true;
    }
    if (row.parentExternalId && !inTree(tree, row.parentExternalId)) {
      const cross = inTree(other, row.parentExternalId);
      issues.add(row.row, 'parent_external_id', missing[cross ? 'cross' : 'parent'], row.parentExternalId);
      continue;
    }
    const unitDepth = depthOf(`x:${row.externalId}`);
    if (unitDepth === -1) {
      issues.add(row.row, 'parent_external_id', 'unit_loop');
      continue;
    }
    if (unitDepth > ORG_DEPTH_MAX) {
      issues.add(row.row, 'parent_external_id', 'too_deep', String(ORG_DEPTH_MAX));
      continue;
    }
    const parentKey = row.parentExternalId ? `x:${row.parentExternalId}` : '';
    const nameKey = `${parentKey}|${row.name.toLocaleLowerCase()}`;
    if (siblingNames.has(nameKey)) {
      issues.add(row.row, 'name', 'name_taken');
      bad = true;
    } else siblingNames.add(nameKey);
    if (!claimCode(codes, row, issues)) bad = true;
    if (bad) continue;
    const parentNow = existing?.parentId ? unitById.get(existing.parentId) : undefined;
    const parentNowKey = parentNow ? keyOf(parentNow) : '';
    const moves = existing !== null && parentNowKey !== parentKey;
    const same =
      existing !== null &&
      !moves &&
      existing.name === row.name &&
      (row.kind === null || existing.kind === row.kind) &&
      (existing.code ?? '') === row.code;
    counts[existing ? (same ? 'unchanged' : 'change') : 'create']++;
    if (same) continue;
    writes.push({
      row: row.row,
      hierarchy: tree.hierarchy,
      id: existing?.id ?? null,
      externalId: row.externalId,
      name: row.name,
      kind: row.kind ?? (existing ? null : COST_CENTRE_KIND),
      code: row.code || null,
      parentExternalId: row.parentExternalId || null,
      depth: unitDepth,
      moves,
    });
  }
  return writes;
}
