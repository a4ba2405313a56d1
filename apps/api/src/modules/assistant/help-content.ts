import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HELP_ARTICLES } from './help-articles/index.ts';

/**
 * The product's help articles live in the code (`help-articles/`, one file per language) and are
 * written to `help_articles` at start-up: changed articles are updated, removed ones deleted, so the
 * assistant searches exactly what this version of the product says about itself. Idempotent.
 */
export async function syncHelpArticles(database: Database): Promise<void> {
  const rows = Object.entries(HELP_ARTICLES).flatMap(([locale, articles]) =>
    articles.map((article, index) => ({ ...article, locale, position: (index + 1) * 10 })),
  );
  if (!rows.length) return;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into help_articles (slug, locale, area, path, title, body, position)
      values ${sql.join(
        rows.map(
          (row) =>
            sql`(${row.slug}, ${row.locale}, ${row.area}, ${row.path}, ${row.title}, ${row.body}, ${row.position})`,
        ),
        sql`, `,
      )}
      on conflict (slug, locale) do update set
        area = excluded.area, path = excluded.path, title = excluded.title, body = excluded.body,
        position = excluded.position
      where (help_articles.area, help_articles.path, help_articles.title, help_articles.body, help_articles.position)
        is distinct from (excluded.area, excluded.path, excluded.title, excluded.body, excluded.position)`);
    await tx.execute(sql`
      delete from help_articles
      where (slug, locale) not in (${sql.join(
        rows.map((row) => sql`(${row.slug}, ${row.locale})`),
        sql`, `,
      )})`);
  });
}
