import type { HrisIssue } from '@competencyhub/domain/hris-csv';
import type { HrisImportCounts } from '@competencyhub/domain/schemas/hris-import';
import {
  HRIS_MAX_ISSUES,
  type HrisColumn,
  type HrisNotice,
  type HrisProblem,
} from '@competencyhub/domain/schemas/hris-import-messages';
import type { OrgHierarchy } from '@competencyhub/domain/schemas/organisation';

/** What an HRIS import plans to write (hris-plan.ts), shared by the planners and the job that applies it. */

export interface UnitWrite {
  row: number;
  /** Which tree: a unit of the organisation or a cost centre; each has its own external ids. */
  hierarchy: OrgHierarchy;
  id: string | null;
  externalId: string;
  name: string;
  /** Null: a cost centre CompetencyHub has keeps its kind. */
  kind: string | null;
  code: string | null;
  parentExternalId: string | null;
  /** Its depth once applied (a root is 1): units are written parents first. */
  depth: number;
  moves: boolean;
}
export interface LocationWrite {
  id: string | null;
  externalId: string;
  name: string;
  country: string;
  city: string | null;
  timeZone: string;
}
export interface PositionWrite {
  id: string | null;
  externalId: string;
  code: string | null;
  jobProfileId: string;
  unitExternalId: string;
  locationExternalId: string | null;
  /** The position it reports to, in the file or in CompetencyHub; null leaves it as it is. */
  reportsToExternalId: string | null;
  /** Null: 1 for a new position, unchanged for another. */
  fte: number | null;
  /** Null: false for a new position, unchanged for another. */
  critical: boolean | null;
}
/** A person's job fields; a reference to a unit, location or seat new in the file is its external id. */
export interface PersonWrite {
  row: number;
  personId: string;
  /** Set on the profile when the person was matched by e-mail. */
  externalId: string | null;
  /** 'hire': no open record yet; 'change': a new period from effectiveOn; 'correct': same day, in place. */
  mode: 'hire' | 'change' | 'correct' | 'none';
  openId: string | null;
  effectiveOn: string;
  jobProfileId: string | null;
  managerId: string | null;
  unit: Ref;
  location: Ref;
  position: Ref;
  costCentre: Ref;
}
/** A secondary assignment to add (an identical one not ended before it starts is never added twice). */
export interface SecondaryWrite {
  row: number;
  personId: string;
  managerId: string | null;
  unit: Ref;
  jobProfileId: string | null;
  startsOn: string;
}
/** An id already in CompetencyHub, or the external id of a record the file creates. */
export type Ref = { id: string | null } | { externalId: string };

export interface Plan {
  counts: HrisImportCounts;
  issues: HrisIssue[];
  issueCount: number;
  notices: HrisIssue[];
  noticeCount: number;
  units: UnitWrite[];
  locations: LocationWrite[];
  positions: PositionWrite[];
  people: PersonWrite[];
  secondaries: SecondaryWrite[];
}

/** Problems or notices: the first HRIS_MAX_ISSUES kept, every one counted. */
export class Bounded {
  readonly list: HrisIssue[] = [];
  count = 0;
  add(row: number | null, column: HrisColumn | null, problem: HrisProblem | HrisNotice, value?: string) {
    this.count++;
    // Notices share the issue's shape; their codes are HrisNotice's.
    if (this.list.length < HRIS_MAX_ISSUES)
      this.list.push({ row, column, problem: problem as HrisProblem, ...(value ? { value } : {}) });
  }
}

/**
 * Claims a row's code among those already taken (lower case, in the file or in CompetencyHub); a code
 * another record has is a problem on the row. True when the row may go on.
 */
export function claimCode(codes: Set<string>, row: { row: number; code: string | null }, issues: Bounded) {
  if (!row.code) return true;
  const key = row.code.toLocaleLowerCase();
  if (codes.has(key)) {
    issues.add(row.row, 'code', 'code_taken');
    return false;
  }
  codes.add(key);
  return true;
}
