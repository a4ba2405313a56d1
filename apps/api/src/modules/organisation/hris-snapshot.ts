import type { OrgHierarchy } from '@competencyhub/domain/schemas/organisation';
import { sql } from 'drizzle-orm';
import { type Database, type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { turn } from './turn.ts';

/**
 * What an HRIS import is checked against (decision 0056): the company's units and cost centres,
 * locations, positions, active job profiles, people with their open job record and (for a file with
 * secondary rows) their secondary assignments, each read in one statement (a company of 100,000
 * people is one pass). Read in a short transaction: the checks that follow run outside it, so the
 * database is not held while a large file is checked.
 */

export interface SnapshotUnit {
  id: string;
  hierarchy: OrgHierarchy;
  externalId: string | null;
  parentId: string | null;
  name: string;
  kind: string;
  code: string | null;
  archived: boolean;
}
export interface SnapshotLocation {
  id: string;
  externalId: string | null;
  name: string;
  country: string | null;
  city: string | null;
  timeZone: string | null;
  archived: boolean;
}
export interface SnapshotPosition {
  id: string;
  externalId: string | null;
  code: string | null;
  jobProfileId: string;
  orgUnitId: string;
  locationId: string | null;
  status: string;
  holderId: string | null;
  reportsToId: string | null;
  fte: number;
  critical: boolean;
}
export interface SnapshotPerson {
  id: string;
  email: string;
  externalId: string | null;
  active: boolean;
  /** The open primary record (the latest, possibly dated later), or the profile's cache without one. */
  openId: string | null;
  openStartsOn: string | null;
  positionId: string | null;
  jobProfileId: string | null;
  orgUnitId: string | null;
  locationId: string | null;
  managerId: string | null;
  costCentreId: string | null;
}
/** A secondary assignment CompetencyHub has (read only when the file has secondary rows). */
export interface SnapshotSecondary {
  personId: string;
  managerId: string | null;
  orgUnitId: string | null;
  jobProfileId: string | null;
  endsOn: string | null;
}

export interface Snapshot {
  units: SnapshotUnit[];
  locations: SnapshotLocation[];
  positions: SnapshotPosition[];
  /** Active job profiles by lower-case title: more than one id is an ambiguous title. */
  jobProfiles: Map<string, string[]>;
  people: SnapshotPerson[];
  secondaries: SnapshotSecondary[];
}

/** People read per transaction: each page is one short statement, with a turn of the event loop between. */
const PEOPLE_PAGE = 5000;

/**
 * The company as an import sees it: the structure in one transaction, people a page at a time (each
 * its own transaction: on PGlite one long read would hold every other request). The job checks the
 * file again before it writes, so pages read a moment apart are enough.
 */
export async function readSnapshot(
  database: Database,
  companyId: string,
  /** Whether the file has secondary rows: only then are the secondary assignments read. */
  { secondaries = false }: { secondaries?: boolean } = {},
): Promise<Snapshot> {
  const structure = await withTenant(database, companyId, (tx) => readStructure(tx, companyId));
  const people = await readPaged(database, companyId, readPeople);
  const assignments = secondaries ? await readPaged(database, companyId, readSecondaries) : [];
  return { ...structure, people, secondaries: assignments };
}

/** Rows a page at a time by id, each page its own transaction, a turn of the event loop between. */
async function readPaged<T extends { id: string }>(
  database: Database,
  companyId: string,
  read: (tx: Tx, companyId: string, after: string) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await withTenant(database, companyId, (tx) => read(tx, companyId, after));
    for (const row of page) rows.push(row);
    const last = page.at(-1);
    if (!last || page.length < PEOPLE_PAGE) break;
    after = last.id;
    await turn();
  }
  return rows;
}

async function readStructure(tx: Tx, companyId: string): Promise<Omit<Snapshot, 'people' | 'secondaries'>> {
  const units = rowsOf<SnapshotUnit>(
    await tx.execute(sql`select id, hierarchy, external_id as "externalId", parent_id as "parentId", name, kind,
      code, archived_at is not null as archived
      from org_units where company_id = ${companyId}`),
  );
  const locations = rowsOf<SnapshotLocation>(
    await tx.execute(sql`select id, external_id as "externalId", name, country, city, time_zone as "timeZone",
      archived_at is not null as archived from locations where company_id = ${companyId}`),
  );
  const positions = rowsOf<SnapshotPosition>(
    await tx.execute(sql`select pos.id, pos.external_id as "externalId", pos.code, pos.job_profile_id as "jobProfileId",
      pos.org_unit_id as "orgUnitId", pos.location_id as "locationId", pos.status,
      pos.reports_to_id as "reportsToId", pos.fte::float8 as fte, pos.critical,
      (select a.person_id from job_assignments a where a.company_id = pos.company_id and a.position_id = pos.id
        and a.kind = 'primary' and a.ends_on is null limit 1) as "holderId"
      from positions pos where pos.company_id = ${companyId}`),
  );
  const jobProfiles = new Map<string, string[]>();
  for (const row of rowsOf<{ id: string; title: string }>(
    await tx.execute(
      sql`select id, title from job_profiles where company_id = ${companyId} and archived_at is null`,
    ),
  )) {
    const key = row.title.trim().toLocaleLowerCase();
    const ids = jobProfiles.get(key);
    if (ids) ids.push(row.id);
    else jobProfiles.set(key, [row.id]);
  }
  return { units, locations, positions, jobProfiles };
}

async function readPeople(tx: Tx, companyId: string, after: string) {
  return rowsOf<SnapshotPerson>(
    await tx.execute(sql`select p.id, lower(p.email) as email, p.external_id as "externalId",
      p.status = 'active' as active, a.id as "openId", a.starts_on::text as "openStartsOn",
      a.position_id as "positionId",
      case when a.id is null then p.job_profile_id else a.job_profile_id end as "jobProfileId",
      case when a.id is null then p.org_unit_id else a.org_unit_id end as "orgUnitId",
      case when a.id is null then p.location_id else a.location_id end as "locationId",
      case when a.id is null then p.line_manager_id else a.manager_id end as "managerId",
      case when a.id is null then p.cost_centre_id else a.cost_centre_id end as "costCentreId"
      from profiles p
      left join job_assignments a on a.company_id = p.company_id and a.person_id = p.id
        and a.kind = 'primary' and a.ends_on is null
      where p.company_id = ${companyId} and p.status in ('active', 'deactivated') and p.id > ${after}
      order by p.id limit ${PEOPLE_PAGE}`),
  );
}

async function readSecondaries(tx: Tx, companyId: string, after: string) {
  return rowsOf<SnapshotSecondary & { id: string }>(
    await tx.execute(sql`select id, person_id as "personId", manager_id as "managerId", org_unit_id as "orgUnitId",
      job_profile_id as "jobProfileId", ends_on::text as "endsOn"
      from job_assignments
      where company_id = ${companyId} and kind = 'secondary' and id > ${after}
      order by id limit ${PEOPLE_PAGE}`),
  );
}
