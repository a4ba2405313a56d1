import type { Citation, CitationKind } from '@competencyhub/domain/schemas/assistant';
import type { KnowledgeSearchConfig } from '@competencyhub/domain/schemas/knowledge-base';
import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

/**
 * Finds the passages that best answer a question (issue 12, decision 0041): PostgreSQL full-text
 * search, the same on PGlite and PostgreSQL, in the reader's language (its stemmer), over the
 * product's help articles, the FAQ, the company's knowledge base and the platform's product-wide
 * knowledge base (each page searched in the language it is written in).
 *
 * A question is matched by any of its words (their stems OR-ed: a natural question rarely has every
 * word of the passage that answers it), ranked by cover density with titles weighted above bodies,
 * and the excerpt is the passage's best fragments with the matching words in bold.
 */

export const SEARCH_CONFIG: Record<FaqLocale, KnowledgeSearchConfig> = {
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

/** The stemmers knowledge-base pages are searched with (each page in its own language). */
const KNOWLEDGE_CONFIGS = sql.raw(
  "(values ('english'), ('german'), ('french'), ('spanish'), ('portuguese'), ('simple')) as c(config)",
);

export async function retrievePassages(
  tx: Tx,
  companyId: string,
  locale: FaqLocale,
  question: string,
  limit = 3,
): Promise<Passage[]> {
  const config = SEARCH_CONFIG[locale];
  const headline = `StartSel=**, StopSel=**, MaxWords=45, MinWords=20, MaxFragments=2, FragmentDelimiter="${FRAGMENTS}"`;
  // The question's words as an OR query of their stems, once per stemmer: the reader's language for
  // the help and the FAQ, and each page's own language for the knowledge base.
  const rows = rowsOf<{
    kind: CitationKind;
    title: string;
    url: string;
    excerpt: string;
    text: string;
    rank: number;
  }>(
    await tx.execute(sql`
      with queries as (
        select c.config, to_tsquery('simple', coalesce(
          (select string_agg(quote_literal(lexeme), ' | ')
             from unnest(tsvector_to_array(to_tsvector(c.config::regconfig, ${question}))) as lexeme),
          '')) as query
        from ${KNOWLEDGE_CONFIGS}
      ),
      q as (select query from queries where config = ${config}),
      found as (
        select 'help' as kind, h.title, h.path as url, h.body as text, ${config} as config, q.query,
               ts_rank_cd(h.search, q.query) as rank
        from help_articles h, q
        where h.locale = ${locale} and h.search @@ q.query
        union all
        select 'faq', f.question, '/faq', f.answer, ${config}, q.query, ts_rank_cd(f.search, q.query)
        from faq_entries f, q
        where f.locale = ${locale} and f.search @@ q.query
        union all
        select 'knowledge', case when p.heading is null or p.heading = s.title then s.title
                                 else s.title || ' — ' || p.heading end,
               s.url, p.body, p.search_config, k.query, ts_rank_cd(p.search, k.query)
        from knowledge_passages p
        join queries k on k.config = p.search_config
        join knowledge_sources s on s.id = p.source_id
        where (p.company_id = ${companyId} or p.product_wide) and p.search @@ k.query
      ),
      best as (select * from found order by rank desc, title limit ${limit})
      select best.kind, best.title, best.url, best.rank, best.text,
             ts_headline(best.config::regconfig, best.text, best.query, ${headline}) as excerpt
      from best
      order by best.rank desc, best.title`),
  );
  const top = Number(rows[0]?.rank ?? 0);
  return rows
    .map((row) => ({ ...row, excerpt: withEllipses(row.excerpt, row.text), rank: Number(row.rank) }))
    .filter((row) => row.rank > 0 && row.rank >= top * RELATIVE_FLOOR);
}

/**
 * Below this rank the best passage only shares a word or two with the question: the help and the
 * knowledge base have no real answer, and the web is searched for pages worth adding. Measured on the
 * help articles: questions they answer rank their best passage from 2 to 9 ("How do I contact
 * support?" 2.2), questions they do not ("What is our travel expense policy?") 0.4 or nothing.
 */
export const POOR_RANK = 1;

export function answersPoorly(passages: readonly Passage[]): boolean {
  return !passages.some((passage) => passage.rank >= POOR_RANK);
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
