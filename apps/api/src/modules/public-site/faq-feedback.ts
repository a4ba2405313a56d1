import {
  FAQ_MOST_HELPFUL_ABOVE,
  FAQ_NEEDS_IMPROVEMENT,
  FAQ_TOP,
  FAQ_TRENDING,
  type FaqAnalytics,
  type FaqQuestionAnalytics,
} from '@competencyhub/domain/schemas/faq-feedback';
import type { FaqCategory, FaqVote } from '@competencyhub/domain/schemas/public-site';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { faqEntries, faqViews, faqVotes } from '../../db/schema/public-site.ts';
import { notFound } from '../../http/errors.ts';

/**
 * FAQ feedback (issue 12; spec sections 3, 4 and 9): a signed-in member votes an answer up or down —
 * one vote per person per entry, a newer one replacing the earlier — and every opening of an answer
 * is counted, per entry per day. System-level users read the analytics: per question across its
 * languages (entries that share a position), with the spec's thresholds.
 */

async function assertFaq(db: Db, faqId: string): Promise<void> {
  const [row] = await db.select({ id: faqEntries.id }).from(faqEntries).where(eq(faqEntries.id, faqId));
  if (!row) throw notFound('FAQ entry');
}

/** The reader's votes on these entries. */
export async function votesOf(
  db: Db,
  userId: string,
  faqIds: readonly string[],
): Promise<Map<string, FaqVote>> {
  if (!faqIds.length) return new Map();
  const rows = await db
    .select({ faqId: faqVotes.faqId, vote: faqVotes.vote })
    .from(faqVotes)
    .where(and(eq(faqVotes.userId, userId), inArray(faqVotes.faqId, [...faqIds])));
  return new Map(rows.map((row) => [row.faqId, row.vote]));
}

export async function castVote(db: Db, userId: string, faqId: string, vote: FaqVote) {
  await assertFaq(db, faqId);
  await db
    .insert(faqVotes)
    .values({ faqId, userId, vote })
    .onConflictDoUpdate({
      target: [faqVotes.faqId, faqVotes.userId],
      set: { vote, votedAt: sql`now()` },
    });
  return { faqId, myVote: vote };
}

export async function withdrawVote(db: Db, userId: string, faqId: string) {
  await assertFaq(db, faqId);
  await db.delete(faqVotes).where(and(eq(faqVotes.faqId, faqId), eq(faqVotes.userId, userId)));
  return { faqId, myVote: null };
}

/** One more opening of the answer today (UTC). */
export async function countView(db: Db, faqId: string): Promise<void> {
  await assertFaq(db, faqId);
  await db
    .insert(faqViews)
    .values({ faqId, day: sql`(now() at time zone 'utc')::date`, views: 1 })
    .onConflictDoUpdate({
      target: [faqViews.faqId, faqViews.day],
      set: { views: sql`${faqViews.views} + 1` },
    });
}

const score = (up: number, down: number) => (up + down ? Math.round((up / (up + down)) * 1000) / 10 : null);

const top = (
  items: FaqQuestionAnalytics[],
  keep: (item: FaqQuestionAnalytics) => boolean,
  by: (item: FaqQuestionAnalytics) => number,
) =>
  items
    .filter(keep)
    .sort((a, b) => by(b) - by(a) || a.position - b.position)
    .slice(0, FAQ_TOP);

