import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, withTenant } from '../src/db/client.ts';
import { uuidArray } from '../src/db/id-lists.ts';
import { inIdsPlaceholder, reusableQuery } from '../src/db/reusable-query.ts';
import { session, user } from '../src/db/schema/auth.ts';
import { companies } from '../src/db/schema/companies.ts';
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

  it('gives the same rows as Drizzle itself: plain fields, SQL, timestamps, and joined objects that are null or not', async () => {
    // The reusable query maps rows from a plan made once (db/row-mapper.ts); Drizzle's own select,
    // built fresh, maps them cell by cell. Both must agree on every shape the app selects.
    const signedIn = await makeUser(database, { companyId: a.id, fullName: 'Cy signed in' });
    const noProfile = randomUUID();
    await database.db
      .insert(user)
      .values({ id: noProfile, name: 'No profile', email: `${noProfile}@example.test` });
    for (const [userId, token] of [
      [signedIn.id, `token-${randomUUID()}`],
      [noProfile, `token-${randomUUID()}`],
    ] as const)
      await database.db.insert(session).values({
        id: randomUUID(),
        userId,
        token,
        expiresAt: new Date('2031-01-02T03:04:05.678Z'),
      });
    const select = (db: Database['db']) =>
      db
        .select({
          sessionId: session.id,
          expiresAt: session.expiresAt,
          emailVerified: user.emailVerified,
          shout: sql<string>`upper(${user.name})`,
          profile: profiles,
          company: { id: companies.id, name: companies.name, label: sql<string>`'company'` },
        })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .leftJoin(profiles, eq(profiles.id, session.userId))
        .leftJoin(companies, eq(companies.id, profiles.companyId))
        .where(inIdsPlaceholder(session.userId, 'ids'))
        .orderBy(user.name);
    const reused = reusableQuery((db) => select(db as Database['db']));
    const ids = uuidArray([signedIn.id, noProfile]);
    const byDrizzle = await select(database.db).execute({ ids } as never);
    const byPlan = await reused(database.db, { ids });
    expect(byDrizzle).toHaveLength(2);
    // The person without a profile has a null profile (and company) in both.
    expect(byDrizzle.find((row) => row.profile === null)).toBeDefined();
    expect(byDrizzle.find((row) => row.profile?.fullName === 'Cy signed in')?.company?.label).toBe('company');
    expect(byPlan).toStrictEqual(byDrizzle);
    // Key order too (it is the JSON an answer sends).
    expect(JSON.stringify(byPlan)).toBe(JSON.stringify(byDrizzle));
  });
});
