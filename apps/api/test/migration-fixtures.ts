import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';

/**
 * A company with a framework and a category, written in plain SQL on a database stopped before a
 * migration (database-before.ts), so the tests of data migrations set up the same core the same way.
 */
export async function oldCompetencyCore(database: Database, companyName: string) {
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query))[0] as T;
  const { id: companyId } = await one<{ id: string }>(
    sql`insert into companies (name) values (${companyName}) returning id`,
  );
  const person = async (name: string) => {
    const id = randomUUID();
    await database.db.execute(
      sql`insert into "user" (id, name, email) values (${id}, ${name}, ${`${id}@example.test`})`,
    );
    await database.db.execute(
      sql`insert into profiles (id, company_id, email, full_name) values (${id}, ${companyId}, ${`${id}@example.test`}, ${name})`,
    );
    return id;
  };
  const { id: frameworkId } = await one<{ id: string }>(
    sql`insert into competency_frameworks (company_id, name) values (${companyId}, 'Core') returning id`,
  );
  await database.db.execute(sql`
    insert into competency_scale_versions (company_id, framework_id, version, levels, proficient_level)
    values (${companyId}, ${frameworkId}, 1, '[]'::jsonb, 3)`);
  const { id: categoryId } = await one<{ id: string }>(
    sql`insert into competency_categories (company_id, framework_id, name) values (${companyId}, ${frameworkId}, 'Talk') returning id`,
  );
  const competency = async (name: string) =>
    (
      await one<{ id: string }>(
        sql`insert into competencies (company_id, framework_id, category_id, name, type)
            values (${companyId}, ${frameworkId}, ${categoryId}, ${name}, 'behavioural') returning id`,
      )
    ).id;
  return { one, companyId, person, frameworkId, competency };
}
