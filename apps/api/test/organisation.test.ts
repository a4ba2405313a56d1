import { ORG_DEPTH_MAX, ORG_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { datedJobChanges } from '../src/modules/organisation/dated-job-changes.ts';
import { auditsOf, makeCompany, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

interface Unit {
  id: string;
  name: string;
  parentId: string | null;
  childCount: number;
  path: string[];
  headName: string;
  archived: boolean;
}

async function company() {
  const c = await makeCompany(t.database);
  const owner = await signedInUser(t, { companyId: c.id, role: 'account_holder' });
  const employee = await signedInUser(t, { companyId: c.id, role: 'employee' });
  return { company: c, owner, employee };
}

const post = (cookie: string, url: string, body: unknown) => call(t.app, 'POST', url, { cookie, body });
const get = (cookie: string, url: string) => call(t.app, 'GET', url, { cookie });

async function addUnit(cookie: string, name: string, parentId: string | null = null, extra = {}) {
  const res = await post(cookie, '/api/v1/organisation/units', {
    hierarchy: 'organisation',
    parentId,
    name,
    kind: 'department',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Unit;
}

const children = async (cookie: string, parentId?: string, extra = '') =>
  (
    (
      await get(
        cookie,
        `/api/v1/organisation/units?limit=100${parentId ? `&parentId=${parentId}` : ''}${extra}`,
      )
    ).json() as {
      items: Unit[];
    }
  ).items;

/** The closure table as it should be, from parent ids alone (a recursive walk in SQL). */
async function closureMismatches(companyId: string) {
  return rowsOf<{ n: number }>(
    await t.database.db.execute(sql`
      with recursive expected (ancestor_id, descendant_id, depth) as (
        select id, id, 0 from org_units where company_id = ${companyId}
        union all
        select e.ancestor_id, u.id, e.depth + 1 from expected e
        join org_units u on u.company_id = ${companyId} and u.parent_id = e.descendant_id
      ),
      actual as (select ancestor_id, descendant_id, depth from org_unit_closure where company_id = ${companyId})
      select count(*)::int as n from ((select * from expected except select * from actual)
        union all (select * from actual except select * from expected)) d`),
  )[0]?.n;
}

describe('organisation units', () => {
  it('builds a tree level by level, with heads, counts of sub-units and paths in search', async () => {
    const { owner, employee, company: c } = await company();
    const head = await makeUser(t.database, { companyId: c.id, fullName: 'Hedda Head' });
    const ops = await addUnit(owner.cookie, 'Operations', null, { headId: head.id, code: 'OPS' });
    const logistics = await addUnit(owner.cookie, 'Logistics', ops.id);
    await addUnit(owner.cookie, 'Warehouse North', logistics.id);
    await addUnit(owner.cookie, 'Finance');

    // Any member reads the tree: pickers and filters need it.
    const roots = await children(employee.cookie);
    expect(roots.map((u) => [u.name, u.childCount, u.headName])).toEqual([
      ['Finance', 0, ''],
      ['Operations', 1, 'Hedda Head'],
    ]);
    expect((await children(employee.cookie, ops.id)).map((u) => u.name)).toEqual(['Logistics']);
    const found = (await get(employee.cookie, '/api/v1/organisation/units?q=north')).json() as {
      items: Unit[];
    };
    expect(found.items.map((u) => [u.name, u.path])).toEqual([
      ['Warehouse North', ['Operations', 'Logistics']],
    ]);
    expect(
      ((await get(employee.cookie, '/api/v1/organisation/units?q=ops')).json() as { items: Unit[] }).items,
    ).toHaveLength(1);
    // A search's wildcard characters are letters.
    expect(
      ((await get(employee.cookie, '/api/v1/organisation/units?q=%25')).json() as { items: Unit[] }).items,
    ).toEqual([]);

    const refused = await post(employee.cookie, '/api/v1/organisation/units', {
      hierarchy: 'organisation',
      parentId: null,
      name: 'Shadow IT',
      kind: 'team',
    });
    expect(refused.statusCode).toBe(403);
    expect(await closureMismatches(c.id)).toBe(0);
    expect(await auditsOf(t.database, 'org_unit.created', { companyId: c.id })).toHaveLength(4);
  });

  it('pages a level of many units by name', async () => {
    const { owner } = await company();
    const parent = await addUnit(owner.cookie, 'Stores');
    for (let i = 0; i < 23; i++)
      await addUnit(owner.cookie, `Store ${String(i).padStart(2, '0')}`, parent.id);
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const res = await get(
        owner.cookie,
        `/api/v1/organisation/units?parentId=${parent.id}&limit=10${cursor}`,
      );
      const body = res.json() as { items: Unit[]; nextCursor: string | null };
      seen.push(...body.items.map((u) => u.name));
      if (!body.nextCursor) break;
      cursor = `&cursor=${body.nextCursor}`;
    }
    expect(seen).toHaveLength(23);
    expect(seen).toEqual([...seen].sort());
  });

  it('moves a unit with its whole sub-tree, and refuses a move into its own sub-tree', async () => {
    const { owner, company: c } = await company();
    const a = await addUnit(owner.cookie, 'A');
    const b = await addUnit(owner.cookie, 'B', a.id);
    const c1 = await addUnit(owner.cookie, 'C', b.id);
    const d = await addUnit(owner.cookie, 'D');

    const moved = await post(owner.cookie, `/api/v1/organisation/units/${b.id}/move`, { parentId: d.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as { unit: Unit }).unit.path).toEqual(['D']);
    const leaf = (await get(owner.cookie, `/api/v1/organisation/units/${c1.id}`)).json() as Unit;
    expect(leaf.path).toEqual(['D', 'B']);
    expect(await closureMismatches(c.id)).toBe(0);

    const loop = await post(owner.cookie, `/api/v1/organisation/units/${d.id}/move`, { parentId: c1.id });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors.parentId).toEqual([ORG_MESSAGES.moveIntoItself]);
    const self = await post(owner.cookie, `/api/v1/organisation/units/${d.id}/move`, { parentId: d.id });
    expect(self.statusCode).toBe(422);
    expect((await get(owner.cookie, `/api/v1/organisation/units/${d.id}`)).json().parentId).toBeNull();

    // To the top, and the closure still matches the parents.
    expect(
      (await post(owner.cookie, `/api/v1/organisation/units/${b.id}/move`, { parentId: null })).statusCode,
    ).toBe(200);
    expect(((await get(owner.cookie, `/api/v1/organisation/units/${c1.id}`)).json() as Unit).path).toEqual([
      'B',
    ]);
    expect(await closureMismatches(c.id)).toBe(0);
    expect(await auditsOf(t.database, 'org_unit.moved', { companyId: c.id })).toHaveLength(2);
  });

  it('keeps the closure exact through many random moves, and two opposite moves at once never make a cycle', async () => {
    const { owner, company: c } = await company();
    const units: Unit[] = [];
    for (let i = 0; i < 12; i++) {
      const parent = i === 0 ? null : (units[Math.floor((i * 7) % i)]?.id ?? null);
      units.push(await addUnit(owner.cookie, `Unit ${i}`, parent));
    }
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let i = 0; i < 40; i++) {
      const unit = units[next() % units.length];
      const target = next() % 5 === 0 ? null : units[next() % units.length];
      const res = await post(owner.cookie, `/api/v1/organisation/units/${unit?.id}/move`, {
        parentId: target?.id ?? null,
      });
      expect([200, 422]).toContain(res.statusCode);
    }
    expect(await closureMismatches(c.id)).toBe(0);

    const x = await addUnit(owner.cookie, 'X');
    const y = await addUnit(owner.cookie, 'Y');
    const answers = await Promise.all([
      post(owner.cookie, `/api/v1/organisation/units/${x.id}/move`, { parentId: y.id }),
      post(owner.cookie, `/api/v1/organisation/units/${y.id}/move`, { parentId: x.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await closureMismatches(c.id)).toBe(0);
  });

  it(`refuses a tree deeper than ${ORG_DEPTH_MAX} levels`, async () => {
    const { owner } = await company();
    let parent: string | null = null;
    for (let i = 0; i < ORG_DEPTH_MAX; i++)
      parent = (await addUnit(owner.cookie, `Level ${i + 1}`, parent)).id;
    const res = await post(owner.cookie, '/api/v1/organisation/units', {
      hierarchy: 'organisation',
      parentId: parent,
      name: 'Too deep',
      kind: 'team',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parentId).toEqual([ORG_MESSAGES.tooDeep]);
  });

  it('keeps cost centres a tree of their own', async () => {
    const { owner } = await company();
    const dept = await addUnit(owner.cookie, 'Sales');
    const res = await post(owner.cookie, '/api/v1/organisation/units', {
      hierarchy: 'cost_centre',
      parentId: dept.id,
      name: 'CC 4100',
      kind: 'cost_centre',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parentId).toEqual([ORG_MESSAGES.unknownParent]);
    const cc = await post(owner.cookie, '/api/v1/organisation/units', {
      hierarchy: 'cost_centre',
      parentId: null,
      name: 'CC 4100',
      kind: 'cost_centre',
      code: '4100',
    });
    expect(cc.statusCode).toBe(201);
    expect(
      (await post(owner.cookie, `/api/v1/organisation/units/${dept.id}/move`, { parentId: cc.json().id }))
        .statusCode,
    ).toBe(422);
    expect((await children(owner.cookie)).map((u) => u.name)).toEqual(['Sales']);
    const costCentres = (await get(owner.cookie, '/api/v1/organisation/units?hierarchy=cost_centre')).json();
    expect(costCentres.items.map((u: Unit) => u.name)).toEqual(['CC 4100']);
  });

  it('refuses duplicate names among siblings and duplicate codes, and changes nothing', async () => {
    const { owner, company: c } = await company();
    const parent = await addUnit(owner.cookie, 'Engineering', null, { code: 'ENG' });
    await addUnit(owner.cookie, 'Platform', parent.id);
    const twin = await post(owner.cookie, '/api/v1/organisation/units', {
      hierarchy: 'organisation',
      parentId: parent.id,
      name: 'platform',
      kind: 'team',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors.name).toEqual([ORG_MESSAGES.nameTaken]);
    // The same name elsewhere in the tree is fine.
    await addUnit(owner.cookie, 'Platform');
    const code = await post(owner.cookie, '/api/v1/organisation/units', {
      hierarchy: 'organisation',
      parentId: null,
      name: 'Engine room',
      kind: 'team',
      code: 'eng',
    });
    expect(code.statusCode).toBe(409);
    expect(code.json().errors.code).toEqual([ORG_MESSAGES.codeTaken]);
    const blank = await post(owner.cookie, '/api/v1/organisation/units', {
      hierarchy: 'organisation',
      parentId: null,
      name: '   ',
      kind: 'team',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toEqual([ORG_MESSAGES.nameRequired]);
    expect(await auditsOf(t.database, 'org_unit.created', { companyId: c.id })).toHaveLength(3);
  });

  it('names a head only from the company’s active people, and renames and re-codes', async () => {
    const { owner, company: c } = await company();
    const stranger = await makeUser(t.database, {});
    const gone = await makeUser(t.database, { companyId: c.id, status: 'deactivated' });
    const unit = await addUnit(owner.cookie, 'Legal');
    for (const headId of [stranger.id, gone.id]) {
      const res = await call(t.app, 'PATCH', `/api/v1/organisation/units/${unit.id}`, {
        cookie: owner.cookie,
        body: { headId },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.headId).toEqual([ORG_MESSAGES.unknownHead]);
    }
    const renamed = await call(t.app, 'PATCH', `/api/v1/organisation/units/${unit.id}`, {
      cookie: owner.cookie,
      body: { name: 'Legal & Compliance', code: 'LEG', headId: owner.id },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Legal & Compliance',
      code: 'LEG',
      headName: owner.fullName,
    });
    const cleared = await call(t.app, 'PATCH', `/api/v1/organisation/units/${unit.id}`, {
      cookie: owner.cookie,
      body: { code: '', headId: null },
    });
    expect(cleared.json()).toMatchObject({ code: null, headId: null, headName: '' });
    const [audit] = await auditsOf(t.database, 'org_unit.updated', { companyId: c.id });
    expect(audit?.details).toMatchObject({ changed: { name: { from: 'Legal', to: 'Legal & Compliance' } } });
  });

  it('archives a unit only once its sub-units are gone, and restores it only under an active parent', async () => {
    const { owner } = await company();
    const parent = await addUnit(owner.cookie, 'Research');
    const child = await addUnit(owner.cookie, 'Lab', parent.id);
    const early = await post(owner.cookie, `/api/v1/organisation/units/${parent.id}/archive`, {
      archived: true,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.archived).toEqual([ORG_MESSAGES.hasActiveChildren]);
    expect(
      (await post(owner.cookie, `/api/v1/organisation/units/${child.id}/archive`, { archived: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(owner.cookie, `/api/v1/organisation/units/${parent.id}/archive`, { archived: true }))
        .statusCode,
    ).toBe(200);
    expect(await children(owner.cookie)).toEqual([]);
    expect(
      (await children(owner.cookie, undefined, '&includeArchived=true')).map((u) => [u.name, u.archived]),
    ).toEqual([['Research', true]]);
    // Nothing is added under, or moved into, an archived unit; an archived unit is not renamed.
    const under = await post(owner.cookie, '/api/v1/organisation/units', {
      hierarchy: 'organisation',
      parentId: parent.id,
      name: 'New lab',
      kind: 'team',
    });
    expect(under.statusCode).toBe(422);
    const rename = await call(t.app, 'PATCH', `/api/v1/organisation/units/${parent.id}`, {
      cookie: owner.cookie,
      body: { name: 'R&D' },
    });
    expect(rename.json().errors.name).toEqual([ORG_MESSAGES.archived]);
    const restoreChild = await post(owner.cookie, `/api/v1/organisation/units/${child.id}/archive`, {
      archived: false,
    });
    expect(restoreChild.json().errors.archived).toEqual([ORG_MESSAGES.parentArchived]);
    expect(
      (await post(owner.cookie, `/api/v1/organisation/units/${parent.id}/archive`, { archived: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(owner.cookie, `/api/v1/organisation/units/${child.id}/archive`, { archived: false }))
        .statusCode,
    ).toBe(200);
  });

  it("answers another company's units as missing", async () => {
    const a = await company();
    const b = await company();
    const unit = await addUnit(a.owner.cookie, 'Secret Skunkworks');
    expect((await get(b.owner.cookie, `/api/v1/organisation/units/${unit.id}`)).statusCode).toBe(404);
    expect(
      (await post(b.owner.cookie, `/api/v1/organisation/units/${unit.id}/move`, { parentId: null }))
        .statusCode,
    ).toBe(404);
    const under = await post(b.owner.cookie, '/api/v1/organisation/units', {
      hierarchy: 'organisation',
      parentId: unit.id,
      name: 'Mole',
      kind: 'team',
    });
    expect(under.statusCode).toBe(422);
    expect(await children(b.owner.cookie, unit.id)).toEqual([]);
  });
});

describe('moves dated in the future', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('keeps a reorganisation for its day, previews the tree as it will be, and applies it then', async () => {
    const { owner, company: c } = await company();
    const sales = await addUnit(owner.cookie, 'Sales');
    const emea = await addUnit(owner.cookie, 'EMEA', sales.id);
    await addUnit(owner.cookie, 'Nordics', emea.id);
    const international = await addUnit(owner.cookie, 'International');
    const res = await post(owner.cookie, `/api/v1/organisation/units/${emea.id}/move`, {
      parentId: international.id,
      effectiveOn: day(10),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().scheduled).toMatchObject({
      unit: { name: 'EMEA' },
      from: ['Sales'],
      to: ['International'],
      effectiveOn: day(10),
      status: 'scheduled',
    });
    // Today nothing has moved; the preview for that day shows the new tree, sub-units counted.
    expect((await children(owner.cookie, sales.id)).map((u) => u.name)).toEqual(['EMEA']);
    const preview = async (parentId: string, on: string) =>
      (
        (await get(owner.cookie, `/api/v1/organisation/units?parentId=${parentId}&asOf=${on}`)).json() as {
          items: Unit[];
        }
      ).items.map((u) => [u.name, u.childCount]);
    expect(await preview(sales.id, day(10))).toEqual([]);
    expect(await preview(international.id, day(10))).toEqual([['EMEA', 1]]);
    expect(await preview(international.id, day(9))).toEqual([]);
    const roots = (await get(owner.cookie, `/api/v1/organisation/units?asOf=${day(10)}`)).json() as {
      items: Unit[];
    };
    expect(roots.items.map((u) => [u.name, u.childCount])).toEqual([
      ['International', 1],
      ['Sales', 0],
    ]);
    // One waiting move per unit.
    const again = await post(owner.cookie, `/api/v1/organisation/units/${emea.id}/move`, {
      parentId: null,
      effectiveOn: day(20),
    });
    expect(again.statusCode).toBe(409);

    await datedJobChanges(t.database).run({
      jobId: 'x',
      payload: {},
      now: new Date(Date.now() + 9 * 86_400_000),
    });
    expect((await children(owner.cookie, sales.id)).map((u) => u.name)).toEqual(['EMEA']);
    await datedJobChanges(t.database).run({
      jobId: 'x',
      payload: {},
      now: new Date(Date.now() + 10 * 86_400_000),
    });
    expect((await children(owner.cookie, international.id)).map((u) => u.name)).toEqual(['EMEA']);
    expect(await closureMismatches(c.id)).toBe(0);
    const list = (await get(owner.cookie, '/api/v1/organisation/scheduled-moves')).json();
    expect(list.items.map((m: { status: string }) => m.status)).toEqual(['applied']);
    expect(await auditsOf(t.database, 'org_unit.move_scheduled', { companyId: c.id })).toHaveLength(1);
  });

  it('cancels a waiting move, and marks one that no longer holds on its day as failed', async () => {
    const { owner } = await company();
    const a = await addUnit(owner.cookie, 'Alpha');
    const b = await addUnit(owner.cookie, 'Beta');
    const first = await post(owner.cookie, `/api/v1/organisation/units/${a.id}/move`, {
      parentId: b.id,
      effectiveOn: day(5),
    });
    const moveId = first.json().scheduled.id;
    expect(
      (
        await call(t.app, 'DELETE', `/api/v1/organisation/scheduled-moves/${moveId}`, {
          cookie: owner.cookie,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'DELETE', `/api/v1/organisation/scheduled-moves/${moveId}`, {
          cookie: owner.cookie,
        })
      ).statusCode,
    ).toBe(409);
    await post(owner.cookie, `/api/v1/organisation/units/${a.id}/move`, {
      parentId: b.id,
      effectiveOn: day(5),
    });
    // Beta is archived before the day: the move fails, with why, and Alpha stays where it was.
    expect(
      (await post(owner.cookie, `/api/v1/organisation/units/${b.id}/archive`, { archived: true })).statusCode,
    ).toBe(200);
    await datedJobChanges(t.database).run({
      jobId: 'x',
      payload: {},
      now: new Date(Date.now() + 5 * 86_400_000),
    });
    const list = (await get(owner.cookie, '/api/v1/organisation/scheduled-moves')).json();
    expect(list.items.find((m: { status: string }) => m.status === 'failed')).toMatchObject({
      failure: ORG_MESSAGES.unknownParent,
    });
    expect((await get(owner.cookie, `/api/v1/organisation/units/${a.id}`)).json().parentId).toBeNull();
  });
});

describe('locations', () => {
  it('adds, finds, changes and archives locations, refusing unknown countries and time zones', async () => {
    const { owner, employee, company: c } = await company();
    const add = (body: unknown) => post(owner.cookie, '/api/v1/organisation/locations', body);
    const berlin = await add({ name: 'Berlin HQ', country: 'de', city: 'Berlin', timeZone: 'Europe/Berlin' });
    expect(berlin.statusCode, berlin.body).toBe(201);
    expect(berlin.json()).toMatchObject({ country: 'DE', city: 'Berlin', region: null, archived: false });
    await add({ name: 'Lisbon Hub', country: 'PT', region: 'Lisboa', timeZone: 'Europe/Lisbon' });

    const badCountry = await add({ name: 'Atlantis', country: 'ZZ', timeZone: 'UTC' });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().errors.country).toEqual([ORG_MESSAGES.unknownCountry]);
    const badZone = await add({ name: 'Atlantis', country: 'GR', timeZone: 'Europe/Atlantis' });
    expect(badZone.json().errors.timeZone).toEqual([ORG_MESSAGES.unknownTimeZone]);
    const twin = await add({ name: 'berlin hq', country: 'DE', timeZone: 'Europe/Berlin' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors.name).toEqual([ORG_MESSAGES.locationNameTaken]);

    const list = (cookie: string, query = '') => get(cookie, `/api/v1/organisation/locations${query}`);
    expect((await list(employee.cookie)).json().items.map((l: { name: string }) => l.name)).toEqual([
      'Berlin HQ',
      'Lisbon Hub',
    ]);
    expect((await list(employee.cookie, '?q=lisboa')).json().items).toHaveLength(1);
    const id = berlin.json().id;
    const changed = await call(t.app, 'PATCH', `/api/v1/organisation/locations/${id}`, {
      cookie: owner.cookie,
      body: { region: 'Berlin', city: '' },
    });
    expect(changed.json()).toMatchObject({ region: 'Berlin', city: null });
    expect(
      (await post(employee.cookie, `/api/v1/organisation/locations/${id}/archive`, { archived: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(owner.cookie, `/api/v1/organisation/locations/${id}/archive`, { archived: true }))
        .statusCode,
    ).toBe(200);
    expect((await list(employee.cookie)).json().items).toHaveLength(1);
    expect(await auditsOf(t.database, 'location.archived', { companyId: c.id })).toHaveLength(1);
  });
});
