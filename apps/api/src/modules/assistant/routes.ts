import {
  ASSISTANT_MESSAGES,
  AskInput,
  AskReply,
  AssistantSession,
  FeedbackInput,
  FeedbackResult,
  MessageParams,
  SessionParams,
  STREAM_CONTENT_TYPE,
  StreamDelta,
  StreamStart,
} from '@competencyhub/domain/schemas/assistant';
import type { FastifyInstance } from 'fastify';
import { binaryResponse } from '../../http/response.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { ask, completeAnswer, getSession, prepareAnswer, rateAnswer } from './assistant.ts';

/** The help assistant (every signed-in member): ask, read one's conversation, rate an answer. */
export function assistantRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.post(
    '/api/v1/assistant/messages',
    'member',
    { body: AskInput, response: AskReply },
    ({ viewer, body, req }) => ask(services, viewer, body, req),
  );
  // The same, streamed as server-sent events, so a model's answer shows as it is written.
  r.post(
    '/api/v1/assistant/messages/stream',
    'member',
    {
      body: AskInput,
      response: binaryResponse({
        contentTypes: [STREAM_CONTENT_TYPE],
        description:
          "Server-sent events: `start` {sessionId, question}, `delta` {text} for each piece of a model's answer, then `done` with the reply of POST /api/v1/assistant/messages (or `error` {detail}).",
        conditional: false,
      }),
    },
    async ({ viewer, body, req, reply }) => {
      // Refusals (a conversation not found, too many questions) still answer as problems, before the stream.
      const prepared = await prepareAnswer(services, viewer, body, req);
      reply.hijack();
      const raw = reply.raw;
      // The headers set so far (the security headers among them) go with the stream.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': `${STREAM_CONTENT_TYPE}; charset=utf-8`,
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-request-id': String(req.id),
      });
      const send = (event: string, data: unknown) =>
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send('start', StreamStart.parse({ sessionId: prepared.sessionId, question: prepared.question }));
      try {
        const answer = await completeAnswer(services, viewer, prepared, req, (text) =>
          send('delta', StreamDelta.parse({ text })),
        );
        send('done', AskReply.parse(answer));
      } catch (error) {
        req.log.error({ err: error }, 'the assistant could not finish an answer');
        send('error', { detail: ASSISTANT_MESSAGES.errorReply });
      }
      raw.end();
      return reply;
    },
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
