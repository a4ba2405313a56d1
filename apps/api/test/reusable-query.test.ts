import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, withTenant } from '../src/db/client.ts';
import { reusableQuery } from '../src/db/reusable-query.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeCompany, makeUser } from './factories.ts';
import { onPostgres, PGLITE_CANNOT_RACE } from './forced-overlap.ts';
import { createTestDatabase } from './test-db.ts';

/**
 * A reusable query is built once and then runs on whatever connection it is given: it must see what
 * that transaction sees (its own uncommitted rows, and only its company's rows under row-level
 * security), never what the connection it was first built on saw.
 */

const nameOf = reusableQuery((db) =>
  db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id'))),
);

let database: Database;
let a: { id: string };
let b: { id: string };
let inA: { id: string };
let inB: { id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  a = await makeCompany(database);
  b = await makeCompany(database);
  inA = await makeUser(database, { companyId: a.id, fullName: 'Ada in A' });
  inB = await makeUser(database, { companyId: b.id, fullName: 'Bo in B' });
});

afterAll(() => database.close());

describe('reusableQuery', () => {
  it('runs in each transaction it is given, under that transaction’s company', async () => {
    // Built in company A's transaction; then run in company B's: B's policies apply, not A's.
    expect(await withTenant(database, a.id, (tx) => nameOf(tx, { id: inA.id }))).toEqual([
      { fullName: 'Ada in A' },
    ]);
    expect(await withTenant(database, b.id, (tx) => nameOf(tx, { id: inA.id }))).toEqual([]);
    expect(await withTenant(database, b.id, (tx) => nameOf(tx, { id: inB.id }))).toEqual([
      { fullName: 'Bo in B' },
    ]);
    // And outside any transaction, on the database (the owning role sees both).
    expect(await nameOf(database.db, { id: inB.id })).toEqual([{ fullName: 'Bo in B' }]);
  });

  it.skipIf(!onPostgres)(
    `runs on its own transaction's connection while another is open (${PGLITE_CANNOT_RACE})`,
    async () => {
      await withTenant(database, a.id, async (txA) => {
        expect(await nameOf(txA, { id: inA.id })).toEqual([{ fullName: 'Ada in A' }]);
        await withTenant(database, b.id, async (txB) => {
          expect(await nameOf(txB, { id: inA.id })).toEqual([]);
          expect(await nameOf(txB, { id: inB.id })).toEqual([{ fullName: 'Bo in B' }]);
        });
        expect(await nameOf(txA, { id: inB.id })).toEqual([]);
      });
    },
  );

  it('sees the rows its transaction changed before they are committed, and not after a rollback', async () => {
    await expect(
      withTenant(database, a.id, async (tx) => {
        await tx.update(profiles).set({ fullName: 'Ada renamed' }).where(eq(profiles.id, inA.id));
        expect(await nameOf(tx, { id: inA.id })).toEqual([{ fullName: 'Ada renamed' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await nameOf(database.db, { id: inA.id })).toEqual([{ fullName: 'Ada in A' }]);
  });
});
