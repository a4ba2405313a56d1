import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate, rowsOf } from '../src/db/migrate.ts';
import { databaseBefore } from './database-before.ts';
import { oldCompetencyCore } from './migration-fixtures.ts';

describe('the migrations of rater keys (0042) and certification links (0043)', () => {
  it('give each colleague of existing answers one key, and move every link of a certification to the junction', async () => {
    const { database, drop } = await databaseBefore('0042-rater-pseudonyms');
    try {
      const { companyId, person, frameworkId, competency } = await oldCompetencyCore(database, 'Keyed Ltd');
      const subject = await person('Sam Subject');
      const ana = await person('Ana Colleague');
      const ben = await person('Ben Colleague');
      const listening = await competency('Listening');
      const writing = await competency('Writing');
      const rate = (raterId: string, source: string, level: number) =>
        database.db.execute(sql`
          insert into competency_ratings (company_id, subject_id, competency_id, framework_id, scale_version, level, source, rater_id)
          values (${companyId}, ${subject}, ${listening}, ${frameworkId}, 1, ${level}, ${source}, ${raterId})`);
      await rate(ana, 'peer', 2);
      await rate(ana, 'peer', 3);
      await rate(ben, 'direct_report', 4);
      await rate(subject, 'self', 3);
      await database.db.execute(sql`
        insert into certifications (company_id, person_id, name, competency_ids)
        values (${companyId}, ${subject}, 'Mediation', ${`{${listening},${writing},${listening}}`}::uuid[]),
               (${companyId}, ${subject}, 'Unlinked', '{}')`);

      const applied = await migrate(database);
      expect(applied.slice(0, 2)).toEqual(['0042-rater-pseudonyms', '0043-certification-competencies']);

      const keys = rowsOf<{ rater_id: string; source: string; rater_key: string | null }>(
        await database.db.execute(sql`select rater_id, source, rater_key from competency_ratings`),
      );
      const keyOf = (id: string) => new Set(keys.filter((k) => k.rater_id === id).map((k) => k.rater_key));
      expect(keyOf(ana).size).toBe(1);
      expect([...keyOf(ana)][0]).not.toBe(ana);
      expect(keyOf(ben).size).toBe(1);
      expect([...keyOf(ben)][0]).not.toEqual([...keyOf(ana)][0]);
      expect([...keyOf(subject)]).toEqual([null]);
      // An answer made after the migration takes the colleague's existing key.
      await rate(ana, 'peer', 4);
      const again = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(distinct rater_key)::int as n from competency_ratings where rater_id = ${ana}`,
        ),
      );
      expect(again[0]?.n).toBe(1);

      const links = rowsOf<{ name: string; competency_id: string }>(
        await database.db.execute(sql`
          select c.name, l.competency_id from certification_competencies l
          join certifications c on c.company_id = l.company_id and c.id = l.certification_id
          order by c.name, l.competency_id`),
      );
      expect(links).toEqual(
        [listening, writing].sort().map((competency_id) => ({ name: 'Mediation', competency_id })),
      );
    } finally {
      await drop();
    }
  });
});
