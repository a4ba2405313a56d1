import { isCountryCode } from './countries.ts';
import { isPlainLine } from './schemas/common.ts';
import { isTimeZone } from './schemas/company-admin.ts';
import {
  HRIS_COLUMNS,
  HRIS_MAX_ISSUES,
  HRIS_MAX_ROWS,
  HRIS_RECORD_KINDS,
  type HrisColumn,
  type HrisProblem,
  type HrisRecordKind,
} from './schemas/hris-import-messages.ts';
import {
  FTE_MAX,
  FTE_MIN,
  LOCATION_PLACE_MAX,
  ORG_CODE_MAX,
  ORG_EXTERNAL_ID_MAX,
  ORG_KIND_MAX,
  ORG_NAME_MAX,
} from './schemas/organisation-messages.ts';
import { restoreCell } from './spreadsheet-cell.ts';

/**
 * The HRIS import's file (issue 23, point 3; docs/hris-import.md): one CSV, one row per record, its
 * `record` column saying what the row is — `unit`, `cost_centre`, `location`, `position`, `person` or
 * `secondary` — and every record matched by its `external_id` (the id the HR system gives it; on a
 * `secondary` row, the person's). The lists an HR system exports are pasted one under the other;
 * columns a kind of record does not use stay empty.
 *
 * This reader checks what one row can tell alone and what the file says about itself (an external id
 * or e-mail address given twice); whether a parent, a manager or a job profile exists, and loops over
 * the file and what CompetencyHub already holds, are the API's to check (it has the database). It is
 * fed one record at a time (the server parses in steps and lets other requests through), keeps at
 * most HRIS_MAX_ISSUES problems while counting them all, and never copies a growing list per row.
 */

export interface HrisIssue {
  /** Spreadsheet row (the header is row 1); null for the whole file. */
  row: number | null;
  column: HrisColumn | null;
  problem: HrisProblem;
  value?: string;
}

interface Base {
  row: number;
  externalId: string;
}
export interface HrisUnitRow extends Base {
  name: string;
  parentExternalId: string;
  kind: string;
  code: string;
}
/** A cost centre: a unit of the company's second tree (org_units.hierarchy 'cost_centre'). */
export interface HrisCostCentreRow extends Base {
  name: string;
  parentExternalId: string;
  code: string;
}
export interface HrisLocationRow extends Base {
  name: string;
  country: string;
  city: string;
  timeZone: string;
}
export interface HrisPositionRow extends Base {
  code: string;
  jobProfile: string;
  unitExternalId: string;
  locationExternalId: string;
  /** The position this one reports to; '' leaves it as it is (none for a new one). */
  reportsToExternalId: string;
  /** Null: 1 for a new position, unchanged for one CompetencyHub has. */
  fte: number | null;
  /** Null: false for a new position, unchanged for one CompetencyHub has. */
  critical: boolean | null;
}
export interface HrisPersonRow extends Base {
  email: string;
  name: string;
  unitExternalId: string;
  locationExternalId: string;
  positionExternalId: string;
  jobProfile: string;
  managerExternalId: string;
  costCentreExternalId: string;
  /** YYYY-MM-DD, or '' for the day it is applied. */
  effectiveDate: string;
}
/**
 * A secondary assignment (a dotted-line manager, a project role): the person by the external id of
 * their `person` row (`external_id`), or by e-mail while nobody has that external id yet.
 */
export interface HrisSecondaryRow {
  row: number;
  personExternalId: string;
  /** '' when the row names the person by external id alone. */
  email: string;
  managerExternalId: string;
  unitExternalId: string;
  jobProfile: string;
  /** Its first day, YYYY-MM-DD, or '' for the day it is applied. */
  effectiveDate: string;
}

