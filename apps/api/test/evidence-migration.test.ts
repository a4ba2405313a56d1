import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate, rowsOf } from '../src/db/migrate.ts';
import { databaseBefore } from './database-before.ts';
import { oldCompetencyCore } from './migration-fixtures.ts';

describe('the migration of rating evidence to its own record (0049)', () => {
  it('turns every rating link and file into pieces of that rating, dated and added by its rater, and drops the columns', async () => {
    const { database, drop } = await databaseBefore('0049-evidence');
    try {
      const { one, companyId, person, frameworkId, competency } = await oldCompetencyCore(
        database,
        'Evidenced Ltd',
      );
      const subject = await person('Sam Subject');
      const manager = await person('Mia Manager');
      const colleague = await person('Cole Colleague');
      const listening = await competency('Listening');
      const { id: fileId } = await one<{ id: string }>(
        sql`insert into stored_files (company_id, owner_id, purpose, content_type, byte_size, bytes, sha256, file_name)
            values (${companyId}, ${manager}, 'evidence', 'application/pdf', 4, '\\x25504446'::bytea,
              encode(sha256('\\x25504446'::bytea), 'hex'), 'review.pdf')
            returning id`,
      );
      const rate = async (
        raterId: string,
        source: string,
        ratedAt: string,
        url: string | null,
        file: string | null,
      ) =>
        (
          await one<{ id: string }>(sql`
            insert into competency_ratings (company_id, subject_id, competency_id, framework_id, scale_version,
              level, source, rater_id, rated_at, evidence_url, evidence_file_id)
            values (${companyId}, ${subject}, ${listening}, ${frameworkId}, 1, 3, ${source}, ${raterId},
              ${ratedAt}::timestamptz, ${url}, ${file})
            returning id`)
        ).id;
      const selfRating = await rate(
        subject,
        'self',
        '2026-03-04T10:00:00Z',
        'https://wiki.example.test/a',
        null,
      );
      const managerRating = await rate(
        manager,
        'manager',
        '2026-05-06T10:00:00Z',
        'https://wiki.example.test/b',
        fileId,
      );
      await rate(colleague, 'peer', '2026-06-01T10:00:00Z', null, null);

      const applied = await migrate(database);
      expect(applied[0]).toBe('0049-evidence');

      const pieces = rowsOf<{
        rating_id: string;
        person_id: string;
        competency_id: string;
        kind: string;
        url: string | null;
        file_id: string | null;
        position: number;
        added_on: string;
        added_by: string | null;
      }>(
        await database.db.execute(sql`
          select rating_id, person_id, competency_id, kind, url, file_id, position, added_on::text as added_on, added_by
          from evidence order by added_on, position`),
      );
      expect(pieces).toEqual([
        {
          rating_id: selfRating,
          person_id: subject,
          competency_id: listening,
          kind: 'link',
          url: 'https://wiki.example.test/a',
          file_id: null,
          position: 0,
          added_on: '2026-03-04',
          added_by: subject,
        },
        {
          rating_id: managerRating,
          person_id: subject,
          competency_id: listening,
          kind: 'link',
          url: 'https://wiki.example.test/b',
          file_id: null,
          position: 0,
          added_on: '2026-05-06',
          added_by: manager,
        },
        {
          rating_id: managerRating,
          person_id: subject,
          competency_id: listening,
          kind: 'file',
          url: null,
          file_id: fileId,
          position: 1,
          added_on: '2026-05-06',
          added_by: manager,
        },
      ]);
      const columns = rowsOf<{ column_name: string }>(
        await database.db.execute(sql`
          select column_name from information_schema.columns
          where table_name = 'competency_ratings' and column_name like 'evidence%'`),
      );
      expect(columns).toEqual([]);
    } finally {
      await drop();
    }
  });
});

