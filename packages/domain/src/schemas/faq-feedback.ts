import { z } from 'zod';
import { Id } from './common.ts';
import { FAQ_CATEGORIES, FAQ_VOTES } from './public-site.ts';

/**
 * FAQ votes and analytics (issue 12; spec sections 3 and 9). Apart from the FAQ's own schemas, which
 * every public page loads: these are needed only where a signed-in reader votes or staff read analytics.
 */

export const FAQ_FEEDBACK_MESSAGES = {
  vote: 'Choose helpful or not helpful',
} as const;

export const FaqParams = z.object({ faqId: Id });
export const FaqVoteInput = z
  .object({ vote: z.enum(FAQ_VOTES, { error: FAQ_FEEDBACK_MESSAGES.vote }) })
  .strict();
export type FaqVoteInput = z.infer<typeof FaqVoteInput>;
export const FaqVoteResult = z.object({ faqId: Id, myVote: z.enum(FAQ_VOTES).nullable() });

/** Spec section 9: trending when upvotes exceed 3 and the helpful share exceeds 70%. */
export const FAQ_TRENDING = { minUpvotesAbove: 3, helpfulShareAbove: 70 } as const;
/** Most helpful: score above 80; needs improvement: score below 50 with more than 2 votes; top 5 each. */
export const FAQ_MOST_HELPFUL_ABOVE = 80;
export const FAQ_NEEDS_IMPROVEMENT = { scoreBelow: 50, votesAbove: 2 } as const;
export const FAQ_TOP = 5;

/** One question across the languages it is written in (they share a position), for system-level users. */
export const FaqQuestionAnalytics = z.object({
  position: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  /** In English, the FAQ's first language. */
  question: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  /** Upvotes as a share of the votes, 0–100; null before the first vote. */
  helpfulnessScore: z.number().nullable(),
  viewCount: z.number().int(),
  isTrending: z.boolean(),
});
export type FaqQuestionAnalytics = z.infer<typeof FaqQuestionAnalytics>;

export const FaqAnalytics = z.object({
  items: z.array(FaqQuestionAnalytics),
  mostHelpful: z.array(FaqQuestionAnalytics),
  needsImprovement: z.array(FaqQuestionAnalytics),
  trending: z.array(FaqQuestionAnalytics),
  mostViewed: z.array(FaqQuestionAnalytics),
  totals: z.object({ upvotes: z.number().int(), downvotes: z.number().int(), views: z.number().int() }),
  /** Votes per day over the last 30 days, oldest first, for the chart. */
  daily: z.array(z.object({ day: z.string(), upvotes: z.number().int(), downvotes: z.number().int() })),
  /** The help assistant's ratings: per week over the last 12 weeks, and the latest answers rated not helpful. */
  assistant: z.object({
    weekly: z.array(z.object({ week: z.string(), helpful: z.number().int(), notHelpful: z.number().int() })),
    latestNotHelpful: z.array(
      z.object({
        ratedAt: z.string(),
        companyName: z.string(),
        question: z.string(),
        mode: z.enum(['retrieval', 'model', 'error']).nullable(),
        sources: z.array(z.string()),
        comment: z.string().nullable(),
      }),
    ),
  }),
});
export type FaqAnalytics = z.infer<typeof FaqAnalytics>;