export interface HrisFile {
  units: HrisUnitRow[];
  costCentres: HrisCostCentreRow[];
  locations: HrisLocationRow[];
  positions: HrisPositionRow[];
  people: HrisPersonRow[];
  secondaries: HrisSecondaryRow[];
  /** The first HRIS_MAX_ISSUES problems. */
  issues: HrisIssue[];
  /** Every problem, listed or not. */
  issueCount: number;
  /** Data rows read (empty lines aside). */
  rowCount: number;
}

/** The default kind of a unit whose row leaves it empty. */
export const DEFAULT_UNIT_KIND = 'department';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The kind of every cost centre an import creates (the one the Organisation tab offers for them). */
export const COST_CENTRE_KIND = 'cost_centre';
const DECIMAL = /^(\d+([.,]\d*)?|[.,]\d+)$/;
const YES = new Set(['yes', 'true', '1']);
const NO = new Set(['no', 'false', '0']);

/** A full-time equivalent as a cell writes it (`0.5`, `,75`, `1`), rounded to hundredths; null if none. */
export function readFte(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Math.round(Number(text.replace(',', '.')) * 100) / 100;
  return value >= FTE_MIN && value <= FTE_MAX ? value : null;
}

/** yes/no, true/false or 1/0 in any case; null for anything else. */
export function readYesNo(text: string): boolean | null {
  const word = text.toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : null;
}

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

export class HrisReader {
  private header: Map<HrisColumn, number> | null = null;
  private headerWidth = 0;
  private headerRefused = false;
  private readonly file: HrisFile = {
    units: [],
    costCentres: [],
    locations: [],
    positions: [],
    people: [],
    secondaries: [],
    issues: [],
    issueCount: 0,
    rowCount: 0,
  };
  /** `${kind}:${externalId}` → the first row that gave it. */
  private readonly externalIds = new Map<string, number>();
  private readonly emails = new Map<string, number>();
  /** A secondary assignment's person, manager, unit and job profile → the first row that gave it. */
  private readonly assignments = new Map<string, number>();
  private tooMany = false;

  private issue(issue: HrisIssue) {
    this.file.issueCount++;
    if (this.file.issues.length < HRIS_MAX_ISSUES) this.file.issues.push(issue);
  }

  /** Whether reading on is pointless: the header is refused or the file is too long. */
  get stopped(): boolean {
    return this.headerRefused || this.tooMany;
  }

  /** The header is wider than any layout (csvHeaderTooWide): the file is refused unread. */
  refuseWideHeader(): void {
    this.issue({ row: null, column: null, problem: 'too_many_columns' });
    this.headerRefused = true;
  }

  /** Feeds one record; `row` is its spreadsheet row, `malformed` whether the parser could not read it. */
  add(row: number, record: readonly string[], malformed: boolean): void {
    if (this.stopped || isBlank(record)) return;
    if (!this.header) {
      if (malformed) {
        this.issue({ row, column: null, problem: 'malformed' });
        this.headerRefused = true;
        return;
      }
      this.readHeader(row, record);
      return;
    }
    this.file.rowCount++;
    if (this.file.rowCount > HRIS_MAX_ROWS) {
      this.tooMany = true;
      // Listed first whatever came before it: it is the one to correct first.
      this.file.issueCount++;
      this.file.issues.unshift({
        row: null,
        column: null,
        problem: 'too_many_rows',
        value: String(HRIS_MAX_ROWS),
      });
      if (this.file.issues.length > HRIS_MAX_ISSUES) this.file.issues.pop();
      return;
    }
    if (malformed || record.length > this.headerWidth) {
      // A cell beyond the header (an unquoted comma) would shift every cell after it.
      const beyond = record.slice(this.headerWidth).some((cell) => cell.trim() !== '');
      if (malformed || beyond) {
        this.issue({ row, column: null, problem: 'malformed' });
        return;
      }
    }
    this.readRow(row, record);
  }

