import {
  AskInput,
  AskReply,
  AssistantSession,
  FeedbackInput,
  FeedbackResult,
  MessageParams,
  SessionParams,
} from '@competencyhub/domain/schemas/assistant';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { ask, getSession, rateAnswer } from './assistant.ts';

/** The help assistant (every signed-in member): ask, read one's conversation, rate an answer. */
export function assistantRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.post(
    '/api/v1/assistant/messages',
    'member',
    { body: AskInput, response: AskReply },
    ({ viewer, body, req }) => ask(services, viewer, body, req),
  );
  r.get(
    '/api/v1/assistant/sessions/:assistantSessionId',
    'member',
    { params: SessionParams, response: AssistantSession },
    ({ viewer, params }) => getSession(services, viewer, params.assistantSessionId),
  );
  r.put(
    '/api/v1/assistant/messages/:messageId/feedback',
    'member',
    { params: MessageParams, body: FeedbackInput, response: FeedbackResult },
    ({ viewer, params, body }) => rateAnswer(services, viewer, params.messageId, body),
  );
}
