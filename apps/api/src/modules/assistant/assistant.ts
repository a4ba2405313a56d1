import type { Role } from '@competencyhub/domain/roles';
import {
  type AnswerMode,
  ASSISTANT_MESSAGES,
  type AskInput,
  type AskReply,
  type AssistantMessage,
  type AssistantSession,
  type Citation,
  type ExternalSource,
  type FeedbackInput,
} from '@competencyhub/domain/schemas/assistant';
import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { assistantFeedback, assistantMessages, assistantSessions } from '../../db/schema/assistant.ts';
import { internalAiCalls } from '../../db/schema/internal-ai.ts';
import { knowledgeSources } from '../../db/schema/knowledge-base.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { type CallOutcome, type ChatMessage, streamChatCompletion } from '../internal-ai/client.ts';
import { refundAiCredit } from '../subscriptions/refund-ai-credit.ts';
import { keepCitedLinks } from './cited-links.ts';
import { buildPrompt, chooseModel, type ModelChoice } from './model.ts';
import { answersPoorly, hasSearchTerms, type Passage, retrievePassages } from './retrieval.ts';
import { searchWeb } from './web-search.ts';

/**
 * The help assistant's conversations (issue 12). Who asks, in which company and with which role comes
 * from the session, never from the request. Every question and answer is kept in the company's
 * tenant tables, in a session that belongs to the person who asked; only they read it or rate its
 * answers. Without a model the answer is the passages retrieval found, quoted and cited.
 */

/** Questions per person: far above anyone reading answers, far below a script's. */
export const ASK_LIMIT = { max: 30, windowSeconds: 300 };

type MessageRow = typeof assistantMessages.$inferSelect;

function toMessage(row: MessageRow, rating: 'helpful' | 'not_helpful' | null = null): AssistantMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    citations: row.citations,
    externalSources: row.externalSources,
    mode: row.mode,
    rating,
    createdAt: row.createdAt.toISOString(),
  };
}

async function ownSession(tx: Tx, viewer: Viewer, sessionId: string) {
  const [session] = await tx
    .select()
    .from(assistantSessions)
    .where(
      and(
        eq(assistantSessions.id, sessionId),
        eq(assistantSessions.companyId, viewer.tenantId),
        eq(assistantSessions.userId, viewer.userId),
      ),
    );
  if (!session) throw notFound('Conversation');
  return session;
}

/** A question kept and its passages found, ready to be answered (phase one of `ask`). */
export interface PreparedAnswer {
  sessionId: string;
  question: AssistantMessage;
  passages: Passage[];
  model: ModelChoice | null;
  notice: 'credits_exhausted' | null;
  /** Searching failed: the answer is the spec's error reply. */
  failed: boolean;
  locale: FaqLocale;
  history: ChatMessage[];
  /** The question has words to search the web with (not only "hi" or stop words). */
  searchable: boolean;
}

/** Earlier turns a model sees, oldest first: questions and the answers a model wrote. */
const HISTORY_TURNS = 6;

/**
 * Phase one, in one transaction: the conversation (a new one, or the asker's own), the question
 * kept, the passages found, and the model chosen — its credit spent under the subscription lock.
 * Refusals (a conversation not found, too many questions) happen here, before any answer streams.
 */
