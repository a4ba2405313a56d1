import type { OrgHierarchy } from '@competencyhub/domain/schemas/organisation';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { locations, orgUnitClosure, orgUnits } from '../db/schema/organisation.ts';

/**
 * Acme's organisation (issue 23): three divisions over the departments its people already name,
 * with teams below two of them and a head for each that has one; cost centres as a tree of their
 * own; and the places its people work, each with its time zone.
 */

interface DemoUnit {
  name: string;
  kind: string;
  code: string;
  /** The head's e-mail. */
  head?: string;
  children?: DemoUnit[];
}

const UNITS: DemoUnit[] = [
  {
    name: 'Commercial',
    kind: 'division',
    code: 'COM',
    head: 'owner@acme.test',
    children: [
      {
        name: 'Sales',
        kind: 'department',
        code: 'COM-SAL',
        head: 'grace@acme.test',
        children: [
          { name: 'Sales EMEA', kind: 'team', code: 'COM-SAL-EMEA', head: 'hannah@acme.test' },
          { name: 'Sales APAC', kind: 'team', code: 'COM-SAL-APAC', head: 'grace@acme.test' },
        ],
      },
      {
        name: 'Customer Success',
        kind: 'department',
        code: 'COM-CS',
        head: 'manager@acme.test',
        children: [{ name: 'Support', kind: 'team', code: 'COM-CS-SUP', head: 'isaac@acme.test' }],
      },
    ],
  },
  {
    name: 'Technology',
    kind: 'division',
    code: 'TEC',
    head: 'aisha@acme.test',
    children: [
      {
        name: 'Engineering',
        kind: 'department',
        code: 'TEC-ENG',
        head: 'aisha@acme.test',
        children: [
          { name: 'Platform', kind: 'team', code: 'TEC-ENG-PLT', head: 'farid@acme.test' },
          { name: 'Quality', kind: 'team', code: 'TEC-ENG-QA', head: 'nora@acme.test' },
        ],
      },
      { name: 'Product', kind: 'department', code: 'TEC-PRD', head: 'priya@acme.test' },
      { name: 'IT', kind: 'department', code: 'TEC-IT', head: 'it@acme.test' },
    ],
  },
  {
    name: 'Corporate',
    kind: 'division',
    code: 'COR',
    head: 'owner@acme.test',
    children: [
      { name: 'Leadership', kind: 'department', code: 'COR-LEAD', head: 'owner@acme.test' },
      { name: 'People & Culture', kind: 'department', code: 'COR-PC', head: 'learning@acme.test' },
    ],
  },
];

const COST_CENTRES: DemoUnit[] = [
  { name: 'Corporate overhead', kind: 'cost_centre', code: '1000' },
  {
    name: 'Technology',
    kind: 'cost_centre',
    code: '2000',
    children: [{ name: 'Research & development', kind: 'cost_centre', code: '2100' }],
  },
  { name: 'Go-to-market', kind: 'cost_centre', code: '3000' },
];

/** Where Acme's people already say they work (their free-text locations), as locations. */
const LOCATIONS = [
  { name: 'London office', country: 'GB', region: 'England', city: 'London', timeZone: 'Europe/London' },
  {
    name: 'Manchester office',
    country: 'GB',
    region: 'England',
    city: 'Manchester',
    timeZone: 'Europe/London',
  },
  { name: 'Leeds office', country: 'GB', region: 'England', city: 'Leeds', timeZone: 'Europe/London' },
  { name: 'Paris office', country: 'FR', region: 'Île-de-France', city: 'Paris', timeZone: 'Europe/Paris' },
  { name: 'Berlin office', country: 'DE', region: 'Berlin', city: 'Berlin', timeZone: 'Europe/Berlin' },
  { name: 'Madrid office', country: 'ES', region: 'Madrid', city: 'Madrid', timeZone: 'Europe/Madrid' },
  { name: 'Milan office', country: 'IT', region: 'Lombardy', city: 'Milan', timeZone: 'Europe/Rome' },
  { name: 'Lisbon office', country: 'PT', region: 'Lisboa', city: 'Lisbon', timeZone: 'Europe/Lisbon' },
  {
    name: 'Copenhagen office',
    country: 'DK',
    region: null,
    city: 'Copenhagen',
    timeZone: 'Europe/Copenhagen',
  },
  { name: 'Dubai office', country: 'AE', region: 'Dubai', city: 'Dubai', timeZone: 'Asia/Dubai' },
  {
    name: 'Bengaluru office',
    country: 'IN',
    region: 'Karnataka',
    city: 'Bengaluru',
    timeZone: 'Asia/Kolkata',
  },
  { name: 'Singapore office', country: 'SG', region: null, city: 'Singapore', timeZone: 'Asia/Singapore' },
  { name: 'Tokyo office', country: 'JP', region: 'Tokyo', city: 'Tokyo', timeZone: 'Asia/Tokyo' },
];

