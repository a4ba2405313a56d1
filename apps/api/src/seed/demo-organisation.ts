import type { OrgHierarchy } from '@competencyhub/domain/schemas/organisation';
import type { Tx } from '../db/client.ts';
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

export async function seedDemoOrganisation(
  tx: Tx,
  values: { companyId: string; idsByEmail: ReadonlyMap<string, string> },
) {
  await insertTree(tx, values.companyId, 'organisation', UNITS, values.idsByEmail);
  await insertTree(tx, values.companyId, 'cost_centre', COST_CENTRES, values.idsByEmail);
  await tx
    .insert(locations)
    .values(LOCATIONS.map((location) => ({ companyId: values.companyId, ...location })));
}
