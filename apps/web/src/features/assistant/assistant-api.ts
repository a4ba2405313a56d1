import {
  type AskInput,
  AskReply,
  type AssistantMessage,
  AssistantSession,
  type FeedbackInput,
  FeedbackResult,
  STREAM_CONTENT_TYPE,
  StreamDelta,
  StreamStart,
} from '@competencyhub/domain/schemas/assistant';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

export function askAssistant(input: AskInput) {
  return apiRequest('/assistant/messages', { method: 'POST', body: input, schema: AskReply });
}

export function readSession(sessionId: string, signal?: AbortSignal) {
  return apiRequest(`/assistant/sessions/${sessionId}`, { schema: AssistantSession, signal });
}

export function useRateAnswer() {
  return useMutation({
    mutationFn: ({ messageId, input }: { messageId: string; input: FeedbackInput }) =>
      apiRequest(`/assistant/messages/${messageId}/feedback`, {
        method: 'PUT',
        body: input,
        schema: FeedbackResult,
      }),
  });
}

/** A refusal before the stream starts, as the API's other calls report it. */
async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    detail?: string;
    title?: string;
    errors?: Record<string, string[]>;
    params?: Record<string, string | number>;
  } | null;
  const retry = Number(response.headers.get('Retry-After'));
  return new ApiError(
    response.status,
    body?.code ?? (response.status === 429 ? 'RATE_LIMITED' : `HTTP_${response.status}`),
    body?.detail ?? body?.title ?? `HTTP error! status: ${response.status}`,
    body?.errors ?? {},
    Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : null,
    body?.params ?? {},
  );
}

/**
 * Asks, reading the answer as the server streams it (server-sent events): `onStart` gets the question
 * as kept, `onDelta` each piece of a model's answer; resolves with the whole reply.
 */
export async function streamAssistant(
  input: AskInput,
  onStart: (start: { sessionId: string; question: AssistantMessage }) => void,
  onDelta: (text: string) => void,
): Promise<AskReply> {
  const response = await fetch('/api/v1/assistant/messages/stream', {
    method: 'POST',
    headers: { Accept: STREAM_CONTENT_TYPE, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    credentials: 'same-origin',
  });
  if (!response.ok || !response.body) throw await refusal(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') as unknown;
      if (event === 'start') onStart(StreamStart.parse(data));
      else if (event === 'delta') onDelta(StreamDelta.parse(data).text);
      else if (event === 'done') return AskReply.parse(data);
      else if (event === 'error') throw new Error('The assistant could not finish its answer');
    }
  }
  throw new Error('The answer stream ended early');
}