async function insertTree(
  tx: Tx,
  companyId: string,
  hierarchy: OrgHierarchy,
  units: DemoUnit[],
  headIds: ReadonlyMap<string, string>,
  ancestors: Array<{ id: string }> = [],
) {
  for (const unit of units) {
    const [row] = await tx
      .insert(orgUnits)
      .values({
        companyId,
        hierarchy,
        parentId: ancestors.at(-1)?.id ?? null,
        name: unit.name,
        kind: unit.kind,
        code: unit.code,
        headId: (unit.head && headIds.get(unit.head)) || null,
      })
      .returning({ id: orgUnits.id });
    if (!row) throw new Error(`unit ${unit.name} not inserted`);
    const line = [...ancestors, row];
    await tx.insert(orgUnitClosure).values(
      line.map((ancestor, index) => ({
        companyId,
        ancestorId: ancestor.id,
        descendantId: row.id,
        depth: line.length - 1 - index,
      })),
    );
    if (unit.children) await insertTree(tx, companyId, hierarchy, unit.children, headIds, line);
  }
}

/**
 * Everyone sits in the unit their department names and works at the location of their city, as
 * their first assignment from the day they joined; then some history: Farid was promoted from
 * Software Engineer, Isaac moved into the new Support team in a reorganisation, Hannah moved to
 * Sales EMEA, and Nora's move to Platform is dated next month (a change that waits for its day).
 */
async function seedJobHistory(tx: Tx, companyId: string, now: number) {
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  await tx.execute(sql`
    update profiles p set
      org_unit_id = (select u.id from org_units u where u.company_id = p.company_id
        and u.hierarchy = 'organisation' and u.name = p.department limit 1),
      location_id = (select l.id from locations l where l.company_id = p.company_id
        and l.city = split_part(p.location, ',', 1) limit 1),
      cost_centre_id = (select c.id from org_units c where c.company_id = p.company_id and c.hierarchy = 'cost_centre'
        and c.code = case when p.department in ('Sales', 'Customer Success') then '3000'
          when p.department in ('Engineering', 'Product') then '2100'
          when p.department = 'IT' then '2000' else '1000' end)
    where p.company_id = ${companyId}`);
  await tx.execute(sql`
    insert into job_assignments (company_id, person_id, job_profile_id, org_unit_id, location_id, cost_centre_id,
      manager_id, starts_on, reason)
    select company_id, id, job_profile_id, org_unit_id, location_id, cost_centre_id, line_manager_id,
      created_at::date, 'hire'
    from profiles where company_id = ${companyId} and status in ('active', 'deactivated')`);
  // A change from a day: the open record ends that day, a copy starts it, then takes the change.
  const change = async (email: string, on: string, reason: string, set: SQL) => {
    await tx.execute(sql`
      with person as (select id from profiles where company_id = ${companyId} and email = ${email}),
      closed as (
        update job_assignments a set ends_on = ${on}::date
        from person where a.company_id = ${companyId} and a.person_id = person.id and a.ends_on is null
        returning a.*
      )
      insert into job_assignments (company_id, person_id, job_profile_id, org_unit_id, location_id, cost_centre_id,
        manager_id, starts_on, reason)
      select company_id, person_id, job_profile_id, org_unit_id, location_id, cost_centre_id, manager_id,
        ${on}::date, ${reason} from closed`);
    await tx.execute(sql`
      update job_assignments a set ${set}
      from profiles p where p.company_id = ${companyId} and p.email = ${email}
        and a.company_id = p.company_id and a.person_id = p.id and a.ends_on is null`);
  };
  const unit = (name: string) =>
    sql`(select id from org_units where company_id = ${companyId} and hierarchy = 'organisation' and name = ${name})`;
  const role = (title: string) =>
    sql`(select id from job_profiles where company_id = ${companyId} and title = ${title} limit 1)`;
  // Farid held Diego's role before his promotion: his first record says so.
  await tx.execute(sql`
    update job_assignments a set job_profile_id = ${role('Software Engineer')}
    from profiles p where p.company_id = ${companyId} and p.email = 'farid@acme.test'
      and a.company_id = p.company_id and a.person_id = p.id`);
  await change(
    'farid@acme.test',
    day(-240),
    'promotion',
    sql`job_profile_id = ${role('Senior Software Engineer')}`,
  );
  await change('isaac@acme.test', day(-90), 'reorganisation', sql`org_unit_id = ${unit('Support')}`);
  await change('hannah@acme.test', day(-60), 'lateral_move', sql`org_unit_id = ${unit('Sales EMEA')}`);
  await change('nora@acme.test', day(30), 'lateral_move', sql`org_unit_id = ${unit('Platform')}`);
  // The profiles show what holds today (Nora's change waits for its day).
  await tx.execute(sql`
    update profiles p set org_unit_id = a.org_unit_id, department = coalesce(u.name, p.department)
    from job_assignments a left join org_units u on u.company_id = a.company_id and u.id = a.org_unit_id
    where p.company_id = ${companyId} and a.company_id = p.company_id and a.person_id = p.id and a.kind = 'primary'
      and a.starts_on <= ${day(0)}::date and (a.ends_on is null or a.ends_on > ${day(0)}::date)`);
}