describe('certifications as evidence (0051)', () => {
  it('makes every link of a certification to a competency a piece, dated on the day it was recorded and added by its holder', async () => {
    const { database, drop } = await databaseBefore('0051-certifications-as-evidence');
    try {
      const { one, companyId, person, competency } = await oldCompetencyCore(database, 'Certified Ltd');
      const holder = await person('Hana Holder');
      const listening = await competency('Listening');
      const coaching = await competency('Coaching');
      const { id: certificationId } = await one<{ id: string }>(sql`
        insert into certifications (company_id, person_id, name, created_at)
        values (${companyId}, ${holder}, 'Coach Level 1', '2025-09-10T08:00:00Z') returning id`);
      await database.db.execute(sql`
        insert into certification_competencies (company_id, certification_id, competency_id)
        values (${companyId}, ${certificationId}, ${listening}), (${companyId}, ${certificationId}, ${coaching})`);

      const applied = await migrate(database);
      expect(applied[0]).toBe('0051-certifications-as-evidence');
      const pieces = rowsOf<{
        competency_id: string;
        kind: string;
        certification_id: string;
        added_on: string;
        added_by: string;
      }>(
        await database.db.execute(sql`
          select competency_id, kind, certification_id, added_on::text as added_on, added_by
          from evidence where person_id = ${holder} order by competency_id`),
      );
      expect(pieces).toEqual(
        [listening, coaching].sort().map((competencyId) => ({
          competency_id: competencyId,
          kind: 'certification',
          certification_id: certificationId,
          added_on: '2025-09-10',
          added_by: holder,
        })),
      );
      // From now on the trigger writes a new link's piece, and a removed link takes its piece along.
      const planning = await competency('Planning');
      await database.db.execute(sql`
        insert into certification_competencies (company_id, certification_id, competency_id)
        values (${companyId}, ${certificationId}, ${planning})`);
      await database.db.execute(
        sql`delete from certification_competencies where certification_id = ${certificationId} and competency_id = ${listening}`,
      );
      const now = rowsOf<{ competency_id: string }>(
        await database.db.execute(sql`select competency_id from evidence where person_id = ${holder}`),
      ).map((row) => row.competency_id);
      expect(now.sort()).toEqual([coaching, planning].sort());
    } finally {
      await drop();
    }
  });
});

describe('certificates in the levels’ validity (0052)', () => {
  it('extends a stored level to a later expiry of a certificate linked to its competency, and leaves the others', async () => {
    const { database, drop } = await databaseBefore('0052-certificates-in-level-validity');
    try {
      const { one, companyId, person, frameworkId, competency } = await oldCompetencyCore(
        database,
        'Valid Ltd',
      );
      const holder = await person('Vic Valid');
      const listening = await competency('Listening');
      const coaching = await competency('Coaching');
      for (const competencyId of [listening, coaching]) {
        await database.db.execute(sql`
          insert into stored_levels (company_id, person_id, competency_id, framework_id, level_tenths,
            rules_version, scale_version, confidence, valid_until)
          values (${companyId}, ${holder}, ${competencyId}, ${frameworkId}, 30, 1, 1, 50, '2026-05-01')`);
      }
      const { id: certificationId } = await one<{ id: string }>(sql`
        insert into certifications (company_id, person_id, name, expires_on)
        values (${companyId}, ${holder}, 'Listener', '2028-02-29') returning id`);
      // 0051's trigger writes the link's piece of evidence.
      await database.db.execute(sql`
        insert into certification_competencies (company_id, certification_id, competency_id)
        values (${companyId}, ${certificationId}, ${listening})`);

      const applied = await migrate(database);
      expect(applied[0]).toBe('0052-certificates-in-level-validity');
      const levels = rowsOf<{ competency_id: string; valid_until: string }>(
        await database.db.execute(
          sql`select competency_id, valid_until::text as valid_until from stored_levels where person_id = ${holder}`,
        ),
      );
      expect(Object.fromEntries(levels.map((row) => [row.competency_id, row.valid_until]))).toEqual({
        [listening]: '2028-02-29',
        [coaching]: '2026-05-01',
      });
    } finally {
      await drop();
    }
  });
});
