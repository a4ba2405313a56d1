import type { Citation, CitationKind } from '@competencyhub/domain/schemas/assistant';
import type { KnowledgeSearchConfig } from '@competencyhub/domain/schemas/knowledge-base';
import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { PLAN_EACH_TIME } from '../../db/statement-cache.ts';

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

/** The stems of a question paired for the middle tier, at most: a pasted paragraph would make thousands of pairs. */
const STEMS_MAX = 12;

/** Passages ranked below this share of the best one are left out: they only share a word. */
const RELATIVE_FLOOR = 0.4;

export async function retrievePassages(
  tx: Tx,
  companyId: string,
  locale: FaqLocale,
  question: string,
  limit = 3,
): Promise<Passage[]> {
  const config = SEARCH_CONFIG[locale];
  const headline = `StartSel=**, StopSel=**, MaxWords=45, MinWords=20, MaxFragments=2, FragmentDelimiter="${FRAGMENTS}"`;
  // The question's words as queries of their stems, once per stemmer: the reader's language for the
  // help and the FAQ, and the language of each of the knowledge base's pages (only those in use).
  // `any_query` ORs the stems and ranks everything; the knowledge base, which may hold thousands of
  // passages, is searched in tiers: the passages holding every word; if fewer than `limit`, those
  // holding two of them at least; only then those holding any. The best passages are in the first
  // tier that has enough, and ranking thousands of one-word matches is what costs.
  // The knowledge base is searched through knowledge_passage_matches (migration 0027): under row-level
  // security PostgreSQL could not use the search index. It finds ids and ranks in the transaction's
  // company (and product-wide pages); the few passages shown are then read under the policies.
  const companyScope = sql`(p.company_id = ${companyId} or p.product_wide)`;
  const matches = (tier: 'every_query' | 'pairs_query' | 'any_query') => sql`
        select m.passage_id, m.rank, k.config, k.any_query
        from queries k, knowledge_passage_matches(k.${sql.raw(tier)}, k.any_query, k.config) m`;
  const rows = rowsOf<{
    kind: CitationKind;
    title: string;
    url: string;
    excerpt: string;
    text: string;
    rank: number;
  }>(
    // Planned for its own words every time (PLAN_EACH_TIME): a generic plan knows no query, and scanned
    // every passage (measured: a one-word question took 125 ms instead of 13).
    await tx.execute(sql`${sql.raw(PLAN_EACH_TIME)}
      with configs as (
        select ${config}::text as config
        union
        select distinct search_config from knowledge_sources
        where (company_id = ${companyId} or product_wide) and status = 'ready'
      ),
      -- The question's stems in the order it asks them (a tsvector keeps them sorted).
      stems as (
        select c.config, array(
          select quote_literal(t.lexeme)
          from unnest(to_tsvector(c.config::regconfig, ${question})) as t
          order by t.positions[1]) as lexemes
        from configs c
      ),
      -- Materialized: computed once per stemmer, not again for every passage it ranks.
      queries as materialized (
        select config,
          to_tsquery('simple', array_to_string(lexemes, ' | ')) as any_query,
          to_tsquery('simple', array_to_string(lexemes, ' & ')) as every_query,
          to_tsquery('simple', coalesce(
            (select string_agg('(' || a.lexeme || ' & ' || b.lexeme || ')', ' | ')
             from unnest(lexemes[1:${STEMS_MAX}]) with ordinality as a(lexeme, i)
             join unnest(lexemes[1:${STEMS_MAX}]) with ordinality as b(lexeme, j) on a.i < b.j),
            array_to_string(lexemes, ' | '))) as pairs_query
        from stems
      ),
      q as (select any_query as query from queries where config = ${config}),
      kb_every as materialized (${matches('every_query')}),
      kb_pairs as materialized (
        ${matches('pairs_query')} where (select count(*) from kb_every) < ${limit}
      ),
      kb_any as (
        ${matches('any_query')}
        where (select count(*) from kb_every) < ${limit} and (select count(*) from kb_pairs) < ${limit}
      ),
      kb_best as (
        select * from (
          select * from kb_every where (select count(*) from kb_every) >= ${limit}
          union all
          select * from kb_pairs where (select count(*) from kb_pairs) >= ${limit}
          union all
          select * from kb_any
        ) tiers
        order by rank desc limit ${limit}
      ),
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
               s.url, p.body, b.config, b.any_query, b.rank
        from kb_best b
        join knowledge_passages p on p.id = b.passage_id
        join knowledge_sources s on s.id = p.source_id
        where ${companyScope}
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
 * support?" 2.2); one shared word ranks 0.4 in a passage's text and 1.0 in its title or heading
 * ("pets in the office" and a handbook's "Desks in the office").
 */
export const POOR_RANK = 1.5;

export function answersPoorly(passages: readonly Passage[]): boolean {
  return !passages.some((passage) => passage.rank >= POOR_RANK);
}

/** Whether a question holds any word to search for in the reader's language (not only stop words). */
export async function hasSearchTerms(tx: Tx, locale: FaqLocale, question: string): Promise<boolean> {
  const [row] = rowsOf<{ terms: number }>(
    await tx.execute(
      sql`select numnode(plainto_tsquery(${SEARCH_CONFIG[locale]}::regconfig, ${question})) as terms`,
    ),
  );
  return Number(row?.terms ?? 0) > 0;
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