  private readHeader(row: number, record: readonly string[]) {
    const known = new Set<string>(HRIS_COLUMNS);
    const header = new Map<HrisColumn, number>();
    if (record.filter((cell) => cell.trim() !== '').length > HRIS_COLUMNS.length * 2) {
      this.issue({ row: null, column: null, problem: 'too_many_columns' });
      this.headerRefused = true;
      return;
    }
    record.forEach((raw, position) => {
      const name = raw.trim().toLowerCase();
      if (!name) return;
      if (!known.has(name) || header.has(name as HrisColumn)) {
        this.issue({ row, column: null, problem: 'unknown_column', value: name.slice(0, 60) });
        this.headerRefused = true;
      } else header.set(name as HrisColumn, position);
    });
    for (const required of ['record', 'external_id'] as const) {
      if (header.has(required)) continue;
      this.issue({ row, column: null, problem: 'missing_column', value: required });
      this.headerRefused = true;
    }
    this.header = header;
    this.headerWidth = record.length;
  }

  private cell(record: readonly string[], column: HrisColumn): string {
    const position = this.header?.get(column);
    return position === undefined ? '' : restoreCell((record[position] ?? '').trim());
  }

  private readRow(row: number, record: readonly string[]) {
    let problems = 0;
    const problem = (column: HrisColumn | null, kind: HrisProblem, value?: string) => {
      problems++;
      this.issue({ row, column, problem: kind, ...(value === undefined ? {} : { value }) });
    };
    const get = (column: HrisColumn) => {
      const text = this.cell(record, column);
      if (text && !isPlainLine(text)) problem(column, 'hidden_characters');
      return text;
    };
    const kind = get('record').toLowerCase() as HrisRecordKind;
    if (!(HRIS_RECORD_KINDS as readonly string[]).includes(kind)) {
      problem('record', 'record_unknown');
      return;
    }
    const externalId = get('external_id');
    if (!externalId) problem('external_id', 'external_id_required');
    else if (externalId.length > ORG_EXTERNAL_ID_MAX)
      problem('external_id', 'external_id_too_long', String(ORG_EXTERNAL_ID_MAX));
    else if (kind !== 'secondary') {
      // A secondary row's external id is its person's: a person may have several assignments.
      const key = `${kind}:${externalId}`;
      const first = this.externalIds.get(key);
      if (first !== undefined) problem('external_id', 'duplicate_external_id', String(first));
      else this.externalIds.set(key, row);
    }
    const name = get('name');
    const requireName = kind === 'unit' || kind === 'cost_centre' || kind === 'location';
    if (requireName && !name) problem('name', 'name_required');
    if (name.length > ORG_NAME_MAX) problem('name', 'name_too_long', String(ORG_NAME_MAX));
    const code = get('code');
    if (code.length > ORG_CODE_MAX) problem('code', 'code_too_long', String(ORG_CODE_MAX));
    const refs = {
      unitExternalId: get('unit_external_id'),
      locationExternalId: get('location_external_id'),
      jobProfile: get('job_profile'),
    };
    const dated = kind === 'person' || kind === 'secondary';
    const email = dated ? this.email(row, get('email'), kind, problem) : '';
    const effectiveDate = dated ? get('effective_date') : '';
    if (effectiveDate && !isIsoDay(effectiveDate)) problem('effective_date', 'date_invalid');
    if (kind === 'unit') {
      const unitKind = get('kind') || DEFAULT_UNIT_KIND;
      if (unitKind.length > ORG_KIND_MAX) problem('kind', 'kind_too_long', String(ORG_KIND_MAX));
      const parentExternalId = get('parent_external_id');
      if (problems === 0)
        this.file.units.push({ row, externalId, name, parentExternalId, kind: unitKind, code });
    } else if (kind === 'cost_centre') {
      const parentExternalId = get('parent_external_id');
      if (problems === 0) this.file.costCentres.push({ row, externalId, name, parentExternalId, code });
    } else if (kind === 'location') {
      const country = get('country').toUpperCase();
      if (!isCountryCode(country)) problem('country', 'country_unknown');
      const timeZone = get('time_zone');
      if (!isTimeZone(timeZone)) problem('time_zone', 'time_zone_unknown');
      const city = get('city');
      if (city.length > LOCATION_PLACE_MAX) problem('city', 'place_too_long', String(LOCATION_PLACE_MAX));
      if (problems === 0) this.file.locations.push({ row, externalId, name, country, city, timeZone });
    } else if (kind === 'position') {
      if (!refs.jobProfile) problem('job_profile', 'job_profile_required');
      if (!refs.unitExternalId) problem('unit_external_id', 'unit_required');
      const reportsToExternalId = get('reports_to_external_id');
      if (reportsToExternalId && reportsToExternalId === externalId)
        problem('reports_to_external_id', 'reports_to_self');
      const fteText = get('fte');
      const fte = fteText ? readFte(fteText) : null;
      if (fteText && fte === null) problem('fte', 'fte_invalid');
      const criticalText = get('critical');
      const critical = criticalText ? readYesNo(criticalText) : null;
      if (criticalText && critical === null) problem('critical', 'critical_invalid');
      if (problems === 0)
        this.file.positions.push({ row, externalId, code, ...refs, reportsToExternalId, fte, critical });
    } else if (kind === 'person') {
      const person: HrisPersonRow = {
        row,
        externalId,
        email,
        name,
        ...refs,
        positionExternalId: get('position_external_id'),
        managerExternalId: get('manager_external_id'),
        costCentreExternalId: get('cost_centre_external_id'),
        effectiveDate,
      };
      if (problems === 0) this.file.people.push(person);
    } else {
      const managerExternalId = get('manager_external_id');
      if (!managerExternalId && !refs.unitExternalId && !refs.jobProfile)
        problem('manager_external_id', 'secondary_empty');
      else if (managerExternalId && managerExternalId === externalId)
        problem('manager_external_id', 'manager_self');
      else if (problems === 0) {
        const key = [externalId, managerExternalId, refs.unitExternalId, refs.jobProfile.toLocaleLowerCase()];
        const first = this.assignments.get(key.join('\u0000'));
        if (first !== undefined) problem('external_id', 'duplicate_secondary', String(first));
        else this.assignments.set(key.join('\u0000'), row);
      }
      if (problems === 0)
        this.file.secondaries.push({
          row,
          personExternalId: externalId,
          email,
          managerExternalId,
          unitExternalId: refs.unitExternalId,
          jobProfile: refs.jobProfile,
          effectiveDate,
        });
    }
  }