export async function faqAnalytics(db: Db): Promise<FaqAnalytics> {
  const rows = rowsOf<{
    position: number;
    category: string;
    question: string;
    up: number;
    down: number;
    views: number;
  }>(
    await db.execute(sql`
      with questions as (
        select position, min(category) as category,
               coalesce(max(question) filter (where locale = 'en-US'), max(question)) as question
        from faq_entries group by position
      ),
      votes as (
        select e.position,
               (count(*) filter (where v.vote = 'upvote'))::int as up,
               (count(*) filter (where v.vote = 'downvote'))::int as down
        from faq_votes v join faq_entries e on e.id = v.faq_id group by e.position
      ),
      views as (
        select e.position, sum(w.views)::int as views
        from faq_views w join faq_entries e on e.id = w.faq_id group by e.position
      )
      select q.position, q.category, q.question,
             coalesce(vo.up, 0) as up, coalesce(vo.down, 0) as down, coalesce(vi.views, 0) as views
      from questions q
      left join votes vo on vo.position = q.position
      left join views vi on vi.position = q.position
      order by q.position`),
  );
  const items: FaqQuestionAnalytics[] = rows.map((row) => {
    const up = Number(row.up);
    const down = Number(row.down);
    const helpfulness = score(up, down);
    return {
      position: Number(row.position),
      category: row.category as FaqCategory,
      question: row.question,
      upvotes: up,
      downvotes: down,
      helpfulnessScore: helpfulness,
      viewCount: Number(row.views),
      isTrending: up > FAQ_TRENDING.minUpvotesAbove && (helpfulness ?? 0) > FAQ_TRENDING.helpfulShareAbove,
    };
  });
  const daily = rowsOf<{ day: string; up: number; down: number }>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day,
             (count(v.*) filter (where v.vote = 'upvote'))::int as up,
             (count(v.*) filter (where v.vote = 'downvote'))::int as down
      from generate_series((now() at time zone 'utc')::date - 29, (now() at time zone 'utc')::date, interval '1 day') as d(day)
      left join faq_votes v on (v.voted_at at time zone 'utc')::date = d.day
      group by d.day order by d.day`),
  );
  const weekly = rowsOf<{ week: string; helpful: number; not_helpful: number }>(
    await db.execute(sql`
      select to_char(w.week, 'YYYY-MM-DD') as week,
             (count(f.*) filter (where f.rating = 'helpful'))::int as helpful,
             (count(f.*) filter (where f.rating = 'not_helpful'))::int as not_helpful
      from generate_series(date_trunc('week', now() at time zone 'utc') - interval '11 weeks',
                           date_trunc('week', now() at time zone 'utc'), interval '1 week') as w(week)
      left join assistant_feedback f
        on date_trunc('week', f.created_at at time zone 'utc') = w.week
      group by w.week order by w.week`),
  );
  // The question is the one just before the answer in its conversation.
  const latest = rowsOf<{
    rated_at: string | Date;
    company_name: string;
    question: string | null;
    mode: 'retrieval' | 'model' | 'error' | null;
    citations: { title: string }[] | string;
    comment: string | null;
  }>(
    await db.execute(sql`
      select f.created_at as rated_at, c.name as company_name, a.mode, a.citations, f.comment,
             (select q.content from assistant_messages q
               where q.session_id = a.session_id and q.role = 'user' and q.created_at <= a.created_at
               order by q.created_at desc limit 1) as question
      from assistant_feedback f
      join assistant_messages a on a.id = f.message_id
      join companies c on c.id = f.company_id
      where f.rating = 'not_helpful'
      order by f.created_at desc
      limit 10`),
  );
  return {
    assistant: {
      weekly: weekly.map((row) => ({
        week: row.week,
        helpful: Number(row.helpful),
        notHelpful: Number(row.not_helpful),
      })),
      latestNotHelpful: latest.map((row) => ({
        ratedAt: new Date(row.rated_at).toISOString(),
        companyName: row.company_name,
        question: row.question ?? '',
        mode: row.mode,
        sources: (typeof row.citations === 'string'
          ? (JSON.parse(row.citations) as { title: string }[])
          : row.citations
        ).map((citation) => citation.title),
        comment: row.comment,
      })),
    },
    items,
    mostHelpful: top(
      items,
      (item) => (item.helpfulnessScore ?? 0) > FAQ_MOST_HELPFUL_ABOVE,
      (item) => item.helpfulnessScore ?? 0,
    ),
    needsImprovement: top(
      items,
      (item) =>
        item.helpfulnessScore !== null &&
        item.helpfulnessScore < FAQ_NEEDS_IMPROVEMENT.scoreBelow &&
        item.upvotes + item.downvotes > FAQ_NEEDS_IMPROVEMENT.votesAbove,
      (item) => -(item.helpfulnessScore ?? 0),
    ),
    trending: top(
      items,
      (item) => item.isTrending,
      (item) => item.upvotes,
    ),
    mostViewed: top(
      items,
      (item) => item.viewCount > 0,
      (item) => item.viewCount,
    ),
    totals: {
      upvotes: items.reduce((sum, item) => sum + item.upvotes, 0),
      downvotes: items.reduce((sum, item) => sum + item.downvotes, 0),
      views: items.reduce((sum, item) => sum + item.viewCount, 0),
    },
    daily: daily.map((row) => ({ day: row.day, upvotes: Number(row.up), downvotes: Number(row.down) })),
  };
}
