import type { Role } from '@competencyhub/domain/roles';
import {
  ASSISTANT_MESSAGES,
  type AskInput,
  type AskReply,
  type AssistantMessage,
  type AssistantSession,
  type Citation,
  type FeedbackInput,
} from '@competencyhub/domain/schemas/assistant';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { assistantFeedback, assistantMessages, assistantSessions } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { retrievePassages } from './retrieval.ts';

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

export async function ask(
  services: Services,
  viewer: Viewer,
  input: AskInput,
  req: FastifyRequest,
): Promise<AskReply> {
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
    let citations: Citation[] = [];
    let mode: 'retrieval' | 'error' = 'retrieval';
    try {
      // A savepoint: a failed search must not take the question and the reply down with it.
      const passages = await tx.transaction((inner) => retrievePassages(inner, locale, input.message));
      citations = passages.map(({ kind, title, url, excerpt }) => ({ kind, title, url, excerpt }));
    } catch (error) {
      req.log.error({ err: error }, 'the assistant could not answer');
      mode = 'error';
    }
    const [answer] = await tx
      .insert(assistantMessages)
      .values({
        companyId: viewer.tenantId,
        sessionId,
        role: 'assistant',
        content: mode === 'error' ? ASSISTANT_MESSAGES.errorReply : '',
        citations,
        mode,
      })
      .returning();
    await tx
      .update(assistantSessions)
      .set({ updatedAt: new Date() })
      .where(eq(assistantSessions.id, sessionId));
    if (!question || !answer) throw new Error('message insert returned no row');
    return { sessionId, question: toMessage(question), answer: toMessage(answer), suggestedQuestions: [] };
  });
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
