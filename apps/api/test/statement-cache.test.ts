import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../bench/recorder.ts';
import { type Database, withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { PLAN_EACH_TIME, statementName } from '../src/db/statement-cache.ts';
import { makeCompany, makeUser } from './factories.ts';
import { createTestDatabase } from './test-db.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The statements prepared on the connection a tenant transaction ran on, by their text. */
const preparedOn = async (companyId: string) =>
  withTenant(database, companyId, async (tx) => {
    const rows = rowsOf<{ statement: string }>(
      await tx.execute(sql`select statement from pg_prepared_statements`),
    );
    return rows.map((row) => row.statement);
  });

// PGlite has one embedded connection and nothing to prepare for: this is PostgreSQL's.
describe.runIf(process.env.TEST_DATABASE_URL)('statements prepared once per connection (PostgreSQL)', () => {
  it('prepares what the app sends, keeps each company to its own rows, and plans PLAN_EACH_TIME afresh', async () => {
    const a = await makeCompany(database);
    const b = await makeCompany(database);
    const alice = await makeUser(database, { companyId: a.id, fullName: 'Alice Prepared' });
    const bob = await makeUser(database, { companyId: b.id, fullName: 'Bob Prepared' });
    const names = (companyId: string) =>
      withTenant(database, companyId, async (tx) => {
        const rows = await tx
          .select({ name: profiles.fullName })
          .from(profiles)
          .where(eq(profiles.role, 'employee'));
        const marked = rowsOf<{ n: number }>(
          await tx.execute(sql`${sql.raw(PLAN_EACH_TIME)} select count(*)::int as n from profiles`),
        );
        return { names: rows.map((row) => row.name), count: marked[0]?.n };
      });
    // The same statement, run again and again for two companies: row-level security still applies.
    for (let round = 0; round < 7; round++) {
      expect(await names(a.id)).toEqual({ names: [alice.fullName], count: 1 });
      expect(await names(b.id)).toEqual({ names: [bob.fullName], count: 1 });
    }
    const prepared = await preparedOn(a.id);
    expect(prepared.some((text) => text.startsWith('select "full_name" from "profiles"'))).toBe(true);
    expect(prepared.some((text) => text.startsWith(PLAN_EACH_TIME))).toBe(false);
  });

  it('parses a statement again once the server has lost it, instead of failing on that connection for good', async () => {
    const company = await makeCompany(database);
    const countOf = (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
      tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.companyId, company.id));
    await withTenant(database, company.id, async (tx) => {
      await countOf(tx);
      // What a failed bind leaves: pg still knows the name, the server not.
      const [lost] = rowsOf<{ name: string }>(
        await tx.execute(
          sql`select name from pg_prepared_statements where statement like 'select "full_name" from "profiles" where "profiles"."company_id"%'`,
        ),
      );
      expect(lost).toBeDefined();
      await tx.execute(sql.raw(`deallocate "${lost?.name}"`));
    });
    await expect(withTenant(database, company.id, (tx) => countOf(tx))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '26000' }),
    });
    // The same connection (the pool hands back the one just released) prepares it anew.
    expect(await withTenant(database, company.id, (tx) => countOf(tx))).toEqual([]);
  });

  it("the benches' raw replay prepares each statement under the app's own name, and leaves PLAN_EACH_TIME unnamed", async () => {
    const company = await makeCompany(database);
    // The name the app gave one of its statements on its own connection.
    const [own] = await withTenant(database, company.id, async (tx) => {
      await tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.companyId, company.id));
      return rowsOf<{ name: string; statement: string }>(
        await tx.execute(
          sql`select name, statement from pg_prepared_statements where statement like 'select "full_name" from "profiles" where "profiles"."company_id"%'`,
        ),
      );
    });
    expect(own?.name).toBe(statementName(own?.statement ?? ''));
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const replay = preparedQuery(client);
      const text = 'select $1::int + 1 as n';
      const planned = `${PLAN_EACH_TIME} select $1::int + 2 as n`;
      for (let i = 0; i < 3; i++) {
        await replay(text, [i]);
        await replay(planned, [i]);
      }
      const { rows } = await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
      );
      expect(rows).toEqual([{ name: statementName(text), statement: text }]);
    } finally {
      await client.end();
    }
  });
});