export async function prepareAnswer(
  services: Services,
  viewer: Viewer,
  input: AskInput,
  req: FastifyRequest,
): Promise<PreparedAnswer> {
  await services.rateLimiter.hit(`user:assistant:${viewer.userId}`, ASK_LIMIT);
  const locale = input.locale ?? 'en-US';
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const sessionId = input.sessionId
      ? (await ownSession(tx, viewer, input.sessionId)).id
      : (
          await tx
            .insert(assistantSessions)
            .values({ companyId: viewer.tenantId, userId: viewer.userId })
            .returning({ id: assistantSessions.id })
        )[0]?.id;
    if (!sessionId) throw new Error('session insert returned no row');
    const earlier = input.sessionId
      ? await tx
          .select({
            role: assistantMessages.role,
            content: assistantMessages.content,
            mode: assistantMessages.mode,
          })
          .from(assistantMessages)
          .where(
            and(eq(assistantMessages.sessionId, sessionId), eq(assistantMessages.companyId, viewer.tenantId)),
          )
          .orderBy(desc(assistantMessages.createdAt))
          .limit(HISTORY_TURNS)
      : [];
    const history: ChatMessage[] = earlier
      .reverse()
      .filter((turn) => turn.role === 'user' || turn.mode === 'model')
      .map((turn) => ({ role: turn.role, content: turn.content }));
    const [question] = await tx
      .insert(assistantMessages)
      .values({
        companyId: viewer.tenantId,
        sessionId,
        role: 'user',
        content: input.message,
        currentPage: input.currentPage ?? null,
        userRole: viewer.role as Role,
      })
      .returning();
    if (!question) throw new Error('message insert returned no row');
    let passages: Passage[] = [];
    let failed = false;
    try {
      // A savepoint: a failed search must not take the question down with it.
      passages = await tx.transaction((inner) =>
        retrievePassages(inner, viewer.tenantId, locale, input.message),
      );
    } catch (error) {
      req.log.error({ err: error }, 'the assistant could not search for an answer');
      failed = true;
    }
    const searchable =
      services.config.SEARCH_URL && !failed && answersPoorly(passages)
        ? await hasSearchTerms(tx, locale, input.message)
        : false;
    // Nothing found: nothing for a model to answer from, and no credit spent.
    const chosen = failed || passages.length === 0 ? null : await chooseModel(services, tx, viewer.tenantId);
    return {
      sessionId,
      question: toMessage(question),
      passages,
      model: chosen === 'credits_exhausted' ? null : chosen,
      notice: chosen === 'credits_exhausted' ? 'credits_exhausted' : null,
      failed,
      locale,
      history,
      searchable,
    };
  });
}

/**
 * Phase two: the answer. A model writes it from the passages (each piece to `onDelta` as it comes);
 * without one the passages are the answer. A model that fails gives the spec's error reply, and its
 * credit back. The answer is kept, and an internal AI's call counted in its usage.
 */
export async function completeAnswer(
  services: Services,
  viewer: Viewer,
  prepared: PreparedAnswer,
  req: FastifyRequest,
  onDelta: (text: string) => void = () => undefined,
): Promise<AskReply> {
  const citations: Citation[] = prepared.passages.map(({ kind, title, url, excerpt }) => ({
    kind,
    title,
    url,
    excerpt,
  }));
  const searchUrl = services.config.SEARCH_URL;
  // Asked while the model writes: the help and the knowledge base had no good answer.
  const searching: Promise<ExternalSource[]> =
    searchUrl && prepared.searchable
      ? searchWeb(searchUrl, prepared.question.content, prepared.locale).catch((error: unknown) => {
          req.log.warn({ err: error }, 'the web search for external sources failed');
          return [];
        })
      : Promise.resolve([]);
  let mode: AnswerMode = prepared.failed ? 'error' : 'retrieval';
  let content = prepared.failed ? ASSISTANT_MESSAGES.errorReply : '';
  let outcome: CallOutcome | null = null;
  const startedAt = new Date();
  if (prepared.model) {
    outcome = await streamChatCompletion(
      prepared.model.endpoint,
      buildPrompt(prepared.locale, prepared.passages, prepared.history, prepared.question.content),
      { allowedNetworks: prepared.model.allowedNetworks },
      onDelta,
    );
    if (outcome.ok) {
      mode = 'model';
      // Only links to the cited passages' addresses (or the app's pages) stay links.
      content = keepCitedLinks(outcome.content, prepared.passages);
    } else {
      req.log.error(
        { reason: outcome.reason, httpStatus: outcome.httpStatus, internal: prepared.model.internal },
        'the AI model did not answer the assistant',
      );
      mode = 'error';
      content = ASSISTANT_MESSAGES.errorReply;
    }
  }
  const found = mode === 'error' ? [] : await searching;
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const externalSources = await notInKnowledgeBase(tx, viewer.tenantId, found);
    if (prepared.model?.spent && outcome && !outcome.ok) {
      await refundAiCredit(tx, viewer.tenantId, prepared.model.spent);
    }
    if (prepared.model?.internal && outcome) {
      await tx.insert(internalAiCalls).values({
        companyId: viewer.tenantId,
        purpose: 'assistant',
        startedAt,
        durationMs: outcome.durationMs,
        ok: outcome.ok,
        httpStatus: outcome.httpStatus,
      });
    }
    const [answer] = await tx
      .insert(assistantMessages)
      .values({
        companyId: viewer.tenantId,
        sessionId: prepared.sessionId,
        role: 'assistant',
        content,
        citations: mode === 'error' ? [] : citations,
        externalSources,
        mode,
      })
      .returning();
    await tx
      .update(assistantSessions)
      .set({ updatedAt: new Date() })
      .where(eq(assistantSessions.id, prepared.sessionId));
    if (!answer) throw new Error('message insert returned no row');
    return {
      sessionId: prepared.sessionId,
      question: prepared.question,
      answer: toMessage(answer),
      suggestedQuestions: [],
      notice: prepared.notice,
    };
  });
}

