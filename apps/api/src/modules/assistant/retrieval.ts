import type { Citation, CitationKind } from '@competencyhub/domain/schemas/assistant';
import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

/**
 * Finds the passages that best answer a question (issue 12, decision 0041): PostgreSQL full-text
 * search, the same on PGlite and PostgreSQL, in the reader's language (its stemmer), over the
 * product's help articles, the FAQ and — in a later slice — the company's approved knowledge base.
 *
 * A question is matched by any of its words (their stems OR-ed: a natural question rarely has every
 * word of the passage that answers it), ranked by cover density with titles weighted above bodies,
 * and the excerpt is the passage's best fragments with the matching words in bold.
 */

export const SEARCH_CONFIG: Record<FaqLocale, string> = {
  'en-US': 'english',
  'de-DE': 'german',
  'fr-FR': 'french',
  'es-ES': 'spanish',
  'pt-PT': 'portuguese',
};

export interface Passage extends Citation {
  rank: number;
  /** The whole passage, for a model to answer from. */
  text: string;
}

/** Passages ranked below this share of the best one are left out: they only share a word. */
const RELATIVE_FLOOR = 0.4;

export async function retrievePassages(
  tx: Tx,
  locale: FaqLocale,
  question: string,
  limit = 3,
): Promise<Passage[]> {
  const config = SEARCH_CONFIG[locale];
  const headline = `StartSel=**, StopSel=**, MaxWords=45, MinWords=20, MaxFragments=2, FragmentDelimiter="${FRAGMENTS}"`;
  const rows = rowsOf<{
    kind: CitationKind;
    title: string;
    url: string;
    excerpt: string;
    text: string;
    rank: number;
  }>(
    await tx.execute(sql`
      with q as (
        select to_tsquery('simple', coalesce(
          (select string_agg(quote_literal(lexeme), ' | ')
             from unnest(tsvector_to_array(to_tsvector(${config}::regconfig, ${question}))) as lexeme),
          '')) as query
      ),
      found as (
        select 'help' as kind, h.title, h.path as url, h.body as text, ts_rank_cd(h.search, q.query) as rank
        from help_articles h, q
        where h.locale = ${locale} and h.search @@ q.query
        union all
        select 'faq', f.question, '/faq', f.answer, ts_rank_cd(f.search, q.query)
        from faq_entries f, q
        where f.locale = ${locale} and f.search @@ q.query
      ),
      best as (select * from found order by rank desc, title limit ${limit})
      select best.kind, best.title, best.url, best.rank, best.text,
             ts_headline(${config}::regconfig, best.text, q.query, ${headline}) as excerpt
      from best, q
      order by best.rank desc, best.title`),
  );
  const top = Number(rows[0]?.rank ?? 0);
  return rows
    .map((row) => ({ ...row, excerpt: withEllipses(row.excerpt, row.text), rank: Number(row.rank) }))
    .filter((row) => row.rank > 0 && row.rank >= top * RELATIVE_FLOOR);
}

const FRAGMENTS = ' … ';

/** Marks where an excerpt leaves words out: before it, between its fragments (done), after it. */
function withEllipses(excerpt: string, text: string): string {
  const plain = (part: string) => part.replaceAll('**', '').trim();
  const parts = excerpt.split(FRAGMENTS);
  const first = plain(parts[0] ?? '');
  const last = plain(parts.at(-1) ?? '');
  const before = first && !text.trimStart().startsWith(first) ? '… ' : '';
  const after = last && !text.trimEnd().endsWith(last) ? ' …' : '';
  return `${before}${excerpt.trim()}${after}`;
}
