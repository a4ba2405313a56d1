import {
  type AskInput,
  AskReply,
  AssistantSession,
  type FeedbackInput,
  FeedbackResult,
} from '@competencyhub/domain/schemas/assistant';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

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
