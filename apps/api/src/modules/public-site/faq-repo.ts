import {
  type FaqCategory,
  type FaqList,
  type FaqLocale,
  faqLocaleFor,
} from '@competencyhub/domain/schemas/public-site';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqEntries } from '../../db/schema/public-site.ts';
import { containsPattern } from '../profiles/repo.ts';
import { votesOf } from './faq-feedback.ts';

/** More than the FAQ will ever hold; a bound so a bad seed cannot make one answer huge. */
const MAX_ENTRIES = 200;

/**
 * The FAQ in the reader's language (English when it has no entries in that language), optionally
 * only the entries whose question or answer contains the search, case-insensitively. Wildcards in
 * the search are matched literally.
 */
export async function searchFaq(
  db: Db,
  language: string | undefined,
  q: string | undefined,
  /** The signed-in member reading, whose own votes come with the entries; null: nobody may vote. */
  voterId: string | null = null,
): Promise<FaqList> {
  const wanted = faqLocaleFor(language);
  const locale: FaqLocale = wanted === 'en-US' || (await hasEntries(db, wanted)) ? wanted : 'en-US';
  const where: SQL[] = [eq(faqEntries.locale, locale)];
  if (q) {
    const pattern = containsPattern(q);
    const match = or(ilike(faqEntries.question, pattern), ilike(faqEntries.answer, pattern));
    if (match) where.push(match);
  }
  const rows = await db
    .select({
      id: faqEntries.id,
      category: faqEntries.category,
      question: faqEntries.question,
      answer: faqEntries.answer,
    })
    .from(faqEntries)
    .where(and(...where))
    .orderBy(asc(faqEntries.position))
    .limit(MAX_ENTRIES);
  const mine = voterId
    ? await votesOf(
        db,
        voterId,
        rows.map((row) => row.id),
      )
    : new Map();
  return {
    locale,
    items: rows.map((row) => ({
      ...row,
      category: row.category as FaqCategory,
      myVote: mine.get(row.id) ?? null,
    })),
    canVote: voterId !== null,
  };
}

async function hasEntries(db: Db, locale: FaqLocale): Promise<boolean> {
  const [row] = await db
    .select({ id: faqEntries.id })
    .from(faqEntries)
    .where(eq(faqEntries.locale, locale))
    .limit(1);
  return Boolean(row);
}
