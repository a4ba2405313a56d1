import {
  type FaqCategory,
  type FaqList,
  type FaqLocale,
  faqLocaleFor,
} from '@competencyhub/domain/schemas/public-site';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqEntries } from '../../db/schema.ts';
import { containsPattern } from '../profiles/repo.ts';

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
  return { locale, items: rows.map((row) => ({ ...row, category: row.category as FaqCategory })) };
}

async function hasEntries(db: Db, locale: FaqLocale): Promise<boolean> {
  const [row] = await db
    .select({ id: faqEntries.id })
    .from(faqEntries)
    .where(eq(faqEntries.locale, locale))
    .limit(1);
  return Boolean(row);
}