  /** A person's e-mail address: required on a person row, optional on a secondary one. */
  private email(
    row: number,
    text: string,
    kind: 'person' | 'secondary',
    problem: (column: HrisColumn, kind: HrisProblem, value?: string) => void,
  ): string {
    const email = text.toLowerCase();
    if (!email) {
      if (kind === 'person') problem('email', 'email_required');
    } else if (email.length > 254 || !EMAIL.test(email)) problem('email', 'email_invalid');
    else if (kind === 'person') {
      const first = this.emails.get(email);
      if (first !== undefined) problem('email', 'duplicate_email', String(first));
      else this.emails.set(email, row);
    }
    return email;
  }

  /** The file as read: its valid rows and its problems. */
  finish(): HrisFile {
    if (!this.header && !this.headerRefused) this.issue({ row: null, column: null, problem: 'empty' });
    else if (this.header && !this.headerRefused && this.file.rowCount === 0)
      this.issue({ row: null, column: null, problem: 'empty' });
    return this.file;
  }
}

/** Reads a whole file at once (tests and small files); the server feeds HrisReader in steps. */
export function readHrisRecords(records: ReadonlyArray<readonly string[]>, malformed = new Set<number>()) {
  const reader = new HrisReader();
  records.forEach((record, index) => {
    reader.add(index + 1, record, malformed.has(index));
  });
  return reader.finish();
}
