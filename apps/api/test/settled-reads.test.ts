import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, withTenant } from '../src/db/client.ts';
import { loadLevelRules, loadScales, readRulesAndScalesOnce } from '../src/modules/competencies/levels.ts';
import { makeCompany, makeFramework } from './factories.ts';
import { createTestDatabase } from './test-db.ts';

/**
 * A rating's transaction reads the company's rules and scales once (readRulesAndScalesOnce): each later
 * step gets what the first read found. Proved by changing both inside the transaction after the first
 * read: a marked transaction still answers the first read's values, an unmarked one reads afresh.
 */

let database: Database;
let company: { id: string };
let frameworkId: string;
let otherFrameworkId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  company = await makeCompany(database);
  ({ frameworkId } = await makeFramework(database, { companyId: company.id }));
  ({ frameworkId: otherFrameworkId } = await makeFramework(database, { companyId: company.id }));
  await database.db.execute(
    sql`insert into company_competency_settings (company_id, min_peer_raters) values (${company.id}, 5)`,
  );
});

afterAll(() => database.close());

/** Changes the rules and the first framework's scale in the transaction, as another step could. */
async function changeBoth(tx: Parameters<Parameters<typeof withTenant>[2]>[0]) {
  await tx.execute(
    sql`update company_competency_settings set min_peer_raters = 7 where company_id = ${company.id}`,
  );
  await tx.execute(
    sql`update competency_scale_versions set proficient_level = 4 where company_id = ${company.id} and framework_id = ${frameworkId}`,
  );
}

describe('a transaction marked to read rules and scales once', () => {
  it('answers every later step with the first read, and reads only frameworks not read yet', async () => {
    await withTenant(database, company.id, async (tx) => {
      readRulesAndScalesOnce(tx);
      expect((await loadLevelRules(tx, company.id)).minPeers).toBe(5);
      const first = await loadScales(tx, company.id, [frameworkId]);
      await changeBoth(tx);
      expect((await loadLevelRules(tx, company.id)).minPeers).toBe(5);
      const again = await loadScales(tx, company.id, [frameworkId, otherFrameworkId]);
      expect(again.get(frameworkId)).toBe(first.get(frameworkId));
      expect(again.get(frameworkId)?.proficientLevel).toBe(3);
      expect([...again.keys()].sort()).toEqual([frameworkId, otherFrameworkId].sort());
      throw new Error('roll back');
    }).catch((error: Error) => expect(error.message).toBe('roll back'));
  });

  it('is the exception: an unmarked transaction reads each time', async () => {
    await withTenant(database, company.id, async (tx) => {
      expect((await loadLevelRules(tx, company.id)).minPeers).toBe(5);
      await loadScales(tx, company.id, [frameworkId]);
      await changeBoth(tx);
      expect((await loadLevelRules(tx, company.id)).minPeers).toBe(7);
      expect((await loadScales(tx, company.id, [frameworkId])).get(frameworkId)?.proficientLevel).toBe(4);
      throw new Error('roll back');
    }).catch((error: Error) => expect(error.message).toBe('roll back'));
  });
});