/** Pages the company's knowledge base already has are not offered again. */
async function notInKnowledgeBase(tx: Tx, companyId: string, found: ExternalSource[]) {
  if (!found.length) return found;
  const listed = await tx
    .select({ url: knowledgeSources.url })
    .from(knowledgeSources)
    .where(
      and(
        // The company's own pages and the platform's, which its assistant reads too.
        or(eq(knowledgeSources.companyId, companyId), eq(knowledgeSources.productWide, true)),
        ne(knowledgeSources.status, 'rejected'),
        inArray(
          knowledgeSources.url,
          found.map((source) => source.url),
        ),
      ),
    );
  const known = new Set(listed.map((row) => row.url));
  return found.filter((source) => !known.has(source.url));
}

export async function ask(
  services: Services,
  viewer: Viewer,
  input: AskInput,
  req: FastifyRequest,
): Promise<AskReply> {
  return completeAnswer(services, viewer, await prepareAnswer(services, viewer, input, req), req);
}

export function getSession(services: Services, viewer: Viewer, sessionId: string): Promise<AssistantSession> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    await ownSession(tx, viewer, sessionId);
    const rows = await tx
      .select()
      .from(assistantMessages)
      .where(
        and(eq(assistantMessages.sessionId, sessionId), eq(assistantMessages.companyId, viewer.tenantId)),
      )
      .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
    const ratings = rows.length
      ? await tx
          .select({ messageId: assistantFeedback.messageId, rating: assistantFeedback.rating })
          .from(assistantFeedback)
          .where(
            and(
              eq(assistantFeedback.userId, viewer.userId),
              inArray(
                assistantFeedback.messageId,
                rows.map((row) => row.id),
              ),
            ),
          )
      : [];
    const byMessage = new Map(ratings.map((rating) => [rating.messageId, rating.rating]));
    return { sessionId, messages: rows.map((row) => toMessage(row, byMessage.get(row.id) ?? null)) };
  });
}

/** Rates an answer of one's own conversation: one rating per answer (a newer one replaces it). */
export function rateAnswer(services: Services, viewer: Viewer, messageId: string, input: FeedbackInput) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [message] = await tx
      .select({ role: assistantMessages.role, sessionId: assistantMessages.sessionId })
      .from(assistantMessages)
      .where(and(eq(assistantMessages.id, messageId), eq(assistantMessages.companyId, viewer.tenantId)));
    if (!message) throw notFound('Message');
    await ownSession(tx, viewer, message.sessionId);
    if (message.role !== 'assistant') throw new AppError('RULE_BROKEN', ASSISTANT_MESSAGES.notAnAnswer);
    const comment = input.comment?.trim() || null;
    await tx
      .insert(assistantFeedback)
      .values({ messageId, companyId: viewer.tenantId, userId: viewer.userId, rating: input.rating, comment })
      .onConflictDoUpdate({
        target: [assistantFeedback.messageId, assistantFeedback.userId],
        set: { rating: input.rating, comment, createdAt: new Date() },
      });
    return { messageId, rating: input.rating, comment };
  });
}