/** Seats: the leads' critical ones, their people's, two vacancies and a frozen seat. */
const POSITIONS: Array<{
  code: string;
  title: string;
  unit: string;
  holder?: string;
  reportsTo?: string;
  critical?: boolean;
  status?: 'vacant' | 'frozen';
  fte?: number;
}> = [
  {
    code: 'CEO',
    title: 'Chief Executive Officer',
    unit: 'Leadership',
    holder: 'owner@acme.test',
    critical: true,
  },
  {
    code: 'ENG-M',
    title: 'Engineering Manager',
    unit: 'Engineering',
    holder: 'aisha@acme.test',
    reportsTo: 'CEO',
    critical: true,
  },
  {
    code: 'ENG-SSE',
    title: 'Senior Software Engineer',
    unit: 'Platform',
    holder: 'farid@acme.test',
    reportsTo: 'ENG-M',
  },
  {
    code: 'ENG-SE1',
    title: 'Software Engineer',
    unit: 'Platform',
    holder: 'diego@acme.test',
    reportsTo: 'ENG-M',
  },
  { code: 'ENG-SE2', title: 'Software Engineer', unit: 'Platform', reportsTo: 'ENG-M' },
  { code: 'ENG-QA', title: 'QA Engineer', unit: 'Quality', holder: 'nora@acme.test', reportsTo: 'ENG-M' },
  {
    code: 'SAL-M',
    title: 'Sales Manager',
    unit: 'Sales',
    holder: 'grace@acme.test',
    reportsTo: 'CEO',
    critical: true,
  },
  {
    code: 'SAL-AE1',
    title: 'Account Executive',
    unit: 'Sales EMEA',
    holder: 'hannah@acme.test',
    reportsTo: 'SAL-M',
  },
  { code: 'SAL-AE2', title: 'Account Executive', unit: 'Sales EMEA', reportsTo: 'SAL-M', fte: 0.8 },
  { code: 'SAL-AE3', title: 'Account Executive', unit: 'Sales APAC', reportsTo: 'SAL-M', status: 'frozen' },
  {
    code: 'PRD-M',
    title: 'Product Manager',
    unit: 'Product',
    holder: 'priya@acme.test',
    reportsTo: 'CEO',
    critical: true,
  },
  {
    code: 'CS-M',
    title: 'Customer Success Manager',
    unit: 'Customer Success',
    holder: 'manager@acme.test',
    reportsTo: 'CEO',
    critical: true,
  },
];

async function seedPositions(tx: Tx, companyId: string) {
  const ids = new Map<string, string>();
  for (const seat of POSITIONS) {
    const rows = await tx.execute(sql`
      insert into positions (company_id, code, job_profile_id, org_unit_id, reports_to_id, fte, status, critical)
      select ${companyId}, ${seat.code}, jp.id, u.id, ${seat.reportsTo ? (ids.get(seat.reportsTo) ?? null) : null},
        ${seat.fte ?? 1}, ${seat.status ?? 'vacant'}, ${seat.critical ?? false}
      from job_profiles jp, org_units u
      where jp.company_id = ${companyId} and jp.title = ${seat.title}
        and u.company_id = ${companyId} and u.hierarchy = 'organisation' and u.name = ${seat.unit}
      limit 1
      returning id`);
    const id = rowsOf<{ id: string }>(rows)[0]?.id;
    if (!id) continue;
    ids.set(seat.code, id);
    if (seat.holder) {
      // The holder's record that holds today names the seat.
      await tx.execute(sql`
        update job_assignments a set position_id = ${id}
        from profiles p where p.company_id = ${companyId} and p.email = ${seat.holder}
          and a.company_id = p.company_id and a.person_id = p.id and a.kind = 'primary'
          and a.starts_on <= current_date and (a.ends_on is null or a.ends_on > current_date)`);
    }
  }
}

export async function seedDemoOrganisation(
  tx: Tx,
  values: { companyId: string; idsByEmail: ReadonlyMap<string, string>; now: number },
) {
  await insertTree(tx, values.companyId, 'organisation', UNITS, values.idsByEmail);
  await insertTree(tx, values.companyId, 'cost_centre', COST_CENTRES, values.idsByEmail);
  await tx
    .insert(locations)
    .values(LOCATIONS.map((location) => ({ companyId: values.companyId, ...location })));
  await seedJobHistory(tx, values.companyId, values.now);
  await seedPositions(tx, values.companyId);
  // What the move from free text leaves behind in a real company: a department typed two ways. The
  // account holder sees the pair on the Organisation tab and merges it (or keeps both).
  const [typo] = await tx
    .insert(orgUnits)
    .values({
      companyId: values.companyId,
      hierarchy: 'organisation',
      name: 'Customer Sucess',
      kind: 'department',
      origin: 'free_text',
    })
    .returning({ id: orgUnits.id });
  if (typo) {
    await tx
      .insert(orgUnitClosure)
      .values({ companyId: values.companyId, ancestorId: typo.id, descendantId: typo.id, depth: 0 });
  }
}
