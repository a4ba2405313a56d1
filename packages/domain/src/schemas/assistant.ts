import { z } from 'zod';
import { Id, plainLine, plainText, Timestamp } from './common.ts';
import { FAQ_LOCALES } from './public-site.ts';

/**
 * The AI help assistant (issue 12; spec sections 2, 3, 4, 7, 8, 9): questions and answers kept on the
 * server per session, answers grounded in the product's help articles, the FAQ and the company's
 * approved knowledge base, each citing its sources.
 */

export const ASSISTANT_QUESTION_MAX = 2000;
export const ASSISTANT_COMMENT_MAX = 1000;
export const ASSISTANT_PAGE_MAX = 200;

export const ASSISTANT_MESSAGES = {
  /** Spec section 8, word for word: the reply when the assistant call fails. */
  errorReply:
    "I'm sorry, I encountered an error. Please try again or contact support if the problem persists.",
  question: 'Type a question',
  questionTooLong: `A question can be at most ${ASSISTANT_QUESTION_MAX} characters`,
  rating: 'Choose helpful or not helpful',
  commentTooLong: `A comment can be at most ${ASSISTANT_COMMENT_MAX} characters`,
  notAnAnswer: 'Only an answer of the assistant can be rated',
} as const;

export const CITATION_KINDS = ['help', 'faq', 'knowledge'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

export const Citation = z.object({
  kind: z.enum(CITATION_KINDS),
  title: z.string(),
  /** A path of the app (help, FAQ) or the web address of knowledge-base content. */
  url: z.string(),
  /** The words of the passage that matched, with the matching terms in **bold** (Markdown). */
  excerpt: z.string(),
});
export type Citation = z.infer<typeof Citation>;

/** retrieval: quoted passages (no model); model: written by a model from the passages; error: spec section 8's reply. */
export const ANSWER_MODES = ['retrieval', 'model', 'error'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/**
 * A web page the platform's search service found when the knowledge base answered poorly (spec: the
 * reply's 'External Sources Found' section): offered to read and to add to the knowledge base.
 */
export const ExternalSource = z.object({
  title: z.string(),
  description: z.string(),
  /** Always http(s). */
  url: z.string(),
  domain: z.string(),
});
export type ExternalSource = z.infer<typeof ExternalSource>;

export const AssistantMessage = z.object({
  id: Id,
  role: z.enum(['user', 'assistant']),
  /** Markdown for an answer written by a model; the question as typed; empty for a retrieval answer (its citations say it). */
  content: z.string(),
  citations: z.array(Citation),
  /** Pages found on the web when the help and the knowledge base had no good answer. */
  externalSources: z.array(ExternalSource),
  mode: z.enum(ANSWER_MODES).nullable(),
  /** The reader's own rating of an answer. */
  rating: z.enum(['helpful', 'not_helpful']).nullable(),
  createdAt: Timestamp,
});
export type AssistantMessage = z.infer<typeof AssistantMessage>;

export const AskInput = z
  .object({
    message: plainText(
      z
        .string({ error: ASSISTANT_MESSAGES.question })
        .trim()
        .min(1, { error: ASSISTANT_MESSAGES.question })
        .max(ASSISTANT_QUESTION_MAX, { error: ASSISTANT_MESSAGES.questionTooLong }),
    ),
    /** The conversation to continue: the id the first answer returned. */
    sessionId: Id.optional(),
    /** The page the question is asked on (a path of the app), for the context of the answer. */
    currentPage: plainLine(z.string().trim().max(ASSISTANT_PAGE_MAX)).optional(),
    /** The language to answer in (the interface language). */
    locale: z.enum(FAQ_LOCALES).optional(),
  })
  .strict();
export type AskInput = z.infer<typeof AskInput>;

export const AskReply = z.object({
  sessionId: Id,
  question: AssistantMessage,
  answer: AssistantMessage,
  /** Follow-up questions (spec: suggestedQuestions); the interface shows at most 3. */
  suggestedQuestions: z.array(z.string()),
  /**
   * credits_exhausted: an AI answer was wanted but the company's AI credits are used up, so the
   * passages are quoted instead (the account holder can buy more).
   */
  notice: z.enum(['credits_exhausted']).nullable(),
});
export type AskReply = z.infer<typeof AskReply>;

/**
 * The streamed answer (`POST /api/v1/assistant/messages/stream`, server-sent events): `start` with the
 * question as kept, `delta` with each piece of a model's answer as it arrives, then `done` with the
 * whole reply (or `done` at once for a quoted answer).
 */
export const StreamStart = z.object({ sessionId: Id, question: AssistantMessage });
export const StreamDelta = z.object({ text: z.string() });
export const STREAM_CONTENT_TYPE = 'text/event-stream';

export const SessionParams = z.object({ assistantSessionId: Id });
export const AssistantSession = z.object({ sessionId: Id, messages: z.array(AssistantMessage) });
export type AssistantSession = z.infer<typeof AssistantSession>;

export const MessageParams = z.object({ messageId: Id });
export const FeedbackInput = z
  .object({
    rating: z.enum(['helpful', 'not_helpful'], { error: ASSISTANT_MESSAGES.rating }),
    comment: plainText(
      z.string().trim().max(ASSISTANT_COMMENT_MAX, { error: ASSISTANT_MESSAGES.commentTooLong }),
    ).optional(),
  })
  .strict();
export type FeedbackInput = z.infer<typeof FeedbackInput>;
export const FeedbackResult = z.object({
  messageId: Id,
  rating: z.enum(['helpful', 'not_helpful']),
  comment: z.string().nullable(),
});
